import { Suspense, lazy } from "react";
import { Stylesheet } from "~/components/layout/Stylesheets";
import { PRODUCT_HERO_SIZES } from "~/components/product/ProductHero";
import { campaignPages, drawRulesPages, pageByPath } from "~/content/pages";
import { campaignPageData } from "~/pages/campaign/campaign-page.server";
import { officialRulesView } from "~/pages/campaign/official-rules-view.server";
import { productView } from "~/pages/product/product-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage, notFound } from "~/request/page.server";
import { publicOrigin } from "~/request/site-settings.server";
import { preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { isPrefixedRegion } from "~/rules/regions";
import campaignStylesHref from "~/styles/campaign.css?url";
import catalogueStylesHref from "~/styles/catalogue.css?url";
import subscribeStylesHref from "~/styles/subscribe.css?url";
import supportStylesHref from "~/styles/support.css?url";
import { productOfPage } from "~/views/catalogue.server";
import type { Route } from "./+types/route";

// Any path no route of the build claims. Most are the localized 404 (the root error boundary renders it), but a page
// the request's content has and the build had not when it was made (a campaign series, its draw's rules or a product
// page made in the studio, published since) renders here, as its own kind's route would render it: the same loader
// data, the same component. Those components load only when such a page is shown, so the 404 page's scripts stay as
// small as before.
const CampaignPage = lazy(() =>
  import("~/components/campaign/CampaignPage").then((module) => ({ default: module.CampaignPage })),
);
const OfficialRulesArticle = lazy(() =>
  import("~/pages/campaign/OfficialRulesArticle").then((module) => ({ default: module.OfficialRulesArticle })),
);
const ProductArticle = lazy(() =>
  import("~/pages/product/ProductArticle").then((module) => ({ default: module.ProductArticle })),
);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  // "/:region?/*" reads /spring-sale as region "spring-sale": a path of the default region.
  const { region, "*": rest = "" } = args.params;
  const prefixed = region !== undefined && isPrefixedRegion(region);
  const key = pageByPath(content, prefixed || region === undefined ? rest : `${region}/${rest}`);
  if (!key) notFound();
  const page = () =>
    loadPage({ ...args, pattern: `/:region?/${key}`, params: { region: prefixed ? region : undefined } });
  if (campaignPages(content)[key]) return { kind: "campaign" as const, ...campaignPageData(content, page()) };
  if (drawRulesPages(content)[key]) return { kind: "rules" as const, view: officialRulesView(content, page()) };
  if (productOfPage(content, key))
    return { kind: "product" as const, view: productView(content, page(), publicOrigin(args.context, args.url)) };
  notFound();
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "product")
    return [
      ...seoMeta(loaderData.view.seo),
      { tagName: "link", ...preloadImage(loaderData.view.card.image, PRODUCT_HERO_SIZES) },
    ];
  return seoMeta(loaderData.kind === "campaign" ? loaderData.seo : loaderData.view.seo);
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={null}>
      {loaderData.kind === "campaign" ? (
        <>
          <Stylesheet href={campaignStylesHref} />
          <Stylesheet href={subscribeStylesHref} />
          <CampaignPage view={loaderData.view} serverNow={loaderData.serverNow} />
        </>
      ) : loaderData.kind === "rules" ? (
        <>
          <Stylesheet href={supportStylesHref} />
          <OfficialRulesArticle view={loaderData.view} />
        </>
      ) : (
        <>
          <Stylesheet href={catalogueStylesHref} />
          <ProductArticle view={loaderData.view} />
        </>
      )}
    </Suspense>
  );
}

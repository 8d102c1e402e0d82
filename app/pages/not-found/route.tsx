import { Suspense, use } from "react";
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
type ViewKind = "campaign" | "rules" | "product";
/** Each kind's view, loaded on demand: a real 404 page loads none of them. */
const VIEWS = {
  campaign: () => import("~/components/campaign/CampaignPage").then((module) => module.CampaignPage),
  rules: () => import("~/pages/campaign/OfficialRulesArticle").then((module) => module.OfficialRulesArticle),
  product: () => import("~/pages/product/ProductArticle").then((module) => module.ProductArticle),
};
const viewLoads: Partial<Record<ViewKind, Promise<void>>> = {};
const views: { [K in ViewKind]?: Awaited<ReturnType<(typeof VIEWS)[K]>> } = {};
const loadView = (kind: ViewKind) =>
  (viewLoads[kind] ??= VIEWS[kind]().then((view) => {
    (views as Record<ViewKind, unknown>)[kind] = view;
  }));

/** A kind's view once loaded; until then the render suspends on its load (the server's render waits for it). */
function useView<K extends ViewKind>(kind: K): NonNullable<(typeof views)[K]> {
  if (!views[kind]) use(loadView(kind));
  return views[kind]!;
}

// On the first load of such a page, the view the server rendered is loaded before React hydrates (entry.client.tsx
// awaits `__beforeHydration`): hydration reaching a view still loading would wait for it, and a router update in the
// meantime would make React render it again from nothing, the page emptied and refilled (a layout shift of the whole
// page). Route modules are evaluated before the entry, and before `__reactRouterRouteModules` is set; a later client
// navigation renders with the load as usual.
if (typeof document !== "undefined" && !("__reactRouterRouteModules" in window)) {
  const main = document.querySelector("main");
  const kind: ViewKind | null = main?.querySelector(":scope > .campaign")
    ? "campaign"
    : main?.querySelector(":scope > .product-hero")
      ? "product"
      : main?.querySelector(":scope > .support-page")
        ? "rules"
        : null;
  const waiting = window as { __beforeHydration?: Promise<unknown>[] };
  if (kind) (waiting.__beforeHydration ??= []).push(loadView(kind));
}

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
        <CampaignContent view={loaderData.view} serverNow={loaderData.serverNow} />
      ) : loaderData.kind === "rules" ? (
        <RulesContent view={loaderData.view} />
      ) : (
        <ProductContent view={loaderData.view} />
      )}
    </Suspense>
  );
}

type Loaded<K extends ViewKind> = Parameters<NonNullable<(typeof views)[K]>>[0];

function CampaignContent(props: Loaded<"campaign">) {
  const CampaignPage = useView("campaign");
  return (
    <>
      <Stylesheet href={campaignStylesHref} />
      <Stylesheet href={subscribeStylesHref} />
      <CampaignPage {...props} />
    </>
  );
}

function RulesContent(props: Loaded<"rules">) {
  const OfficialRulesArticle = useView("rules");
  return (
    <>
      <Stylesheet href={supportStylesHref} />
      <OfficialRulesArticle {...props} />
    </>
  );
}

function ProductContent(props: Loaded<"product">) {
  const ProductArticle = useView("product");
  return (
    <>
      <Stylesheet href={catalogueStylesHref} />
      <ProductArticle {...props} />
    </>
  );
}

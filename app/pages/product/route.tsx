import { stylesheets } from "~/components/layout/stylesheet";
import { PRODUCT_HERO_SIZES } from "~/components/product/ProductHero";
import { productView } from "~/pages/product/product-view.server";
import { ProductArticle } from "~/pages/product/ProductArticle";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { publicOrigin } from "~/request/site-settings.server";
import { preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return productView(content, loadPage(args), publicOrigin(args.context, args.url));
}

export const handle = stylesheets(catalogueStyles);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [...seoMeta(loaderData.seo), { tagName: "link", ...preloadImage(loaderData.card.image, PRODUCT_HERO_SIZES) }]
    : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductArticle view={loaderData} />;
}

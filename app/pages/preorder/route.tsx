import { scrollTo } from "~/components/layout/RouteScroll";
import { stylesheets } from "~/components/layout/stylesheet";
import { Gallery } from "~/components/product/Gallery";
import { PreorderPanel } from "~/components/product/PreorderPanel";
import { PRODUCT_BANNER_SIZES, ProductBanner } from "~/components/product/ProductBanner";
import { ProductHighlights } from "~/components/product/ProductHighlights";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { SubscribeBox } from "~/components/subscribe/SubscribeBox";
import { VideoButton } from "~/components/video/VideoButton";
import { preorderView } from "~/pages/preorder/preorder-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { publicOrigin } from "~/request/site-settings.server";
import { bannerImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import subscribeStyles from "~/styles/subscribe.css?url";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return preorderView(content, loadPage(args), publicOrigin(args.context, args.url));
}

export const links: Route.LinksFunction = () => [preloadImage(bannerImage("flagship-bumblebee"), PRODUCT_BANNER_SIZES)];
export const handle = { ...stylesheets(catalogueStyles, subscribeStyles), ...scrollTo("header") };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function FlagshipBumblebee({ loaderData }: Route.ComponentProps) {
  const { banner, panel, labels } = loaderData;
  return (
    <>
      <ProductJsonLd data={loaderData.jsonLd} />
      <ProductBanner id="banner" titleId="preorder-title" banner={banner} eyebrow={banner.eyebrow}>
        <p>{banner.subtitle}</p>
        <VideoButton
          label={loaderData.watchVideo}
          videoTitle={loaderData.video}
          clip={loaderData.clips.convert}
          closeLabel={labels.video.close}
          className="button button--secondary product-banner__video"
        />
      </ProductBanner>
      <div className="container">
        <PreorderPanel data={panel} serverNow={loaderData.serverNow} countdown={loaderData.countdown} />
      </div>
      <section className="product-section" aria-label={labels.overview}>
        <div className="container">
          <ProductHighlights items={loaderData.highlights} />
        </div>
      </section>
      <SpecsTable title={loaderData.specs.title} rows={loaderData.specs.rows} />
      <Gallery title={loaderData.gallery.title} items={loaderData.gallery.items} />
      <SubscribeBox {...loaderData.subscribe} />
    </>
  );
}

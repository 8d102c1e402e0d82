import { scrollTo } from "~/components/layout/RouteScroll";
import { stylesheets } from "~/components/layout/stylesheet";
import { BuzzEditor, BuzzInteraction, TitledList } from "~/components/product/BuzzSections";
import { Gallery } from "~/components/product/Gallery";
import { InPageMenu } from "~/components/product/InPageMenu";
import { PRODUCT_BANNER_SIZES, ProductBanner } from "~/components/product/ProductBanner";
import { ProductButton } from "~/components/product/ProductButton";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { ProductPrice } from "~/components/product/ProductPrice";
import { SpecsTable } from "~/components/product/SpecsTable";
import { Picture } from "~/components/ui/Picture";
import { VideoSection } from "~/components/video/VideoBand";
import { buzzView } from "~/pages/buzz/buzz-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { publicOrigin } from "~/request/site-settings.server";
import { bannerImage, preloadImage, productImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return buzzView(content, loadPage(args), publicOrigin(args.context, args.url));
}

export const links: Route.LinksFunction = () => [
  preloadImage(bannerImage("toy-story-buzz-lightyear"), PRODUCT_BANNER_SIZES),
];
export const handle = { ...stylesheets(catalogueStyles), ...scrollTo("banner") };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ToyStoryBuzzLightyear({ loaderData: data }: Route.ComponentProps) {
  const { card, labels } = data;
  const buy = (
    <div className="buzz-buy">
      <ProductPrice label={labels.price} card={card} />
      <ProductButton button={card.button} productName={card.plainName} />
      <p className="buzz-buy__guarantee">{data.returnGuarantee}</p>
    </div>
  );
  return (
    <>
      <ProductJsonLd data={data.jsonLd} />
      <ProductBanner id="banner" titleId="buzz-title" variant="buzz" banner={data.banner} eyebrow={data.banner.slogan}>
        {buy}
      </ProductBanner>
      <InPageMenu label={labels.inPageMenu} items={data.menus} />
      <VideoSection id="video" copy={data.video} clip={data.clips.video} playLabel={data.watchVideo} />
      <section id="describe" className="product-section product-split" aria-labelledby="describe-title">
        <div className="container product-split__inner">
          <Picture image={productImage("toyStoryBuzzLightyear")} alt={card.alt} sizes="(min-width: 768px) 40vw, 90vw" />
          <div>
            <h2 id="describe-title">{data.describe.title}</h2>
            <p>{data.describe.text}</p>
            <h2 id="appearance">{data.appearance.title}</h2>
            <p>{data.appearance.text}</p>
          </div>
        </div>
      </section>
      <BuzzInteraction interaction={data.interaction} />
      <VideoSection id="scene-video" copy={data.sceneVideo} clip={data.clips.sceneVideo} playLabel={data.watchVideo} />
      <BuzzEditor editor={data.editor} />
      <TitledList id="design" list={data.design} />
      <TitledList id="accessories" list={data.accessories} />
      <TitledList id="restore" list={data.restore} />
      <TitledList id="property" list={data.property}>
        <details className="buzz-list__more">
          <summary>{data.property.more}</summary>
          <p>{data.property.detail}</p>
        </details>
      </TitledList>
      <section id="price" className="product-section buzz-price" aria-label={labels.price}>
        <div className="container">{buy}</div>
      </section>
      <SpecsTable title={data.specs.title} rows={data.specs.rows} />
      <Gallery title={data.gallery.title} items={data.gallery.items} />
    </>
  );
}

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
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { VideoSection } from "~/components/video/VideoBand";
import { BUZZ_PAGES } from "~/content/products";
import { loadPage, notFound } from "~/request/page.server";
import { bannerImage, galleryImage, preloadImage, productImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import { productPageData } from "~/views/product-page.server";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const content = BUZZ_PAGES[page.region];
  if (!content) notFound();
  const product = productPageData(page, args.url, "toyStoryBuzzLightyear", { description: content.describe.text });
  const { gallery, banner, ...sections } = content;
  return {
    // The clips by slot, from the loader: the browser never loads the table of every product's clips.
    clips: PRODUCT_VIDEOS.toyStoryBuzzLightyear,
    ...page,
    ...product,
    ...sections,
    banner: { ...banner, image: bannerImage("toy-story-buzz-lightyear") },
    gallery: {
      title: gallery.title,
      items: [
        { image: product.card.image, alt: product.card.alt },
        ...gallery.items.map((item) => ({ image: galleryImage(item.image), alt: item.alt })),
      ],
    },
  };
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

import { scrollTo } from "~/components/layout/RouteScroll";
import type { Route } from "./+types/route";
import { stylesheets } from "~/components/layout/stylesheet";
import { BuzzEditor, BuzzInteraction, TitledList } from "~/components/product/BuzzSections";
import { Gallery } from "~/components/product/Gallery";
import { InPageMenu } from "~/components/product/InPageMenu";
import { ProductButton } from "~/components/product/ProductButton";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { Picture } from "~/components/ui/Picture";
import { VideoBand } from "~/components/video/VideoBand";
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { BUZZ_PAGES } from "~/content/products";
import { bannerImage, galleryImage, preloadImage, productImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { loadPage, notFound } from "~/server/page.server";
import { productPageData } from "~/views/product-page.server";
import catalogueStyles from "~/styles/catalogue.css?url";

const BANNER_SIZES = "100vw";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const content = BUZZ_PAGES[page.region];
  if (!content) notFound();
  const product = productPageData(page, args.url, "toyStoryBuzzLightyear", { description: content.describe.text });
  const { gallery, banner, ...sections } = content;
  return {
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

export const links: Route.LinksFunction = () => [preloadImage(bannerImage("toy-story-buzz-lightyear"), BANNER_SIZES)];
export const handle = { ...stylesheets(catalogueStyles), ...scrollTo("banner") };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ToyStoryBuzzLightyear({ loaderData: data }: Route.ComponentProps) {
  const { card, labels } = data;
  const buy = (
    <div className="buzz-buy">
      <p className="product-price">
        <span className="product-price__label">{labels.price}</span>{" "}
        <span className="product-price__value" data-price={card.price} data-currency={card.currency}>
          {card.priceText}
        </span>
      </p>
      <ProductButton button={card.button} productName={card.plainName} />
      <p className="buzz-buy__guarantee">{data.returnGuarantee}</p>
    </div>
  );
  return (
    <>
      <ProductJsonLd data={data.jsonLd} />
      <section id="banner" className="product-banner product-banner--buzz" aria-labelledby="buzz-title">
        <Picture
          image={data.banner.image}
          alt={data.banner.alt}
          sizes={BANNER_SIZES}
          priority
          className="product-banner__image"
        />
        <div className="container product-banner__text">
          <p className="product-banner__eyebrow">{data.banner.slogan}</p>
          <h1 id="buzz-title">{data.banner.title}</h1>
          {buy}
        </div>
      </section>
      <InPageMenu label={labels.inPageMenu} items={data.menus} />
      <section id="video" className="product-section product-video" aria-labelledby="video-title">
        <div className="container product-video__inner">
          <div className="product-video__text">
            <h2 id="video-title">{data.video.title}</h2>
            <p>{data.video.text}</p>
          </div>
          <VideoBand
            clip={PRODUCT_VIDEOS.toyStoryBuzzLightyear.video}
            titleId="video-title"
            playLabel={data.watchVideo}
          />
        </div>
      </section>
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
      <section id="scene-video" className="product-section product-video" aria-labelledby="scene-title">
        <div className="container product-video__inner">
          <div className="product-video__text">
            <h2 id="scene-title">{data.sceneVideo.title}</h2>
            <p>{data.sceneVideo.text}</p>
          </div>
          <VideoBand
            clip={PRODUCT_VIDEOS.toyStoryBuzzLightyear.sceneVideo}
            titleId="scene-title"
            playLabel={data.watchVideo}
          />
        </div>
      </section>
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

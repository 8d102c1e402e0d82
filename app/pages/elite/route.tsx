import type { Route } from "./+types/route";
import { stylesheets } from "~/components/layout/stylesheet";
import { ComparisonChart } from "~/components/product/ComparisonChart";
import { Gallery } from "~/components/product/Gallery";
import { InPageMenu } from "~/components/product/InPageMenu";
import { ProductButton } from "~/components/product/ProductButton";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { VideoButton } from "~/components/video/VideoButton";
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { Picture } from "~/components/ui/Picture";
import { ELITE_PAGES } from "~/content/products";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { bannerImage, galleryImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { loadPage, notFound } from "~/server/page.server";
import { productPageData } from "~/views/product-page.server";
import catalogueStyles from "~/styles/catalogue.css?url";

const BANNER_SIZES = "100vw";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const content = ELITE_PAGES[page.region];
  if (!content) notFound();
  const product = productPageData(page, args.url, "eliteOptimusPrime", { description: content.banner.subtitle });
  const [first, second] = content.comparison.products;
  return {
    ...page,
    ...product,
    menus: content.menus,
    banner: { ...content.banner, image: bannerImage("elite-optimus-prime") },
    overview: content.overview,
    specs: content.specs,
    gallery: {
      title: content.gallery.title,
      items: [
        { image: product.card.image, alt: product.card.alt },
        ...content.gallery.items.map((item) => ({ image: galleryImage(item.image), alt: item.alt })),
      ],
    },
    comparison: {
      title: content.comparison.title,
      rows: content.comparison.rows,
      cards: [
        regionCatalogueCard(page.region, first, page.now),
        regionCatalogueCard(page.region, second, page.now),
      ] as const,
    },
    videos: content.videos,
  };
}

export const links: Route.LinksFunction = () => [preloadImage(bannerImage("elite-optimus-prime"), BANNER_SIZES)];
export const handle = stylesheets(catalogueStyles);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EliteOptimusPrime({ loaderData: data }: Route.ComponentProps) {
  const { card, labels } = data;
  return (
    <>
      <ProductJsonLd data={data.jsonLd} />
      <section id="elite-banner" className="product-banner product-banner--elite" aria-labelledby="elite-title">
        <Picture
          image={data.banner.image}
          alt={data.banner.alt}
          sizes={BANNER_SIZES}
          priority
          className="product-banner__image"
        />
        <div className="container product-banner__text">
          <p className="product-banner__eyebrow">{data.banner.eyebrow}</p>
          <h1 id="elite-title">{data.banner.title}</h1>
          <p>{data.banner.subtitle}</p>
          <p className="product-price">
            <span className="product-price__label">{labels.price}</span>{" "}
            <span className="product-price__value" data-price={card.price} data-currency={card.currency}>
              {card.priceText}
            </span>
          </p>
          <div className="product-hero__actions">
            <ProductButton button={card.button} productName={card.plainName} />
            <VideoButton
              label={data.videos.product}
              videoTitle={data.videos.product}
              clip={PRODUCT_VIDEOS.eliteOptimusPrime.product}
              closeLabel={labels.video.close}
            />
            <VideoButton
              label={data.videos.demo}
              videoTitle={data.videos.demo}
              clip={PRODUCT_VIDEOS.eliteOptimusPrime.demo}
              closeLabel={labels.video.close}
            />
          </div>
        </div>
      </section>
      <InPageMenu label={labels.inPageMenu} items={data.menus} />
      <section id="overview" className="product-section product-overview" aria-labelledby="overview-title">
        <div className="container product-overview__inner">
          <h2 id="overview-title">{data.overview.title}</h2>
          {data.overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="product-highlights">
            {data.overview.highlights.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong> {item.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <SpecsTable title={data.specs.title} rows={data.specs.rows} />
      <Gallery title={data.gallery.title} items={data.gallery.items} />
      <ComparisonChart
        title={data.comparison.title}
        priceLabel={labels.price}
        cards={[data.comparison.cards[0], data.comparison.cards[1]]}
        rows={data.comparison.rows}
      />
    </>
  );
}

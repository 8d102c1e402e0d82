import { stylesheets } from "~/components/layout/stylesheet";
import { ComparisonChart } from "~/components/product/ComparisonChart";
import { Gallery } from "~/components/product/Gallery";
import { InPageMenu } from "~/components/product/InPageMenu";
import { PRODUCT_BANNER_SIZES, ProductBanner } from "~/components/product/ProductBanner";
import { ProductButton } from "~/components/product/ProductButton";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { ProductPrice } from "~/components/product/ProductPrice";
import { SpecsTable } from "~/components/product/SpecsTable";
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { VideoButton } from "~/components/video/VideoButton";
import { ELITE_PAGES } from "~/content/products";
import { loadPage, notFound } from "~/request/page.server";
import { bannerImage, galleryImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { productPageData } from "~/views/product-page.server";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const content = ELITE_PAGES[page.region];
  if (!content) notFound();
  const product = productPageData(page, args.url, "eliteOptimusPrime", { description: content.banner.subtitle });
  const [first, second] = content.comparison.products;
  return {
    // The clips by slot, from the loader: the browser never loads the table of every product's clips.
    clips: PRODUCT_VIDEOS.eliteOptimusPrime,
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

export const links: Route.LinksFunction = () => [
  preloadImage(bannerImage("elite-optimus-prime"), PRODUCT_BANNER_SIZES),
];
export const handle = stylesheets(catalogueStyles);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EliteOptimusPrime({ loaderData: data }: Route.ComponentProps) {
  const { card, labels } = data;
  return (
    <>
      <ProductJsonLd data={data.jsonLd} />
      <ProductBanner
        id="elite-banner"
        titleId="elite-title"
        variant="elite"
        banner={data.banner}
        eyebrow={data.banner.eyebrow}
      >
        <p>{data.banner.subtitle}</p>
        <ProductPrice label={labels.price} card={card} />
        <div className="product-hero__actions">
          <ProductButton button={card.button} productName={card.plainName} />
          <VideoButton
            label={data.videos.product}
            videoTitle={data.videos.product}
            clip={data.clips.product}
            closeLabel={labels.video.close}
          />
          <VideoButton
            label={data.videos.demo}
            videoTitle={data.videos.demo}
            clip={data.clips.demo}
            closeLabel={labels.video.close}
          />
        </div>
      </ProductBanner>
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

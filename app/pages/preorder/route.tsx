import { scrollTo } from "~/components/layout/RouteScroll";
import type { Route } from "./+types/route";
import { stylesheets } from "~/components/layout/stylesheet";
import { Gallery } from "~/components/product/Gallery";
import { PreorderPanel } from "~/components/product/PreorderPanel";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { VideoButton } from "~/components/video/VideoButton";
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { Picture } from "~/components/ui/Picture";
import { wordsFor } from "~/content/words";
import { fillAll } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { bannerImage, galleryImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { loadPage, notFound, siteContent } from "~/server/page.server";
import { preorderCopyValues, regionPreorderOffer } from "~/rules/preorder";
import type { RegionCode } from "~/rules/regions";
import { productPageData } from "~/views/product-page.server";
import catalogueStyles from "~/styles/catalogue.css?url";

const BANNER_SIZES = "100vw";

type PreorderWords = NonNullable<ReturnType<typeof wordsFor>["preorder"]>;
/**
 * The pre-order copy with its placeholders filled, once per region: it depends on the region's content only (its
 * schedule, prices and words, never `now`), and filling it builds date, list and number formatters that took ~6% of a
 * fresh render's main thread (docs/decisions.md, issue 14). The loader data shares it, and nothing writes to it.
 */
const filledCopy = new Map<RegionCode, PreorderWords>();
function preorderCopy(region: RegionCode, words: PreorderWords): PreorderWords {
  let content = filledCopy.get(region);
  if (!content) {
    content = fillAll(words, preorderCopyValues(region));
    filledCopy.set(region, content);
  }
  return content;
}

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const words = wordsFor(page.region).preorder;
  const offer = regionPreorderOffer(page.region, page.now);
  if (!words || !offer) notFound();
  const content = preorderCopy(page.region, words);
  const site = siteContent(page.region);
  // The structured data states the price the page shows.
  const product = productPageData(page, args.url, "flagshipBumblebee", {
    description: content.banner.subtitle,
    shownPrice: offer.price,
  });
  const money = (amount: number | null) => (amount === null ? null : formatPrice(page.region, amount));
  return {
    ...page,
    ...product,
    banner: { ...content.banner, image: bannerImage("flagship-bumblebee") },
    panel: {
      state: offer.state,
      price: offer.price,
      priceText: formatPrice(page.region, offer.price),
      oldPriceText: money(offer.oldPrice),
      savingsText: offer.savings === null ? null : `${site.buttons.save} ${formatPrice(page.region, offer.savings)}`,
      countdownTarget: offer.countdownTarget,
      button: product.card.button,
      productName: product.card.plainName,
      currency: product.card.currency,
      content: {
        labels: content.labels,
        time: content.time,
        bookingNotice: content.bookingNotice,
        bookingNoticeList: content.bookingNoticeList,
        bookingTips: content.bookingTips,
        dispatchNote: content.dispatchNote,
      },
    },
    countdown: site.countdown,
    highlights: content.highlights,
    specs: content.specs,
    gallery: {
      title: content.gallery.title,
      items: [
        { image: product.card.image, alt: product.card.alt },
        ...content.gallery.items.map((item) => ({ image: galleryImage(item.image), alt: item.alt })),
      ],
    },
    video: content.video,
  };
}

export const links: Route.LinksFunction = () => [preloadImage(bannerImage("flagship-bumblebee"), BANNER_SIZES)];
export const handle = { ...stylesheets(catalogueStyles), ...scrollTo("header") };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function FlagshipBumblebee({ loaderData }: Route.ComponentProps) {
  const { banner, panel, labels } = loaderData;
  return (
    <>
      <ProductJsonLd data={loaderData.jsonLd} />
      <section id="banner" className="product-banner" aria-labelledby="preorder-title">
        <Picture
          image={banner.image}
          alt={banner.alt}
          sizes={BANNER_SIZES}
          priority
          className="product-banner__image"
        />
        <div className="container product-banner__text">
          <p className="product-banner__eyebrow">{banner.eyebrow}</p>
          <h1 id="preorder-title">{banner.title}</h1>
          <p>{banner.subtitle}</p>
          <VideoButton
            label={loaderData.watchVideo}
            videoTitle={loaderData.video}
            clip={PRODUCT_VIDEOS.flagshipBumblebee.convert}
            closeLabel={labels.video.close}
            className="button button--secondary product-banner__video"
          />
        </div>
      </section>
      <div className="container">
        <PreorderPanel data={panel} serverNow={loaderData.serverNow} countdown={loaderData.countdown} />
      </div>
      <section className="product-section" aria-label={labels.overview}>
        <div className="container">
          <ul className="product-highlights">
            {loaderData.highlights.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong> {item.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <SpecsTable title={loaderData.specs.title} rows={loaderData.specs.rows} />
      <Gallery title={loaderData.gallery.title} items={loaderData.gallery.items} />
    </>
  );
}

import { scrollTo } from "~/components/layout/RouteScroll";
import { stylesheets } from "~/components/layout/stylesheet";
import { Gallery } from "~/components/product/Gallery";
import { PreorderPanel } from "~/components/product/PreorderPanel";
import { PRODUCT_BANNER_SIZES, ProductBanner } from "~/components/product/ProductBanner";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { SubscribeBox } from "~/components/subscribe/SubscribeBox";
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { VideoButton } from "~/components/video/VideoButton";
import { derivedMap } from "~/content/live";
import { wordsFor } from "~/content/words";
import { loadPage, notFound, siteContent } from "~/request/page.server";
import { fillAll } from "~/rules/copy-template";
import { bannerImage, galleryImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { paymentLines } from "~/rules/payment";
import { preorderCopyValues, regionPreorderOffer } from "~/rules/preorder";
import type { RegionCode } from "~/rules/regions";
import { regionPath } from "~/rules/regions";
import catalogueStyles from "~/styles/catalogue.css?url";
import subscribeStyles from "~/styles/subscribe.css?url";
import { sellingPriceText } from "~/views/catalogue.server";
import { newsletterConsent } from "~/views/newsletter-consent.server";
import { productPageData } from "~/views/product-page.server";
import type { Route } from "./+types/route";

type PreorderWords = NonNullable<ReturnType<typeof wordsFor>["preorder"]>;
/**
 * The pre-order copy with its placeholders filled, once per region: it depends on the region's content only (its
 * schedule, prices and words, never `now`), and filling it builds date, list and number formatters that took ~6% of a
 * fresh render's main thread (docs/decisions/064-per-region-memo.md). The loader data shares it, and nothing writes to
 * it.
 */
const filledCopy = derivedMap<RegionCode, PreorderWords>();
function preorderCopy(region: RegionCode, words: PreorderWords): PreorderWords {
  let content = filledCopy().get(region);
  if (!content) {
    content = fillAll(words, preorderCopyValues(region));
    filledCopy().set(region, content);
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
  return {
    // The clips by slot, from the loader: the browser never loads the table of every product's clips.
    clips: PRODUCT_VIDEOS.flagshipBumblebee,
    ...page,
    ...product,
    banner: {
      ...content.banner,
      // The eyebrow says "Pre-order now" only while a pre-order can be placed.
      eyebrow:
        offer.state === "upcoming"
          ? content.labels.upcomingEyebrow
          : offer.state === "released"
            ? content.labels.releasedEyebrow
            : content.banner.eyebrow,
      image: bannerImage("flagship-bumblebee"),
    },
    panel: {
      state: offer.state,
      price: offer.price,
      priceText: sellingPriceText(page.region, offer.price),
      laterPriceText: offer.laterPrice === null ? null : content.labels.laterPrice,
      // The credit disclosure under the booking terms, where the region offers instalments.
      paymentDisclosure: paymentLines(page.region, { disclosure: site.installmentDisclosure }).disclosure,
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
        earlyBird: content.earlyBird,
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
    // The region's subscribe block (site words), with the pre-order page's own invalid-address message (the
    // English pre-order page ends it with a full stop).
    subscribe: {
      ...site.subscribe,
      invalid: content.subscribeInvalid ?? site.subscribe.invalid,
      apiMessages: site.api,
      region: page.region,
      source: regionPath(page.region, "flagship-bumblebee"),
      consent: newsletterConsent(page.region),
    },
  };
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
      <SubscribeBox {...loaderData.subscribe} />
    </>
  );
}

// The pre-order page's view: the region's pre-order offer at `now` (state, price, countdown) and its copy with every
// date, price and count filled in.
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { derivedMap } from "~/content/live";
import type { PreorderWords } from "~/content/product.schema";
import { wordsFor } from "~/content/words";
import type { PreorderView } from "~/pages/preorder/preorder-view";
import { notFound, siteContent, type PageContext } from "~/request/page.server";
import { fillAll } from "~/rules/copy-template";
import { bannerImage } from "~/rules/images";
import { paymentLines } from "~/rules/payment";
import { preorderCopyValues, regionPreorderOffer } from "~/rules/preorder";
import type { RegionCode } from "~/rules/regions";
import { sellingPriceText } from "~/views/catalogue.server";
import { subscribeBox } from "~/views/newsletter-consent.server";
import { productGallery, productPageData } from "~/views/product-page.server";

/**
 * The pre-order copy with its placeholders filled, once per region: it depends on the region's content only (its
 * schedule, prices and words, never `now`), and filling it builds date, list and number formatters that took ~6% of a
 * fresh render's main thread (docs/decisions/064-per-region-memo.md). The loader data shares it, and nothing writes to it.
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

export function preorderView(page: PageContext, url: URL): PreorderView {
  const words = wordsFor(page.region).preorder;
  const offer = regionPreorderOffer(page.region, page.now);
  if (!words || !offer) notFound();
  const content = preorderCopy(page.region, words);
  const site = siteContent(page.region);
  // The structured data states the price the page shows.
  const product = productPageData(page, url, "flagshipBumblebee", {
    description: content.banner.subtitle,
    shownPrice: offer.price,
  });
  return {
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
    gallery: productGallery(product.card, content.gallery),
    video: content.video,
    // The region's subscribe block (site words), with the pre-order page's own invalid-address message (the English
    // pre-order page ends it with a full stop).
    subscribe: subscribeBox(
      page.region,
      "flagship-bumblebee",
      site.subscribe,
      content.subscribeInvalid ?? site.subscribe.invalid,
    ),
  };
}

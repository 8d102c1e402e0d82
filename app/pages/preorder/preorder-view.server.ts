// The pre-order page's view: the region's pre-order offer at `now` (state, price, countdown) and its copy with every
// date, price and count filled in.
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import type { PreorderWords } from "~/content/product.schema";
import { wordsFor } from "~/content/words";
import type { PreorderView } from "~/pages/preorder/preorder-view";
import { notFound, siteContent, type PageContext } from "~/request/page.server";
import { fillAll } from "~/rules/copy-template";
import { bannerImage } from "~/rules/images";
import { paymentLines, textAt } from "~/rules/payment";
import { preorderCopyValues, regionPreorderOffer, type PreorderState } from "~/rules/preorder";
import type { RegionCode } from "~/rules/regions";
import type { PageSeo } from "~/rules/seo";
import { sellingPriceText } from "~/views/catalogue.server";
import { subscribeBox } from "~/views/newsletter-consent.server";
import { productGallery, productPageData } from "~/views/product-page.server";

/**
 * The pre-order copy with its placeholders filled, once per region: it depends on the region's content only (its
 * schedule, prices and words, never `now`), and filling it builds date, list and number formatters that took ~6% of a
 * fresh render's main thread (docs/decisions/064-per-region-memo.md). The loader data shares it, and nothing writes to it.
 */
const filledCopy = derivedMap<RegionCode, PreorderWords>();
function preorderCopy(content: ContentDocument, region: RegionCode, words: PreorderWords): PreorderWords {
  let copy = filledCopy(content).get(region);
  if (!copy) {
    copy = fillAll(words, preorderCopyValues(content, region));
    filledCopy(content).set(region, copy);
  }
  return copy;
}

/** The page's title and description at its state: no early bird once it ended, no pre-order once it is over. */
function preorderSeo(seo: PageSeo, words: PreorderWords["seo"], state: PreorderState): PageSeo {
  if (state === "released") return { ...seo, ...words.released };
  if (state === "normal" || state === "priceRecovery") return { ...seo, description: words.regularDescription };
  return seo;
}

export function preorderView(content: ContentDocument, page: PageContext, origin: string): PreorderView {
  const words = wordsFor(content, page.region).preorder;
  const offer = regionPreorderOffer(content, page.region, page.now);
  if (!words || !offer) notFound();
  const copy = preorderCopy(content, page.region, words);
  const site = siteContent(content, page.region);
  // The structured data states the price the page shows.
  const product = productPageData(content, page, origin, "flagshipBumblebee", {
    description: copy.banner.subtitle,
    shownPrice: offer.price,
  });
  return {
    clips: PRODUCT_VIDEOS.flagshipBumblebee,
    ...page,
    seo: preorderSeo(page.seo, copy.seo, offer.state),
    ...product,
    banner: {
      ...copy.banner,
      // The eyebrow says "Pre-order now" only while a pre-order can be placed.
      eyebrow:
        offer.state === "upcoming"
          ? copy.labels.upcomingEyebrow
          : offer.state === "released"
            ? copy.labels.releasedEyebrow
            : copy.banner.eyebrow,
      image: bannerImage("flagship-bumblebee"),
    },
    panel: {
      state: offer.state,
      price: offer.price,
      priceText: sellingPriceText(content, page.region, offer.price),
      ...(product.card.ecoParticipation ? { ecoParticipation: product.card.ecoParticipation } : {}),
      laterPriceText: offer.laterPrice === null ? null : copy.labels.laterPrice,
      // The credit disclosure under the booking terms, where the region offers instalments.
      paymentDisclosure: paymentLines(page.region, { disclosure: textAt(site.installmentDisclosures, page.now) })
        .disclosure,
      countdownTarget: offer.countdownTarget,
      button: product.card.button,
      productName: product.card.plainName,
      currency: product.card.currency,
      content: {
        labels: copy.labels,
        time: copy.time,
        bookingNotice: copy.bookingNotice,
        bookingNoticeList: copy.bookingNoticeList,
        bookingTips: copy.bookingTips,
        earlyBird: copy.earlyBird,
        dispatchNote: copy.dispatchNote,
      },
    },
    countdown: site.countdown,
    highlights: copy.highlights,
    specs: copy.specs,
    gallery: productGallery(content, product.card, copy.gallery),
    video: copy.video,
    // The region's subscribe block (site words), with the pre-order page's own invalid-address message (the English
    // pre-order page ends it with a full stop).
    subscribe: subscribeBox(
      content,
      page.region,
      "flagship-bumblebee",
      site.subscribe,
      copy.subscribeInvalid ?? site.subscribe.invalid,
    ),
  };
}

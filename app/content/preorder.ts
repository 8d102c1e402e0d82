// The Flagship Bumblebee launch and pre-order (docs/requirements.md, "Pre-order and launch"): the four launch stages
// per region (the header's 'New Release' and the footer text banner follow them), when the early bird ends, when the
// regular price returns to a plain "price recovery" page, dispatch and the launch gift. The early bird is an entry of
// the product's price list (prices.ts): it ends where the regular price starts. The words of the pre-order page are in
// words/<language>.json.
import type { PreorderFacts } from "~/content/product.schema";

// Launch stages are all written in +08:00.
// The pre-order is over once the dispatch window has passed (shipping Aug–Sep 2025, us July–September): from
// 1 October 2025 the page sells a regular product (docs/decisions/005-launch-stages.md).
const RELEASED_AT = "2025-10-01T00:00:00+08:00";
export const preorder: PreorderFacts = {
  product: "flagshipBumblebee",
  regions: {
    cn: {
      // cn has no stages 1 and 4.
      launch: [null, "2025-03-19T15:00:00+08:00", "2025-03-27T23:00:00+08:00", null],
      priceRecoveryAt: "2025-05-28T00:00:00+08:00",
      releasedAt: RELEASED_AT,
      dispatch: { from: "2025-08-30" },
    },
    us: {
      launch: [
        "2025-03-06T16:00:00+08:00",
        "2025-03-19T15:00:00+08:00",
        "2025-03-27T23:00:00+08:00",
        "2025-04-28T15:00:00+08:00",
      ],
      priceRecoveryAt: "2025-05-28T15:00:00+08:00",
      releasedAt: RELEASED_AT,
      // US dispatch July–September 2025.
      dispatch: { from: "2025-07-01", until: "2025-09-30" },
      launchGiftOrders: 1000,
    },
    uk: {
      launch: [
        "2025-03-07T16:00:00+08:00",
        "2025-03-19T15:00:00+08:00",
        "2025-03-27T23:00:00+08:00",
        "2025-04-28T07:00:00+08:00",
      ],
      priceRecoveryAt: "2025-05-28T07:00:00+08:00",
      releasedAt: RELEASED_AT,
      dispatch: { from: "2025-08-30" },
      launchGiftOrders: 300,
    },
    eu: {
      launch: [
        "2025-03-07T16:00:00+08:00",
        "2025-03-19T15:00:00+08:00",
        "2025-03-27T23:00:00+08:00",
        "2025-04-28T06:00:00+08:00",
      ],
      priceRecoveryAt: "2025-05-28T06:00:00+08:00",
      releasedAt: RELEASED_AT,
      dispatch: { from: "2025-08-30" },
      launchGiftOrders: 300,
    },
    fr: {
      launch: [
        "2025-03-07T16:00:00+08:00",
        "2025-03-19T15:00:00+08:00",
        "2025-03-27T23:00:00+08:00",
        "2025-04-28T06:00:00+08:00",
      ],
      priceRecoveryAt: "2025-05-28T06:00:00+08:00",
      releasedAt: RELEASED_AT,
      dispatch: { from: "2025-08-30" },
      launchGiftOrders: 300,
    },
    de: {
      launch: [
        "2025-03-07T16:00:00+08:00",
        "2025-03-19T15:00:00+08:00",
        "2025-03-27T23:00:00+08:00",
        "2025-04-28T06:00:00+08:00",
      ],
      priceRecoveryAt: "2025-05-28T06:00:00+08:00",
      releasedAt: RELEASED_AT,
      dispatch: { from: "2025-08-30" },
      launchGiftOrders: 300,
    },
    jp: {
      launch: [
        "2025-03-10T16:00:00+08:00",
        "2025-03-19T15:00:00+08:00",
        "2025-03-27T23:00:00+08:00",
        "2025-05-06T23:00:00+08:00",
      ],
      priceRecoveryAt: "2025-06-06T23:00:00+08:00",
      releasedAt: RELEASED_AT,
      dispatch: { from: "2025-08-30" },
    },
    // kr has no launch (no stage) and no pre-order page.
    kr: { launch: [null, null, null, null] },
  },
  // The first text banner ends here everywhere; the second runs from then until the region's early-bird end.
  finalCountdownFrom: "2025-04-25T15:00:00+08:00",
};

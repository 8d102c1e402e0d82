// British English pre-order words: only what differs from en-US.
import type { PreorderWords } from "../../product.schema";
import type { DeepPartial } from "../overrides";

const preorder: DeepPartial<PreorderWords> = {
  bookingNoticeList: [
    { label: "Early bird", value: "{earlyBirdFrom} – {earlyBirdLast:year}" },
    { label: "Estimated dispatch", value: "from {dispatchFrom:year}" },
    { label: "Launch gift", value: "A gift for the first {giftOrders} orders" },
    { label: "Payment", value: "{count} interest-free monthly payments with {methods}" },
  ],
  bookingTips: {
    items: [
      "Orders are dispatched in the order they were placed.",
      "You can cancel for a full refund at any time before dispatch.",
      "The early-bird price applies to every order placed before the countdown ends.",
    ],
  },
  dispatchNote: "Dispatched from {dispatchFrom:year}.",
};

export default preorder;

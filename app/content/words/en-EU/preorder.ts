// EU English pre-order words: only what differs from en-GB.
import type { PreorderWords } from "../../product.schema";
import type { DeepPartial } from "../overrides";

const preorder: DeepPartial<PreorderWords> = {
  bookingNoticeList: [
    { label: "Early bird", value: "{earlyBirdFrom} – {earlyBirdLast:year}" },
    { label: "Estimated dispatch", value: "from {dispatchFrom:year}" },
    { label: "Launch gift", value: "A gift for the first {giftOrders} orders" },
    { label: "Payment", value: "{methods}" },
  ],
};

export default preorder;

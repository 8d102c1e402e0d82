import type { PreorderContent } from "../product.schema";
import uk from "../uk/preorder";

const preorder: PreorderContent = {
  ...uk,
  schedule: { earlyBirdEnd: "2025-04-28T06:00:00+08:00", priceRecoveryAt: "2025-05-28T06:00:00+08:00" },
  earlyBirdPrice: 1099,
  bookingNoticeList: [
    { label: "Early bird", value: "7 March – 27 April 2025" },
    { label: "Estimated dispatch", value: "from 30 August 2025" },
    { label: "Launch gift", value: "A gift for the first 300 orders" },
    { label: "Payment", value: "PayPal" },
  ],
};

export default preorder;

import type { PreorderContent } from "../product.schema";
import us from "../us/preorder";

const preorder: PreorderContent = {
  ...us,
  schedule: { earlyBirdEnd: "2025-04-28T07:00:00+08:00", priceRecoveryAt: "2025-05-28T07:00:00+08:00" },
  earlyBirdPrice: 899,
  time: "Early-bird price until 27 April 2025",
  bookingNoticeList: [
    { label: "Early bird", value: "7 March – 27 April 2025" },
    { label: "Estimated dispatch", value: "from 30 August 2025" },
    { label: "Launch gift", value: "A gift for the first 300 orders" },
    { label: "Payment", value: "3 interest-free monthly payments with Klarna" },
  ],
  bookingTips: {
    title: "Booking tips",
    items: [
      "Orders are dispatched in the order they were placed.",
      "You can cancel for a full refund at any time before dispatch.",
      "The early-bird price applies to every order placed before the countdown ends.",
    ],
  },
  dispatchNote: "Dispatched from 30 August 2025.",
};

export default preorder;

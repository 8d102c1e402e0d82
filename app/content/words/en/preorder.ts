// Flagship Bumblebee pre-order page (en); dates, prices and counts are placeholders (lib/preorder.ts).
import type { PreorderWords } from "../../product.schema";

const preorder: PreorderWords = {
  banner: {
    eyebrow: "Pre-order now",
    title: "Flagship Bumblebee",
    subtitle: "The Autobot scout converts from robot to car on your voice command – 31 servos, no hands needed.",
    alt: "Illustration of Flagship Bumblebee standing in yellow light rays",
  },
  labels: {
    earlyBirdPrice: "Early-bird price",
    currentPrice: "Pre-order price",
    oldPrice: "Regular price",
    time: "Early-bird price ends in",
    earlyBirdEnded: "The early-bird offer has ended. Pre-orders continue at the regular price.",
    regularPrice: "Price",
  },
  time: "Early-bird price until {earlyBirdLast:year}",
  bookingNotice: "Booking notice",
  bookingNoticeList: [
    { label: "Early bird", value: "{earlyBirdFrom} – {earlyBirdLast:year}" },
    { label: "Estimated dispatch", value: "{dispatchFrom:month} – {dispatchUntil:monthYear}" },
    { label: "Launch gift", value: "A gift for the first {giftOrders} orders" },
    { label: "Payment", value: "{methods}, in up to {count} monthly payments" },
  ],
  bookingTips: {
    title: "Booking tips",
    items: [
      "Orders ship in the order they were placed.",
      "You can cancel for a full refund at any time before dispatch.",
      "The early-bird price applies to every order placed before the countdown ends.",
    ],
  },
  dispatchNote: "Estimated dispatch: {dispatchFrom:month} – {dispatchUntil:monthYear}.",
  highlights: [
    { value: "31", label: "servos" },
    { value: "67", label: "chips" },
    { value: "60 min", label: "of play per charge" },
  ],
  specs: {
    title: "Specifications",
    rows: [
      { name: "Servos", value: "31" },
      { name: "Chips", value: "67" },
      { name: "Battery", value: "2100 mAh" },
      { name: "Voltage", value: "11.1 V" },
      { name: "Charging time", value: "120 min" },
      { name: "Use time", value: "60 min" },
    ],
  },
  gallery: {
    title: "Gallery",
    items: [
      { image: "flagship-bumblebee-blueprint", alt: "Blueprint-style illustration of Flagship Bumblebee on a grid" },
      { image: "flagship-bumblebee-night", alt: "Illustration of Flagship Bumblebee under a starry night sky" },
    ],
  },
  video: "See Bumblebee convert",
};

export default preorder;

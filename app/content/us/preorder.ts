import type { PreorderContent } from "../product.schema";

const preorder: PreorderContent = {
  schedule: { earlyBirdEnd: "2025-04-28T15:00:00+08:00", priceRecoveryAt: "2025-05-28T15:00:00+08:00" },
  earlyBirdPrice: 949,
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
  time: "Early-bird price until April 27, 2025",
  bookingNotice: "Booking notice",
  bookingNoticeList: [
    { label: "Early bird", value: "March 6 – April 27, 2025" },
    { label: "Estimated dispatch", value: "July – September 2025" },
    { label: "Launch gift", value: "A gift for the first 1,000 orders" },
    { label: "Payment", value: "PayPal or Klarna, in up to 12 monthly payments" },
  ],
  bookingTips: {
    title: "Booking tips",
    items: [
      "Orders ship in the order they were placed.",
      "You can cancel for a full refund at any time before dispatch.",
      "The early-bird price applies to every order placed before the countdown ends.",
    ],
  },
  dispatchNote: "Estimated dispatch: July – September 2025.",
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

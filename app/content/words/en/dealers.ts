// Where-to-buy pages (en); the dealers themselves are facts of each region (content/<region>/dealers.ts).
import type { DealerWords } from "../../dealers.schema";

const dealers: DealerWords = {
  whereToBuy: {
    title: "Where to Buy",
    intro: [
      "Mechaforge robots are sold on our official store and by a small network of authorized dealers across the United States.",
      "Authorized dealers sell genuine, factory-sealed robots covered by the full Mechaforge warranty and can register your purchase for you. Products bought from other sellers may be used, refurbished or counterfeit and may not qualify for warranty service.",
    ],
    listTitle: "Authorized dealers",
    visitStore: "Visit store",
    onlineOnly: "Online store, ships nationwide",
    storeAddress: "Physical Store Address",
    close: "Close",
    cta: {
      title: "Buy direct from Mechaforge",
      text: "Free shipping in the contiguous US, 30-day price guarantee and pay in 12 monthly installments on the official store.",
      label: "Go to the official store",
    },
  },
};

export default dealers;

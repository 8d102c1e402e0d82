// Where-to-buy pages, EU English: only what differs from en-GB.
import type { DealerWords } from "../../dealers.schema";
import type { DeepPartial } from "../overrides";

const dealers: DeepPartial<DealerWords> = {
  whereToBuy: {
    intro: [
      "Mechaforge robots are available from our official EU store and from authorised dealers across the European Union.",
      "Authorised dealers sell genuine, CE-marked robots with the full Mechaforge warranty and EU chargers. We cannot guarantee warranty service for robots bought from unauthorised sellers.",
    ],
    listTitle: "Authorised dealers",
    visitStore: "Visit store",
    onlineOnly: "Online store, ships across the EU",
    cta: {
      text: "Free shipping across the EU, prices in euros including VAT and a 14-day right of withdrawal on the official store.",
      label: "Go to the official store",
    },
  },
};

export default dealers;

// Where-to-buy pages, British English: only what differs from en-US.
import type { DealerWords } from "../../dealers.schema";
import type { DeepPartial } from "../overrides";

const dealers: DeepPartial<DealerWords> = {
  whereToBuy: {
    intro: [
      "You can buy Mechaforge robots from our official UK store and from authorised retailers across the United Kingdom.",
      "Authorised retailers sell genuine, brand-new robots with the full Mechaforge warranty and UK plug chargers. Robots bought elsewhere may not be covered by our warranty or may ship with chargers that are not approved for UK use.",
    ],
    listTitle: "Authorised retailers",
    visitStore: "Visit shop",
    onlineOnly: "Online shop, delivers across the UK",
    cta: {
      text: "Free UK delivery, Klarna in 3 interest-free monthly payments and a 14-day return window on the official store.",
      label: "Go to the official shop",
    },
  },
};

export default dealers;

// EU English site words: only what differs from en-GB.
import type { SiteWords } from "../../site.schema";
import type { DeepPartial } from "../overrides";

const site: DeepPartial<SiteWords> = {
  companyAddress: {
    title: "Mechaforge Robotics Europe B.V.",
    lines: ["Herengracht 420", "1017 BZ Amsterdam, Netherlands", "support-eu@mechaforge.com"],
  },
  nav: { pages: { "shipping-policy": "Shipping Policy" } },
  ui: { currencyNote: "Prices in euros (EUR)" },
  homeIntro: {
    intro:
      "Licensed, programmable robots that transform on voice command. Shop in euros with delivery across the European Union.",
  },
  pages: {
    home: {
      description:
        "Official Mechaforge store for the European Union: licensed transforming robots such as Flagship Bumblebee, Toy Story Buzz Lightyear and Grimlock G1 Flagship.",
    },
    "christmas-sale": { keywords: "Christmas robot gift, holiday sale" },
    faq: { description: "Answers to common questions about Mechaforge robots, orders and shipping." },
    "shipping-policy": {
      title: "Shipping Policy | Mechaforge",
      description: "How and when Mechaforge orders are shipped within the EU.",
      keywords: "shipping policy, delivery",
    },
    "privacy-policy": { keywords: "privacy policy, GDPR" },
  },
};

export default site;

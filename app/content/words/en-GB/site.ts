// British English site words: only what differs from en-US.
import type { SiteWords } from "../../site.schema";
import type { DeepPartial } from "../overrides";

const site: DeepPartial<SiteWords> = {
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. All rights reserved.",
    "TRANSFORMERS and all related characters are trademarks of Hasbro, used under licence. Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics (UK) Ltd.",
    lines: ["20 Eastbourne Terrace", "London W2 6LG, United Kingdom", "support-uk@mechaforge.com"],
  },
  nav: {
    pages: {
      support: "Support Centre",
      "download-center": "Download Centre",
      "shipping-policy": "Delivery Policy",
      news: "News",
    },
  },
  subscribe: { describe: "Be the first to hear about launches, exclusive offers and events." },
  api: { notFound: "We couldn't find what you were looking for." },
  ui: {
    notFoundText: "The page you're looking for doesn't exist in this region, or it has moved.",
    errorText: "We couldn't show this page. Please try again in a moment.",
    currencyNote: "Prices in pounds sterling (GBP)",
  },
  homeIntro: {
    intro:
      "Licensed, programmable robots that transform on voice command. Shop in pounds sterling with free delivery across the United Kingdom.",
  },
  pages: {
    home: {
      description:
        "Official Mechaforge store for the United Kingdom: licensed transforming robots such as Flagship Bumblebee, Toy Story Buzz Lightyear and Grimlock G1 Flagship.",
    },
    "grimlock-g1-flagship": {
      description: "Grimlock G1 Flagship, the Dinobot leader that transforms between robot and T. rex.",
    },
    "buzz-lightyear-space-ranger-alpha": {
      description: "Buzz Lightyear Space Ranger Alpha, the interactive collector's robot.",
    },
    "black-friday": { description: "Black Friday and Cyber Monday offers on Mechaforge robots." },
    "christmas-sale": {
      description: "Christmas gifts and New Year offers on Mechaforge robots.",
      keywords: "Christmas robot gift, Christmas sale",
    },
    "where-to-buy": {
      description: "Authorised Mechaforge retailers and stores near you.",
      keywords: "where to buy Mechaforge, authorised retailers",
    },
    "download-center": { title: "Download Centre | Mechaforge" },
    faq: { description: "Answers to common questions about Mechaforge robots, orders and delivery." },
    "after-sale-service": {
      title: "After-Sales Service | Mechaforge",
      description: "After-sales service for Mechaforge robots.",
      keywords: "after-sales service",
    },
    "product-registration": { description: "Register your Mechaforge robot for warranty cover and updates." },
    "shipping-policy": {
      title: "Delivery Policy | Mechaforge",
      description: "How and when Mechaforge orders are delivered.",
      keywords: "delivery policy, shipping",
    },
    "apply-wholesale-account": { description: "Become a Mechaforge wholesale partner." },
  },
};

export default site;

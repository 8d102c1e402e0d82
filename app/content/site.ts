// The site's structure, once for every region (spec §2 Menus, Screens): the navigation tree, the footer, the social
// links and the region chooser. An entry shows in a region where its page exists (the page table, lib/pages.ts) or,
// for shop links, in the regions it lists. Labels are words (words/<language>/site.ts); products use their names.
import type { SiteFacts } from "./site.schema";

const site: SiteFacts = {
  nav: {
    products: [
      { product: "flagshipBumblebee", tag: "new" },
      { product: "eliteOptimusPrime" },
      { product: "toyStoryBuzzLightyear" },
      { product: "flagshipOptimusPrime" },
      { product: "flagshipMegatron" },
      { product: "grimlockG1Flagship" },
      { product: "k1ProInterstellarScout" },
      { product: "aiBase" },
    ],
    support: [
      { page: "support" },
      { page: "manuals" },
      { page: "download-center" },
      { page: "faq" },
      { page: "after-sale-service" },
      { page: "product-registration" },
      { page: "return-manufacturer" },
      { page: "warranty-information" },
      { page: "shipping-policy" },
      { page: "technical-support" },
    ],
    about: [
      { page: "about-us" },
      { page: "news" },
      { page: "where-to-buy" },
      { page: "where-to-buy-hongkong-macao" },
      { page: "apply-wholesale-account", hidden: ["header"] },
    ],
    extras: [
      // 'New Release' shows in launch stages 2 and 3 (spec §4).
      { page: "new-release", launchStages: [2, 3], hidden: ["footer"], tag: "hot" },
      // Valentine's Day sale, 8 to 15 February 2025 (spec §4).
      {
        shopCollection: "valentines-day",
        label: "valentines",
        regions: ["us", "uk", "eu", "fr", "de", "jp"],
        startTime: "2025-02-08T00:00:00+08:00",
        endTime: "2025-02-16T00:00:00+08:00",
        tag: "sale",
      },
    ],
  },
  tagColors: { new: "#f5b700", hot: "#e4002b", sale: "#d6336c" },
  footer: ["home", "about-us", "privacy-policy", "terms-use"],
  media: [
    { icon: "instagram", link: "https://www.instagram.com/mechaforge.robotics" },
    { icon: "meta", link: "https://www.facebook.com/mechaforge.robotics" },
    { icon: "youtube", link: "https://www.youtube.com/@mechaforge" },
    { icon: "tikTok", link: "https://www.tiktok.com/@mechaforge" },
    { icon: "twitter", link: "https://x.com/mechaforge" },
  ],
  // United States, Canada and Other Regions all open the US site (spec §2).
  chooser: [
    { region: "us", country: "US" },
    { region: "us", country: "CA" },
    { region: "eu", country: "EU" },
    { region: "uk", country: "GB" },
    { region: "fr", country: "FR" },
    { region: "de", country: "DE" },
    { region: "cn", country: "CN" },
    { region: "jp", country: "JP" },
    { region: "kr", country: "KR" },
    { region: "us", country: "OTHER" },
  ],
  textBannerLaunchStages: [3],
};

export default site;

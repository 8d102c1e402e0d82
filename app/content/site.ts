// The site's structure, once for every region (docs/requirements.md, "Menus and text banners"): the navigation tree,
// the footer, the social links and the region chooser. An entry shows in a region where its page exists (the page
// table, pages.ts). Labels are words (words/<language>.json, site); products use their names. Entries shown for a while
// are in placements.ts.
//
// How long a product counts as new is written here, once for every product and region: it is the brand's rule for a
// claim ("New"), not a fact of one product, so it sits beside the menu that shows the tag rather than in each catalogue
// entry, where a second product could drift from the first. Six months follows the FTC's long-standing guidance (a
// product may be advertised as "new" for about six months after it enters regular distribution); counted from the
// launch (rules/freshness.ts), which comes before distribution, it stays inside that everywhere we sell. A "new" tag on a
// product entry shows only while the product counts as new; the home hero's "New:" line follows the same rule.
import type { SiteFacts } from "~/content/site.schema";

export const site: SiteFacts = {
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
  },
  tagColors: { new: "#f5b700", hot: "#e4002b", sale: "#d6336c" },
  newForMonths: 6,
  // The legal notice of each market shows in its footer (pages.ts: one per region that has one).
  footer: [
    "home",
    "about-us",
    "privacy-policy",
    "terms-use",
    "impressum",
    "mentions-legales",
    "legal-notice",
    "tokushoho",
  ],
  media: [
    { icon: "instagram", link: "https://www.instagram.com/mechaforge.robotics" },
    { icon: "meta", link: "https://www.facebook.com/mechaforge.robotics" },
    { icon: "youtube", link: "https://www.youtube.com/@mechaforge" },
    { icon: "tikTok", link: "https://www.tiktok.com/@mechaforge" },
    { icon: "twitter", link: "https://x.com/mechaforge" },
  ],
  // Mainland China reaches none of the above: its own platforms.
  mediaByRegion: {
    cn: [
      { icon: "weibo", link: "https://weibo.com/mechaforge" },
      { icon: "bilibili", link: "https://space.bilibili.com/mechaforge" },
      { icon: "douyin", link: "https://www.douyin.com/user/mechaforge" },
    ],
  },
  // United States, Canada and Other Regions all open the US site.
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

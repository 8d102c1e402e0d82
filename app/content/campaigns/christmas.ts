// Christmas and New Year 2024 (docs/requirements.md, "Campaign pages"): where and when it runs, the catalogue products
// it offers and at what price per stage and region, its gifts, banners and links. Its words are under
// campaigns.christmas in ../words/<language>.json.
import type { CampaignFacts, CampaignSchedule } from "../campaign.schema";
import blackFriday from "./black-friday";

// Christmas 9–31 Dec 2024 (docs/decisions/027-campaign-calendar.md), the holiday banner then the New Year banner (from
// 26 Dec); uk to 12 Jan, us to 2 Jan. Stages start at 09:00 CET; ends are exclusive.
const schedule = (endTime: string): CampaignSchedule => ({
  stages: [
    { startTime: "2024-12-09T09:00:00+01:00" }, // Holiday banner
    { startTime: "2024-12-26T09:00:00+01:00" }, // New Year banner
  ],
  endTime,
});

const christmas: CampaignFacts = {
  page: "christmas-sale",
  schedules: {
    us: schedule("2025-01-03T00:00:00+01:00"), // to 2 Jan
    uk: schedule("2025-01-13T00:00:00+01:00"), // to 12 Jan
    eu: schedule("2025-01-01T00:00:00+01:00"), // to 31 Dec
    fr: schedule("2025-01-01T00:00:00+01:00"),
    de: schedule("2025-01-01T00:00:00+01:00"),
  },
  theme: "evergreen",
  placements: { home: "hero", menu: { tag: "sale" } },
  priceLadder: false,
  banners: {
    banner1: {
      stages: [1],
      palette: "evergreen",
      background: { wide: "/images/campaign/xmas-wide.svg", tall: "/images/campaign/xmas-tall.svg" },
      products: {
        us: ["toyStoryBuzzLightyear", "interstellarScoutK1"],
        uk: ["toyStoryBuzzLightyear", "interstellarScoutK1"],
        eu: ["toyStoryBuzzLightyear", "interstellarScoutK1"],
        fr: ["toyStoryBuzzLightyear", "interstellarScoutK1"],
        de: ["toyStoryBuzzLightyear", "interstellarScoutK1"],
      },
    },
    banner2: {
      stages: [2],
      palette: "midnight",
      background: { wide: "/images/campaign/newyear-wide.svg", tall: "/images/campaign/newyear-tall.svg" },
      products: {
        us: ["grimlockG1Flagship", "eliteOptimusPrime"],
        uk: ["grimlockG1Flagship", "bumblebeeG1Performance"],
        eu: ["grimlockG1Flagship", "bumblebeeG1Performance"],
        fr: ["grimlockG1Flagship", "bumblebeeG1Performance"],
        de: ["grimlockG1Flagship", "bumblebeeG1Performance"],
      },
    },
  },
  benefits: blackFriday.benefits,
  products: [
    {
      key: "30",
      product: "eliteOptimusPrime",
      image: "/images/campaign/product-30.svg",
      installment: true,
      offers: { us: [559, 559], uk: [559, 559], eu: [559, 559], fr: [559, 559], de: [559, 559] },
    },
    {
      key: "k1",
      product: "interstellarScoutK1",
      image: "/images/campaign/product-k1.svg",
      offers: { us: [229, 229], uk: [232, 232], eu: [232, 232], fr: [232, 232], de: [232, 232] },
    },
    {
      key: "30ai",
      product: "eliteOptimusPrimeAiBase",
      image: "/images/campaign/product-30ai.svg",
      installment: true,
      offers: { us: [759, 759], uk: [719, 719], eu: [739, 739], fr: [739, 739], de: [739, 739] },
    },
    {
      key: "bumblebee",
      product: "bumblebeeG1Performance",
      image: "/images/campaign/product-bumblebee.svg",
      offers: { us: [279, 279], uk: [319, 319], eu: [349, 349], fr: [349, 349], de: [349, 349] },
    },
    {
      key: "grimlock",
      product: "grimlockG1Flagship",
      image: "/images/campaign/product-grimlock.svg",
      installment: true,
      offers: { us: [1359, 1359], uk: [1279, 1279], eu: [1439, 1439], fr: [1439, 1439], de: [1439, 1439] },
    },
    {
      key: "buzz",
      product: "buzzLightyearSpaceRangerAlpha",
      image: "/images/campaign/product-buzz.svg",
      offers: { us: [639, 639], uk: [599, 599], eu: [671, 671], fr: [671, 671], de: [671, 671] },
    },
    { key: "buzz2", product: "toyStoryBuzzLightyear", image: "/images/campaign/product-buzz2.svg", offers: {} },
    { key: "megatron", product: "flagshipMegatron", image: "/images/campaign/product-megatron.svg", offers: {} },
  ],
  preview: ["buzz2", "30", "k1", "bumblebee"],
  groups: [
    { id: "bestValueGifts", products: ["k1", "bumblebee", "30ai"] },
    { id: "curatedGifts", products: ["30", "buzz", "buzz2"] },
    { id: "limited40th", products: ["megatron", "grimlock"] },
    { id: "newReleases", products: ["buzz2"] },
  ],
  gifts: {
    us: { bumblebee: "hat" },
    uk: { bumblebee: "insulatedCup" },
    eu: { bumblebee: "insulatedCup" },
    fr: { bumblebee: "insulatedCup" },
    de: { bumblebee: "insulatedCup" },
  },
  tiers: blackFriday.tiers,
  collection: { us: "holiday", uk: "christmas", eu: "holiday", fr: "noel", de: "weihnachten" },
  luckyDraw: blackFriday.luckyDraw,
  giftGuide: {
    us: "https://blog.mechaforge.com/us/holiday-gift-guide",
    uk: "https://blog.mechaforge.com/uk/christmas-gift-guide",
    eu: "https://blog.mechaforge.com/eu/holiday-gift-guide",
    fr: "https://blog.mechaforge.com/fr/guide-cadeaux-noel",
    de: "https://blog.mechaforge.com/de/weihnachtsgeschenke",
  },
  membersOnly: blackFriday.membersOnly,
  tabs: blackFriday.tabs,
  dates: {
    // UK holiday returns to 27 Jan 2025, US and EU to 20 Jan; last order day for delivery before Christmas.
    returnsUntil: { us: "2025-01-20", uk: "2025-01-27", eu: "2025-01-20", fr: "2025-01-20", de: "2025-01-20" },
    orderBy: { us: "2024-12-16", uk: "2024-12-18", eu: "2024-12-16", fr: "2024-12-16", de: "2024-12-16" },
    drawResults: "2025-01-31",
  },
};

export default christmas;

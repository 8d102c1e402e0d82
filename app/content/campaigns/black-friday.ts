// Black Friday 2024 (docs/requirements.md, "Campaign pages"): where and when it runs, the catalogue products it offers
// and at what price per stage and region, its gifts, banners and links. Its words are under campaigns.blackFriday in
// ../words/<language>.json.
import type { CampaignFacts, CampaignSchedule } from "../campaign.schema";

// Each stage runs from 09:00 on its first day to 23:59 on its last (CET): Early Black Friday 14–21 Nov, Black
// Friday 22–29 Nov, Cyber Monday from 30 Nov to 2 Dec (4 Dec in uk and eu). Ends are exclusive.
const schedule = (endTime: string): CampaignSchedule => ({
  stages: [
    { startTime: "2024-11-14T09:00:00+01:00", endTime: "2024-11-22T00:00:00+01:00" }, // Early Black Friday
    { startTime: "2024-11-22T09:00:00+01:00", endTime: "2024-11-30T00:00:00+01:00" }, // Black Friday
    { startTime: "2024-11-30T09:00:00+01:00" }, // Cyber Monday
  ],
  endTime,
});
const END_2_DEC = "2024-12-03T00:00:00+01:00";
const END_4_DEC = "2024-12-05T00:00:00+01:00";

const blackFriday: CampaignFacts = {
  page: "black-friday",
  schedules: {
    us: schedule(END_2_DEC),
    uk: schedule(END_4_DEC),
    eu: schedule(END_4_DEC),
    fr: schedule(END_2_DEC),
    de: schedule(END_2_DEC),
  },
  theme: "gold",
  placements: { home: "hero", menu: { tag: "sale" } },
  priceLadder: true,
  banners: {
    banner1: {
      stages: [1],
      palette: "gold",
      background: { wide: "/images/campaign/bf-early-wide.svg", tall: "/images/campaign/bf-early-tall.svg" },
      products: {
        us: ["eliteOptimusPrime", "interstellarScoutK1"],
        uk: ["eliteOptimusPrime", "interstellarScoutK1"],
        eu: ["eliteOptimusPrime", "interstellarScoutK1"],
        fr: ["eliteOptimusPrime", "interstellarScoutK1"],
        de: ["eliteOptimusPrime", "interstellarScoutK1"],
      },
    },
    banner2: {
      stages: [2, 3],
      palette: "neon",
      background: { wide: "/images/campaign/bf-main-wide.svg", tall: "/images/campaign/bf-main-tall.svg" },
      products: {
        us: ["grimlockG1Flagship", "buzzLightyearSpaceRangerAlpha"],
        uk: ["grimlockG1Flagship", "buzzLightyearSpaceRangerAlpha"],
        eu: ["grimlockG1Flagship", "buzzLightyearSpaceRangerAlpha"],
        fr: ["grimlockG1Flagship", "buzzLightyearSpaceRangerAlpha"],
        de: ["grimlockG1Flagship", "buzzLightyearSpaceRangerAlpha"],
      },
    },
  },
  benefits: ["priceGuarantee", "returns", "membership", "shipping", "support", "warranty"],
  // Campaign prices per stage (docs/decisions/028-campaign-prices.md); the list price is the catalogue price.
  products: [
    {
      key: "30",
      product: "eliteOptimusPrime",
      image: "/images/campaign/product-30.svg",
      installment: true,
      offers: {
        us: [599, 559, 559],
        uk: [599, 559, 559],
        eu: [599, 559, 559],
        fr: [599, 559, 559],
        de: [599, 559, 559],
      },
    },
    {
      key: "k1",
      product: "interstellarScoutK1",
      image: "/images/campaign/product-k1.svg",
      offers: {
        us: [249, 229, 229],
        uk: [259, 232, 232],
        eu: [259, 232, 232],
        fr: [259, 232, 232],
        de: [259, 232, 232],
      },
    },
    {
      key: "30ai",
      product: "eliteOptimusPrimeAiBase",
      image: "/images/campaign/product-30ai.svg",
      installment: true,
      offers: {
        us: [819, 759, 759],
        uk: [779, 719, 719],
        eu: [799, 739, 739],
        fr: [799, 739, 739],
        de: [799, 739, 739],
      },
    },
    {
      key: "bumblebee",
      product: "bumblebeeG1Performance",
      image: "/images/campaign/product-bumblebee.svg",
      offers: {
        us: [329, 279, 279],
        uk: [369, 319, 319],
        eu: [399, 349, 349],
        fr: [399, 349, 349],
        de: [399, 349, 349],
      },
    },
    {
      key: "grimlock",
      product: "grimlockG1Flagship",
      image: "/images/campaign/product-grimlock.svg",
      installment: true,
      offers: {
        us: [null, null, 1359],
        uk: [null, null, 1279],
        eu: [null, null, 1439],
        fr: [null, null, 1439],
        de: [null, null, 1439],
      },
    },
    {
      key: "buzz",
      product: "buzzLightyearSpaceRangerAlpha",
      image: "/images/campaign/product-buzz.svg",
      installment: true,
      offers: {
        us: [null, 639, 639],
        uk: [null, 599, 599],
        eu: [null, 671, 671],
        fr: [null, 671, 671],
        de: [null, 671, 671],
      },
    },
    // New releases sell at their page price: no offer.
    { key: "buzz2", product: "toyStoryBuzzLightyear", image: "/images/campaign/product-buzz2.svg", offers: {} },
    { key: "megatron", product: "flagshipMegatron", image: "/images/campaign/product-megatron.svg", offers: {} },
  ],
  preview: ["30", "k1", "buzz", "grimlock"],
  groups: [
    { id: "webExclusive", products: ["30ai", "buzz"] },
    { id: "hotDeals", products: ["30", "k1", "bumblebee", "grimlock"] },
    { id: "newReleases", products: ["buzz2", "megatron"] },
    { id: "premiumProtection", products: ["grimlock", "30"] },
  ],
  gifts: {
    us: { "30": "hat" },
    uk: { "30": "insulatedCup", "30ai": "clothing" },
    eu: { "30": "insulatedCup", "30ai": "clothing" },
    fr: { "30": "insulatedCup", "30ai": "clothing" },
    de: { "30": "insulatedCup", "30ai": "clothing" },
  },
  // US cap over 499 USD, express upgrade over 599 USD; UK bottle over 299 GBP, T-shirt over 699 GBP; mug over
  // 399 EUR, T-shirt over 739 EUR.
  tiers: {
    us: [
      { threshold: 499, gift: "hat", picture: "gift" },
      { threshold: 599, gift: "express", picture: "express" },
    ],
    uk: [
      { threshold: 299, gift: "insulatedCup", picture: "bottle" },
      { threshold: 699, gift: "clothing", picture: "tshirt" },
    ],
    eu: [
      { threshold: 399, gift: "insulatedCup", picture: "mug" },
      { threshold: 739, gift: "clothing", picture: "tshirt" },
    ],
    fr: [
      { threshold: 399, gift: "insulatedCup", picture: "mug" },
      { threshold: 739, gift: "clothing", picture: "tshirt" },
    ],
    de: [
      { threshold: 399, gift: "insulatedCup", picture: "mug" },
      { threshold: 739, gift: "clothing", picture: "tshirt" },
    ],
  },
  collection: { us: "black-friday", uk: "black-friday", eu: "black-friday", fr: "black-friday", de: "black-friday" },
  // Three limited-edition art books; their approximate retail value, which the official rules state, is ours
  // to confirm (docs/decisions/026-campaigns-are-content.md).
  luckyDraw: {
    image: "/images/campaign/lucky-draw.svg",
    prizes: 3,
    prizeValue: { us: 45, uk: 40, eu: 45, fr: 45, de: 45 },
  },
  giftGuide: {
    us: "https://blog.mechaforge.com/us/robot-gift-guide",
    uk: "https://blog.mechaforge.com/uk/robot-gift-guide",
    eu: "https://blog.mechaforge.com/eu/robot-gift-guide",
    fr: "https://blog.mechaforge.com/fr/guide-cadeaux-robots",
    de: "https://blog.mechaforge.com/de/roboter-geschenkideen",
  },
  membersOnly: {
    welcomeCode: { link: "account", byRegion: { eu: "https://shop.mechaforge.com/eu/account/register" } },
    doublePoints: { link: "login" },
  },
  tabs: ["special-offers", "lucky-draw", "members-only-offers"],
  dates: {
    // Price guarantee valid 14 Nov – 2 Dec; prize draw results before 10 Dec 2024; gift for the first orders
    // on 29 Nov.
    guaranteeFrom: "2024-11-14",
    guaranteeUntil: "2024-12-02",
    drawResults: "2024-12-10",
    giftDay: "2024-11-29",
  },
  // How many first orders on {giftDay} receive the signed art print: one number for every market's copy.
  counts: { giftOrders: 5 },
};

export default blackFriday;

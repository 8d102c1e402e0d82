import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/eu/products";
const images = (name: string) => ({ pc: `/images/campaign/${name}-pc.svg`, tablet: `/images/campaign/${name}-tablet.svg`, mobile: `/images/campaign/${name}-mobile.svg` });

const content: CampaignContent = {
  stageNames: ["Holiday Sale", "New Year Sale"],
  banner1: {
    title: "Holiday Sale",
    discount: "Up to 30% off",
    discountDescribe: "Gifts that transform: holiday prices on our robots, with a free mug on orders over €399.",
    time: "9 – 25 December",
    bgAlt: "Optimus Prime beside a glowing Christmas tree and wrapped presents",
    background: { wide: "/images/campaign/xmas-wide.svg", tall: "/images/campaign/xmas-tall.svg" },
    productUrl: { product: "toy-story-buzz-lightyear", product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Shop Toy Story Buzz Lightyear", product2: "Shop K1 Interstellar Scout" },
    stages: [1],
  },
  banner2: {
    title: "New Year Sale",
    discount: "Start 2025 transformed",
    discountDescribe: "Holiday prices until New Year's Eve.",
    time: "26 – 31 December",
    bgAlt: "Fireworks bursting over a robot skyline",
    background: { wide: "/images/campaign/newyear-wide.svg", tall: "/images/campaign/newyear-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "bumblebee-g1-performance" },
    productNames: { product: "Shop Grimlock", product2: "Shop Bumblebee" },
    stages: [2],
  },
  subscribe: {
    title: "Stay in the loop",
    describe: "Get gift ideas, launches and member offers by email.",
    label: "Email address",
    placeholder: "Enter your email address",
    submitBtn: "Subscribe",
    invalid: "Please enter a valid email address",
    success: "Subscribed Successfully!",
  },
  benefits: {
    title: "Gifting made easy",
    items: [
      { icon: "priceGuarantee", label: "30-day price guarantee", alt: "Price tag with a shield" },
      { icon: "returns", label: "Holiday returns until 20 January 2025", alt: "Box with a return arrow" },
      { icon: "membership", label: "Members earn double points", alt: "Member badge" },
      { icon: "shipping", label: "Free shipping across the EU", alt: "Delivery van" },
      { icon: "support", label: "Customer support in 4 languages", alt: "Headset" },
      { icon: "warranty", label: "2-year warranty", alt: "Shield with a tick" },
    ],
  },
  timeline: {
    title: "Holiday calendar",
    items: [
      { title: "Holiday Sale", date: "9 – 25 Dec", stage: 1 },
      { spacer: true },
      { title: "New Year Sale", date: "26 – 31 Dec", stage: 2 },
    ],
  },
  countdown: { title: "New Year deals start in", finalTitle: "Sale ends in" },
  moreSurprises: { describe: "Wrapped and ready", subDescribe: "Order by 16 December for delivery before Christmas in most EU countries." },
  priceLadder: false,
  payment: null,
  labels: { listPrice: "RRP", stagePrice: "Price by stage", ended: "Ended", now: "Now", tabsLabel: "Jump to a section", groupsLabel: "Gift categories", learnMoreAbout: "Learn more about" },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "The Autobot leader, 27 servos strong.", ...offer(699, [559, 559, null]), buy: `${shop}/elite-optimus-prime`, learnMore: `${shop}/elite-optimus-prime`, alt: "Elite Optimus Prime in robot mode", image: "/images/campaign/product-30.svg" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "A first robot to build and code.", ...offer(309, [232, 232, null]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "K1 Interstellar Scout robot", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "The bundle that talks back.", ...offer(928, [739, 739, null]), buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime standing on the AI Base", image: "/images/campaign/product-30ai.svg", identify: "BUNDLE" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "A yellow friend under the tree.", ...offer(499, [349, 349, null]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Bumblebee G1 Performance robot", image: "/images/campaign/product-bumblebee.svg", miniPicture: "insulatedCup" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "Me Grimlock, best present.", ...offer(1799, [1439, 1439, null]), buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship in dinosaur mode", image: "/images/campaign/product-grimlock.svg", identify: "40TH ANNIVERSARY" },
    { key: "buzz", name: "Buzz Lightyear Space Ranger Alpha", describe: "To infinity and beyond, on voice command.", ...offer(839, [671, 671, null]), buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Buzz Lightyear Space Ranger Alpha robot", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Toy Story Buzz Lightyear", describe: "200+ audio clips and app control.", ...offer(undefined, [599, 599, null]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Toy Story Buzz Lightyear robot with wings open", image: "/images/campaign/product-buzz2.svg", identify: "NEW" },
    { key: "megatron", name: "Flagship Megatron", describe: "The Decepticon leader in a numbered 40th edition.", ...offer(undefined, [1299, 1299, null]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Flagship Megatron robot", image: "/images/campaign/product-megatron.svg", identify: "LIMITED 40TH EDITION" },
  ],
  productsPreview: { title: "Top gifts this season", content: "Our most-wished-for robots at holiday prices.", products: ["buzz2", "30", "k1", "bumblebee"] },
  products2: {
    title: "Find the perfect present",
    groups: [
      { id: "bestValueGifts", label: "Best Value Gifts", title: "Big smiles, smaller prices", products: ["k1", "bumblebee", "30ai"] },
      { id: "curatedGifts", label: "Curated Gifts", title: "Picked by our team", content: "For the fan who has everything.", products: ["30", "buzz", "buzz2"] },
      { id: "limited40th", label: "Limited 40th Edition", title: "40 years of Transformers", content: "Numbered anniversary editions, while they last.", products: ["megatron", "grimlock"] },
      { id: "newReleases", label: "New Releases", title: "Just landed", products: ["buzz2"] },
    ],
  },
  specialOffers: {
    title: "Special offers",
    items: [
      { title: "Free mug over €399", content: "Spend over €399 and get a Mechaforge mug.", alt: "Mechaforge gift wrapped for the holidays", btn: "Shop gifts", link: "https://shop.mechaforge.com/eu/collections/holiday", images: images("offer-gift") },
      { title: "Free T-shirt over €739", content: "Orders over €739 add a Mechaforge T-shirt (sizes XL–XXXL).", alt: "Parcel with speed lines", images: images("offer-express") },
    ],
  },
  luckyDraw: {
    title: "Holiday lucky draw",
    describe: "Every holiday order enters the draw for one of 3 limited-edition art books.",
    alt: "Limited-edition Mechaforge art book",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Enter a correct email address at checkout to take part.", "Winners are announced on our social media in January 2025.", "Prizes ship within a week of the announcement."],
  },
  giftGuide: { title: "Holiday gift guide", describe: "Ideas for every age, from first coders to lifelong collectors.", btn: "Read the gift guide", link: "https://blog.mechaforge.com/eu/holiday-gift-guide" },
  tieredRewards: {
    title: "Holiday rewards",
    describe: "Gifts are added to your order automatically.",
    tiers: [
      { threshold: 399, title: "Free Mechaforge mug", describe: "While stocks last.", miniPicture: "insulatedCup" },
      { threshold: 739, title: "Free Mechaforge T-shirt", describe: "Sizes XL–XXXL; a random size if none is chosen.", miniPicture: "clothing" },
    ],
  },
  membersOnly: {
    title: "Members-only offers",
    items: [
      { title: "5% off your first order", subTitle: "Welcome code", describe: "Become a member and get a 5% welcome code by email.", btn: "Become a member", alt: "Welcome discount card", link: "https://shop.mechaforge.com/eu/account/register" },
      { title: "Double reward points", subTitle: "Through the holidays", describe: "Members earn double points on every order until 31 December.", btn: "Sign in", alt: "Reward points coin", link: "login" },
    ],
  },
  tabs: [
    { label: "Special offers", link: "#special-offers" },
    { label: "Lucky draw", link: "#lucky-draw" },
    { label: "Members only", link: "#members-only-offers" },
  ],
  termsAndConditions: {
    title: "Terms and conditions",
    content: [
      "The Holiday Sale runs from 9 December 2024 at 09:00 CET; the New Year Sale from 26 December 2024 at 09:00 CET until 31 December 2024 at 23:59 CET.",
      "Prices are in euros and include VAT and free shipping within the EU.",
      "Extended holiday returns: items bought during the sale can be returned until 20 January 2025.",
    ],
  },
  termsAndConditions2: {
    title: "Gift and draw rules",
    content: ["The mug is given with orders over €399 and the T-shirt with orders over €739, while stocks last.", "Lucky draw: 3 limited-edition art books; a correct email address at checkout is required."],
  },
};

export default content;

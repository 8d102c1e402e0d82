import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/us/products";

const content: CampaignContent = {
  stageNames: ["Holiday Sale", "New Year Sale"],
  banner1: {
    title: "Holiday Sale",
    discount: "Up to 30% off",
    discountDescribe: "Gifts that transform: holiday prices on our robots, with a free cap on orders over $499.",
    time: "Dec 9 – Dec 25",
    bgAlt: "Optimus Prime beside a glowing Christmas tree and wrapped gifts",
    background: { wide: "/images/campaign/xmas-wide.svg", tall: "/images/campaign/xmas-tall.svg" },
    productUrl: { product: "toy-story-buzz-lightyear", product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Shop Toy Story Buzz Lightyear", product2: "Shop K1 Interstellar Scout" },
    stages: [1],
  },
  banner2: {
    title: "New Year Sale",
    discount: "Start 2025 transformed",
    discountDescribe: "Holiday prices continue into the New Year, until January 2.",
    time: "Dec 26 – Jan 2",
    bgAlt: "Fireworks bursting over a robot skyline",
    background: { wide: "/images/campaign/newyear-wide.svg", tall: "/images/campaign/newyear-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "elite-optimus-prime" },
    productNames: { product: "Shop Grimlock", product2: "Shop Elite Optimus Prime" },
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
      { icon: "returns", label: "Holiday returns until Jan 20, 2025", alt: "Box with a return arrow" },
      { icon: "membership", label: "Double reward points for members", alt: "Member badge" },
      { icon: "shipping", label: "Free shipping across the US", alt: "Delivery truck" },
      { icon: "support", label: "Customer support 7 days a week", alt: "Headset" },
      { icon: "warranty", label: "2-year warranty", alt: "Shield with a check mark" },
    ],
  },
  timeline: {
    title: "Holiday calendar",
    items: [
      { title: "Holiday Sale", date: "Dec 9 – Dec 25", stage: 1 },
      { spacer: true },
      { title: "New Year Sale", date: "Dec 26 – Jan 2", stage: 2 },
    ],
  },
  countdown: { title: "New Year deals start in", finalTitle: "Sale ends in" },
  moreSurprises: {
    describe: "Wrapped and ready",
    subDescribe: "Order by Dec 16 for delivery before Christmas in the contiguous US.",
  },
  priceLadder: false,
  payment: { line: "Pay in 12 interest-free monthly installments with PayPal or Klarna", methods: ["paypal", "klarna"] },
  labels: {
    listPrice: "List price",
    stagePrice: "Price by stage",
    ended: "Ended",
    now: "Now",
    tabsLabel: "Jump to a section",
    groupsLabel: "Gift categories",
    learnMoreAbout: "Learn more about",
  },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "The Autobot leader, 27 servos strong.", ...offer(699, [559, 559, null]), installment: true, buy: `${shop}/elite-optimus-prime`, learnMore: "elite-optimus-prime", alt: "Elite Optimus Prime in robot mode", image: "/images/campaign/product-30.svg" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "A first robot to build and code.", ...offer(299, [229, 229, null]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "K1 Interstellar Scout robot", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "The bundle that talks back.", ...offer(948, [759, 759, null]), installment: true, buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime standing on the AI Base", image: "/images/campaign/product-30ai.svg", identify: "BUNDLE" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "A yellow friend under the tree.", ...offer(399, [279, 279, null]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Bumblebee G1 Performance robot", image: "/images/campaign/product-bumblebee.svg", miniPicture: "hat" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "Me Grimlock, best gift.", ...offer(1699, [1359, 1359, null]), installment: true, buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship in dinosaur mode", image: "/images/campaign/product-grimlock.svg", identify: "40TH ANNIVERSARY" },
    { key: "buzz", name: "Buzz Lightyear Space Ranger Alpha", describe: "To infinity and beyond, on voice command.", ...offer(799, [639, 639, null]), buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Buzz Lightyear Space Ranger Alpha robot", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Toy Story Buzz Lightyear", describe: "200+ audio clips and app control.", ...offer(undefined, [599, 599, null]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Toy Story Buzz Lightyear robot with wings open", image: "/images/campaign/product-buzz2.svg", identify: "NEW" },
    { key: "megatron", name: "Flagship Megatron", describe: "The Decepticon leader in a numbered 40th edition.", ...offer(undefined, [1299, 1299, null]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Flagship Megatron robot", image: "/images/campaign/product-megatron.svg", identify: "LIMITED 40TH EDITION" },
  ],
  productsPreview: {
    title: "Top gifts this season",
    content: "Our most-wished-for robots at holiday prices.",
    products: ["buzz2", "30", "k1", "bumblebee"],
  },
  products2: {
    title: "Find the perfect gift",
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
      { title: "Free holiday cap", content: "A free Mechaforge cap with every order over $499.", alt: "Mechaforge cap wrapped as a gift", btn: "Shop gifts", link: "https://shop.mechaforge.com/us/collections/holiday", images: { pc: "/images/campaign/offer-gift-pc.svg", tablet: "/images/campaign/offer-gift-tablet.svg", mobile: "/images/campaign/offer-gift-mobile.svg" } },
      { title: "Free express upgrade", content: "Orders over $599 ship by express, so gifts arrive on time.", alt: "Parcel with speed lines", images: { pc: "/images/campaign/offer-express-pc.svg", tablet: "/images/campaign/offer-express-tablet.svg", mobile: "/images/campaign/offer-express-mobile.svg" } },
    ],
  },
  luckyDraw: {
    title: "Holiday lucky draw",
    describe: "Every holiday order enters the draw for a limited-edition art book.",
    alt: "Limited-edition Mechaforge art book",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Enter a correct email address at checkout to take part.", "Winners are announced on our social media in January 2025.", "Prizes ship within one week of the announcement."],
  },
  giftGuide: {
    title: "Holiday gift guide",
    describe: "Ideas for every age, from first coders to lifelong collectors.",
    btn: "Read the gift guide",
    link: "https://blog.mechaforge.com/us/holiday-gift-guide",
  },
  tieredRewards: {
    title: "Holiday rewards",
    describe: "Gifts are added to your order automatically.",
    tiers: [
      { threshold: 499, title: "Free Mechaforge cap", describe: "While stocks last.", miniPicture: "hat" },
      { threshold: 599, title: "Free express shipping", describe: "Upgrade applied at checkout.", miniPicture: "express" },
    ],
  },
  membersOnly: {
    title: "Members-only offers",
    items: [
      { title: "5% off your first order", subTitle: "Welcome code", describe: "Create a Mechaforge account and get a 5% welcome code by email.", btn: "Join now", alt: "Welcome discount card", link: "account" },
      { title: "Double reward points", subTitle: "Through the holidays", describe: "Members earn double points on every order until Jan 2.", btn: "Sign in", alt: "Reward points coin", link: "login" },
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
      "The Holiday Sale runs from Dec 9, 2024 09:00 CET; the New Year Sale from Dec 26, 2024 09:00 CET until Jan 2, 2025 23:59 CET.",
      "Prices are in US dollars and include free shipping within the contiguous United States.",
      "Extended holiday returns: items bought during the sale can be returned until Jan 20, 2025.",
    ],
  },
  termsAndConditions2: {
    title: "Gift and draw rules",
    content: [
      "The free cap is given with orders over $499 and the express upgrade with orders over $599, while stocks last.",
      "Lucky draw: a correct email address at checkout is required; winners are contacted by email.",
    ],
  },
};

export default content;

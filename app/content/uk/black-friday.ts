import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/uk/products";
const images = (name: string) => ({ pc: `/images/campaign/${name}-pc.svg`, tablet: `/images/campaign/${name}-tablet.svg`, mobile: `/images/campaign/${name}-mobile.svg` });

const content: CampaignContent = {
  stageNames: ["Early Black Friday", "Black Friday", "Cyber Monday"],
  banner1: {
    title: "Early Black Friday",
    discount: "Up to £140 off",
    discountDescribe: "Early deals on Elite Optimus Prime, K1 and Bumblebee, plus a free insulated bottle on orders over £299.",
    time: "14 – 21 November",
    bgAlt: "Elite Optimus Prime silhouetted against a golden Black Friday sky",
    background: { wide: "/images/campaign/bf-early-wide.svg", tall: "/images/campaign/bf-early-tall.svg" },
    productUrl: { product: `${shop}/elite-optimus-prime`, product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Shop Elite Optimus Prime", product2: "Shop K1 Interstellar Scout" },
    stages: [1],
  },
  banner2: {
    title: "Black Friday & Cyber Monday",
    discount: "Up to 20% off",
    discountDescribe: "Our lowest prices of the year on transforming robots, with new deals unlocking on Cyber Monday.",
    time: "22 November – 4 December",
    bgAlt: "Grimlock and Optimus Prime facing each other under a neon Cyber Monday grid",
    background: { wide: "/images/campaign/bf-main-wide.svg", tall: "/images/campaign/bf-main-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "buzz-lightyear-space-ranger-alpha" },
    productNames: { product: "Shop Grimlock", product2: "Shop Buzz Lightyear Space Ranger" },
    stages: [2, 3],
  },
  subscribe: {
    title: "Get Black Friday deals first",
    describe: "Sign up and we'll email you the moment each new deal unlocks.",
    label: "Email address",
    placeholder: "Enter your email address",
    submitBtn: "Subscribe",
    invalid: "Please enter a valid email address",
    success: "Thank you for subscribing! Get ready for exclusive Black Friday deals and discounts!",
  },
  benefits: {
    title: "Shop with confidence",
    items: [
      { icon: "priceGuarantee", label: "30-day price guarantee", alt: "Price tag with a shield" },
      { icon: "returns", label: "14-day returns and exchanges", alt: "Box with a return arrow" },
      { icon: "membership", label: "Double reward points for members", alt: "Member badge" },
      { icon: "shipping", label: "Free UK delivery", alt: "Delivery van" },
      { icon: "support", label: "Customer support 7 days a week", alt: "Headset" },
      { icon: "warranty", label: "2-year warranty", alt: "Shield with a tick" },
    ],
  },
  timeline: {
    title: "Three stages, three chances to save",
    items: [
      { title: "Early Black Friday", date: "14 – 21 Nov", stage: 1 },
      { spacer: true },
      { title: "Black Friday", date: "22 – 29 Nov", stage: 2 },
      { spacer: true },
      { title: "Cyber Monday", date: "30 Nov – 4 Dec", stage: 3 },
    ],
  },
  countdown: { title: "Next deals unlock in", finalTitle: "Deals end in" },
  moreSurprises: {
    describe: "More surprises unlock at every stage",
    subDescribe: "Prices marked UNLOCK SOON are revealed when their stage begins. Subscribe so you don't miss them.",
  },
  priceLadder: true,
  payment: { line: "Or 3 interest-free monthly payments with Klarna", methods: ["klarna"] },
  labels: { listPrice: "RRP", stagePrice: "Price by stage", ended: "Ended", now: "Now", tabsLabel: "Jump to a section", groupsLabel: "Product categories", learnMoreAbout: "Learn more about" },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "27 servos, 39 voice commands and 125 sound effects.", ...offer(699, [599, 559, 559]), installment: true, buy: `${shop}/elite-optimus-prime`, learnMore: `${shop}/elite-optimus-prime`, alt: "Elite Optimus Prime in robot mode", image: "/images/campaign/product-30.svg", miniPicture: "insulatedCup" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "The programmable robot for young creators.", ...offer(309, [259, 232, 232]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "K1 Interstellar Scout robot", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "Talk to Optimus: the bundle with the AI Base.", ...offer(898, [779, 719, 719]), installment: true, buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime standing on the AI Base", image: "/images/campaign/product-30ai.svg", identify: "BUNDLE", miniPicture: "clothing" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "The classic Autobot scout, performing on command.", ...offer(449, [369, 319, 319]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Bumblebee G1 Performance robot", image: "/images/campaign/product-bumblebee.svg" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "The Dinobot leader transforms from robot to T-rex by itself.", ...offer(1599, [null, null, 1279]), installment: true, buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship in dinosaur mode", image: "/images/campaign/product-grimlock.svg", identify: "CYBER MONDAY EXCLUSIVE", extendedWarranty: "Premium protection included" },
    { key: "buzz", name: "Buzz Lightyear Space Ranger Alpha", describe: "The collector's Space Ranger with voice interaction.", ...offer(749, [null, 599, 599]), installment: true, buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Buzz Lightyear Space Ranger Alpha robot", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Toy Story Buzz Lightyear", describe: "23 servos, 200+ audio clips, voice and app control.", ...offer(undefined, [499, 499, 499]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Toy Story Buzz Lightyear robot with wings open", image: "/images/campaign/product-buzz2.svg", identify: "NEW" },
    { key: "megatron", name: "Flagship Megatron", describe: "The auto-converting Decepticon leader.", ...offer(undefined, [1199, 1199, 1199]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Flagship Megatron robot", image: "/images/campaign/product-megatron.svg", identify: "LIMITED EDITION" },
  ],
  productsPreview: {
    title: "Deal preview",
    content: "Every stage's price at a glance: today's prices are live, the rest unlock stage by stage.",
    products: ["30", "k1", "buzz", "grimlock"],
  },
  products2: {
    title: "Shop the sale",
    groups: [
      { id: "webExclusive", label: "Web Exclusive", title: "Only on mechaforge.com", content: "Bundles you won't find anywhere else.", products: ["30ai", "buzz"] },
      { id: "hotDeals", label: "Hot Deals", title: "This week's hottest deals", products: ["30", "k1", "bumblebee", "grimlock"] },
      { id: "newReleases", label: "New Releases", title: "Just landed", content: "New robots at their launch price.", products: ["buzz2", "megatron"] },
      { id: "premiumProtection", label: "Premium Protection", title: "2-year premium protection included", content: "Flagship robots come with premium protection during the sale.", products: ["grimlock", "30"] },
    ],
  },
  specialOffers: {
    title: "Special offers",
    items: [
      { title: "Free insulated bottle", content: "Spend over £299 and get a Mechaforge insulated bottle, while stocks last.", alt: "Mechaforge gift with a gold logo", btn: "Shop now", link: "https://shop.mechaforge.com/uk/collections/black-friday", images: images("offer-gift") },
      { title: "Free T-shirt over £699", content: "Orders over £699 add a Mechaforge T-shirt (sizes L–XXXL; a random size if none is chosen).", alt: "Parcel with speed lines", images: images("offer-express") },
    ],
  },
  luckyDraw: {
    title: "Lucky draw",
    describe: "Every order during the sale enters the draw for one of 3 limited-edition art books.",
    alt: "Limited-edition Mechaforge art book",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Enter a correct email address at checkout to take part.", "Winners are announced on our social media before 10 December 2024.", "Prizes are dispatched within a week of the announcement."],
  },
  giftGuide: { title: "Not sure what to pick?", describe: "Our gift guide matches every fan with the right robot.", btn: "Read the gift guide", link: "https://blog.mechaforge.com/uk/robot-gift-guide" },
  tieredRewards: {
    title: "Spend more, get more",
    describe: "Gifts are added to your basket automatically.",
    tiers: [
      { threshold: 299, title: "Free insulated bottle", describe: "While stocks last.", miniPicture: "insulatedCup" },
      { threshold: 699, title: "Free Mechaforge T-shirt", describe: "Sizes L–XXXL; a random size if none is chosen.", miniPicture: "clothing" },
    ],
  },
  membersOnly: {
    title: "Members-only offers",
    items: [
      { title: "5% off your first order", subTitle: "Welcome code", describe: "Create a Mechaforge account and get a 5% welcome code by email.", btn: "Join now", alt: "Welcome discount card", link: "account" },
      { title: "Double reward points", subTitle: "All sale long", describe: "Members earn double points on every order from 14 November to 4 December.", btn: "Sign in", alt: "Reward points coin", link: "login" },
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
      "Early Black Friday runs from 14 November 2024 at 09:00 CET; Black Friday from 22 November at 09:00 CET; Cyber Monday starts on 30 November at 09:00 CET and ends on 4 December 2024 at 23:59 CET.",
      "Prices are in pounds sterling and include VAT and free UK delivery. Orders may be dispatched 3–5 days later than usual during the sale.",
      "30-day price guarantee: if the price of an item bought between 14 November and 2 December drops within 30 days, we refund the difference.",
    ],
  },
  termsAndConditions2: {
    title: "Gift and draw rules",
    content: [
      "The insulated bottle is given with orders over £299 and the T-shirt with orders over £699, while stocks last.",
      "Lucky draw: 3 limited-edition art books; a correct email address at checkout is required. Results are published before 10 December 2024.",
      "Returns: 14 days from delivery. Gifts must be returned with the order they came with.",
    ],
  },
};

export default content;

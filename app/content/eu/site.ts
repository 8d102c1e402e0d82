import type { SiteContent } from "../schema";

const site: SiteContent = {
  brand: { name: "Mechaforge", legalName: "Mechaforge Robotics Co., Ltd.", logoAlt: "Mechaforge home" },
  installment: null,
  home: { label: "Home", link: "" },
  shop: { label: "Shop", link: "https://shop.mechaforge.com/eu" },
  account: { label: "Account", link: "account" },
  region: { label: "Region", link: "choose-your-region" },
  media: [
    { icon: "instagram", label: "Instagram", link: "https://www.instagram.com/mechaforge.robotics" },
    { icon: "meta", label: "Facebook", link: "https://www.facebook.com/mechaforge.robotics" },
    { icon: "youtube", label: "YouTube", link: "https://www.youtube.com/@mechaforge" },
    { icon: "tikTok", label: "TikTok", link: "https://www.tiktok.com/@mechaforge" },
    { icon: "twitter", label: "X (Twitter)", link: "https://x.com/mechaforge" },
  ],
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. All rights reserved.",
    "TRANSFORMERS and all related characters are trademarks of Hasbro, used under licence. Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics Europe B.V.",
    lines: ["Herengracht 420", "1017 BZ Amsterdam, Netherlands", "support-eu@mechaforge.com"],
  },
  nav: {
    products: {
      label: "Products",
      children: [
        {
          label: "Flagship Bumblebee",
          link: "flagship-bumblebee",
          identify: "flagshipBumblebee",
          tag: { color: "#f5b700", label: "New" },
        },
        { label: "Toy Story Buzz Lightyear", link: "toy-story-buzz-lightyear", identify: "toyStoryBuzzLightyear" },
        { label: "Flagship Optimus Prime", link: "flagship-optimus-prime", identify: "flagshipOptimusPrime" },
        { label: "Flagship Megatron", link: "flagship-megatron", identify: "flagshipMegatron" },
        { label: "Grimlock G1 Flagship", link: "grimlock-g1-flagship", identify: "grimlockG1Flagship" },
        { label: "K1 Pro Interstellar Scout", link: "k1-pro-interstellar-scout", identify: "k1ProInterstellarScout" },
        { label: "AI Base", link: "ai-base", identify: "aiBase" },
      ],
    },
    support: {
      label: "Support",
      children: [
        { label: "Support Centre", link: "support" },
        { label: "Manuals", link: "manuals" },
        { label: "Download Centre", link: "download-center" },
        { label: "FAQ", link: "faq" },
        { label: "Product Registration", link: "product-registration" },
        { label: "Returns (RMA)", link: "return-manufacturer" },
        { label: "Warranty", link: "warranty-information" },
        { label: "Shipping Policy", link: "shipping-policy" },
        { label: "Contact Us", link: "technical-support" },
      ],
    },
    about: {
      label: "About",
      children: [
        { label: "About Us", link: "about-us" },
        { label: "Where to Buy", link: "where-to-buy" },
      ],
    },
    extras: [
      {
        label: "New Release",
        link: "new-release",
        stages: [2, 3],
        hidden: ["footer"],
        tag: { color: "#e4002b", label: "Hot" },
      },
      {
        label: "Valentine's Day Sale",
        link: "https://shop.mechaforge.com/eu/collections/valentines-day",
        startTime: "2025-02-08T00:00:00+08:00",
        endTime: "2025-02-16T00:00:00+08:00",
        tag: { color: "#d6336c", label: "Sale" },
      },
    ],
  },
  footerNavs: [
    { label: "Home", link: "" },
    { label: "About", link: "about-us" },
    { label: "Privacy Policy", link: "privacy-policy" },
    { label: "Terms of Use", link: "terms-use" },
  ],
  textBanner: {
    stages: [3],
    items: [
      {
        label: "Flagship Bumblebee Available – Early Bird Price Until 27/4",
        link: "flagship-bumblebee",
        endTime: "2025-04-25T15:00:00+08:00",
      },
      {
        label: "Final Countdown: Save €500 on Flagship Bumblebee!",
        link: "flagship-bumblebee",
        startTime: "2025-04-25T15:00:00+08:00",
        endTime: "2025-04-28T06:00:00+08:00",
      },
    ],
  },
  buttons: {
    buy: "Buy Now",
    preOrder: "Pre-Order Now",
    learnMore: "Learn More",
    unlcokSoon: "UNLOCK SOON",
    save: "Save",
    off: "Off",
    soldOut: "Sold Out",
    outOfStock: "Out of Stock",
    watchVideo: "Watch Video",
  },
  countdown: { title: "Ends in", days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
  subscribe: {
    title: "Join the Mechaforge community",
    describe: "Be the first to hear about launches, exclusive offers and events.",
    placeholder: "Enter your email address",
    submitBtn: "Subscribe",
    invalid: "Please enter a valid email address",
    success: "Subscribed Successfully!",
  },
  api: {
    default: "Server error, please try again later.",
    authExpired: "Login expired, please log in again.",
    badRequest: "Some of the information sent is invalid. Please check it and try again.",
    wrongCredentials: "The email address or password is incorrect.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    notFound: "We couldn't find what you were looking for.",
  },
  ui: {
    skipToContent: "Skip to main content",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main navigation",
    footerNav: "Footer navigation",
    followUs: "Follow us",
    newRelease: "New Release",
    notFoundTitle: "Page not found",
    notFoundText: "The page you're looking for doesn't exist in this region, or it has moved.",
    backHome: "Back to the home page",
    errorTitle: "Something went wrong",
    errorText: "We couldn't show this page. Please try again in a moment.",
    currencyNote: "Prices in euros (EUR)",
  },
  regionChooser: {
    title: "Choose Your Region",
    description: "Select your country or region to see local products, prices and stores.",
    heading: "Choose your country or region",
    current: "Current selection",
    entries: [
      { label: "United States", region: "us", country: "US" },
      { label: "Canada", region: "us", country: "CA" },
      { label: "European Union", region: "eu", country: "EU" },
      { label: "United Kingdom", region: "uk", country: "GB" },
      { label: "France", region: "fr", country: "FR" },
      { label: "Germany", region: "de", country: "DE" },
      { label: "Mainland China", region: "cn", country: "CN" },
      { label: "Japan", region: "jp", country: "JP" },
      { label: "Korea", region: "kr", country: "KR" },
      { label: "Other Regions", region: "us", country: "OTHER" },
    ],
    regionLabels: {
      cn: "Mainland China - 简体中文",
      us: "United States - English",
      uk: "United Kingdom - English",
      eu: "European Union - English",
      fr: "France - Français",
      de: "Deutschland - Deutsch",
      kr: "대한민국 - 한국어",
      jp: "日本 - 日本語",
    },
    canada: "Canada - English",
    otherRegions: "Other Regions - English",
  },
  homeIntro: {
    heading: "Transforming robots, engineered to be collected",
    intro:
      "Licensed, programmable robots that transform on voice command. Shop in euros with delivery across the European Union.",
  },
  pages: {
    home: {
      title: "Mechaforge | Transforming Programmable Collectible Robots",
      description:
        "Official Mechaforge store for the European Union: licensed transforming robots such as Flagship Bumblebee, Toy Story Buzz Lightyear and Grimlock G1 Flagship.",
      keywords: "transforming robot, programmable robot, Optimus Prime robot, Bumblebee robot, Buzz Lightyear robot",
    },
    "choose-your-region": {
      title: "Choose Your Region | Mechaforge",
      description: "Choose your country or region to see local products, prices and stores.",
      keywords: "Mechaforge regions, country selector",
    },
    "new-release": {
      title: "New Release | Mechaforge",
      description: "The newest Mechaforge robot.",
      keywords: "new release, Flagship Bumblebee",
    },
    "flagship-bumblebee": {
      title: "Flagship Bumblebee Pre-Order | Mechaforge",
      description:
        "Pre-order Flagship Bumblebee: 31 servos, auto-transforming, voice-controlled. Early-bird price and booking details.",
      keywords: "Flagship Bumblebee, Bumblebee robot pre-order, auto-transforming robot",
    },
    "toy-story-buzz-lightyear": {
      title: "Toy Story Buzz Lightyear Robot | Mechaforge",
      description: "The interactive Buzz Lightyear robot with 23 servos, 200+ audio clips, voice and app control.",
      keywords: "Buzz Lightyear robot, Toy Story robot, interactive Buzz",
    },
    "elite-optimus-prime": {
      title: "Elite Optimus Prime | Mechaforge",
      description:
        "Elite Optimus Prime: 27 servos, 39 voice commands and 125 sound effects in a programmable, transforming robot.",
      keywords: "Elite Optimus Prime, Optimus Prime robot, transforming robot",
    },
    "flagship-optimus-prime": {
      title: "Flagship Optimus Prime | Mechaforge",
      description: "The auto-converting Flagship Optimus Prime robot.",
      keywords: "Flagship Optimus Prime, Optimus Prime robot",
    },
    "flagship-megatron": {
      title: "Flagship Megatron | Mechaforge",
      description: "Flagship Megatron, the auto-converting Decepticon leader.",
      keywords: "Flagship Megatron, Megatron robot",
    },
    "grimlock-g1-flagship": {
      title: "Grimlock G1 Flagship | Mechaforge",
      description: "Grimlock G1 Flagship, the Dinobot leader that transforms between robot and T. rex.",
      keywords: "Grimlock robot, Dinobot, Grimlock G1 Flagship",
    },
    "buzz-lightyear-space-ranger-alpha": {
      title: "Buzz Lightyear Space Ranger Alpha | Mechaforge",
      description: "Buzz Lightyear Space Ranger Alpha, the interactive collector's robot.",
      keywords: "Buzz Lightyear Space Ranger Alpha, Buzz robot",
    },
    "k1-pro-interstellar-scout": {
      title: "K1 Pro Interstellar Scout | Mechaforge",
      description: "K1 Pro Interstellar Scout, the programmable robot for young creators.",
      keywords: "K1 Pro, Interstellar Scout, programmable robot",
    },
    "optimus-prime-rise-of-the-beasts-signature-limited-edition": {
      title: "Optimus Prime Rise of the Beasts Signature Limited Edition | Mechaforge",
      description: "A signed, numbered limited edition of Optimus Prime from Rise of the Beasts.",
      keywords: "Optimus Prime limited edition, Rise of the Beasts",
    },
    "bumblebee-g1-performance": {
      title: "Bumblebee G1 Performance | Mechaforge",
      description: "Bumblebee G1 Performance, the classic Autobot scout as a performing robot.",
      keywords: "Bumblebee G1, Bumblebee robot",
    },
    "ai-base": {
      title: "AI Base | Mechaforge",
      description: "The AI Base adds natural conversation to compatible Mechaforge robots.",
      keywords: "AI Base, robot accessory",
    },
    "black-friday": {
      title: "Black Friday Sale | Mechaforge",
      description: "Black Friday and Cyber Monday offers on Mechaforge robots.",
      keywords: "Black Friday robot deals, Cyber Monday",
    },
    "christmas-sale": {
      title: "Christmas & New Year Sale | Mechaforge",
      description: "Christmas gifts and New Year offers on Mechaforge robots.",
      keywords: "Christmas robot gift, holiday sale",
    },
    "where-to-buy": {
      title: "Where to Buy | Mechaforge",
      description: "Authorised Mechaforge retailers and stores near you.",
      keywords: "where to buy Mechaforge, authorised retailers",
    },
    "where-to-buy-hongkong-macao": {
      title: "Where to Buy in Hong Kong and Macao | Mechaforge",
      description: "Stores in Hong Kong and Macao.",
      keywords: "Hong Kong, Macao, stores",
    },
    manuals: {
      title: "Manuals | Mechaforge",
      description: "Download user manuals for every Mechaforge robot.",
      keywords: "Mechaforge manuals, robot user guide",
    },
    support: {
      title: "Support | Mechaforge",
      description: "Help with your Mechaforge robot: manuals, downloads, warranty and contact.",
      keywords: "Mechaforge support, robot help",
    },
    "download-center": {
      title: "Download Centre | Mechaforge",
      description: "Apps, firmware and manuals for Mechaforge robots.",
      keywords: "Mechaforge app, firmware download",
    },
    faq: {
      title: "FAQ | Mechaforge",
      description: "Answers to common questions about Mechaforge robots, orders and shipping.",
      keywords: "Mechaforge FAQ",
    },
    "after-sale-service": {
      title: "After-Sales Service | Mechaforge",
      description: "After-sales service for Mechaforge robots.",
      keywords: "after-sales service",
    },
    "product-registration": {
      title: "Product Registration | Mechaforge",
      description: "Register your Mechaforge robot for warranty cover and updates.",
      keywords: "product registration, warranty",
    },
    "return-manufacturer": {
      title: "Returns (RMA) | Mechaforge",
      description: "Request a return or repair for your Mechaforge robot.",
      keywords: "RMA, return, repair",
    },
    "warranty-information": {
      title: "Warranty Information | Mechaforge",
      description: "Warranty terms and premium protection for Mechaforge robots.",
      keywords: "warranty, premium protection",
    },
    "shipping-policy": {
      title: "Shipping Policy | Mechaforge",
      description: "How and when Mechaforge orders are shipped within the EU.",
      keywords: "shipping policy, delivery",
    },
    "technical-support": {
      title: "Contact Technical Support | Mechaforge",
      description: "Contact the Mechaforge technical support team.",
      keywords: "contact, technical support",
    },
    "apply-wholesale-account": {
      title: "Apply for a Wholesale Account | Mechaforge",
      description: "Become a Mechaforge wholesale partner.",
      keywords: "wholesale, reseller",
    },
    "about-us": {
      title: "About Us | Mechaforge",
      description: "Who we are: the team behind Mechaforge transforming robots.",
      keywords: "about Mechaforge",
    },
    news: {
      title: "News | Mechaforge",
      description: "News and announcements from Mechaforge.",
      keywords: "Mechaforge news",
    },
    "privacy-policy": {
      title: "Privacy Policy | Mechaforge",
      description: "How Mechaforge collects, uses and protects your personal data.",
      keywords: "privacy policy, GDPR",
    },
    "terms-use": {
      title: "Terms of Use | Mechaforge",
      description: "The terms that apply when you use the Mechaforge website.",
      keywords: "terms of use",
    },
    login: {
      title: "Sign In | Mechaforge",
      description: "Sign in to your Mechaforge account or create one.",
      keywords: "sign in, account",
    },
    account: {
      title: "My Account | Mechaforge",
      description: "Your Mechaforge account profile.",
      keywords: "account, profile",
    },
  },
};

export default site;

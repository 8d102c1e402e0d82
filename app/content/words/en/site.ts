// The site's words (en): menus, buttons, messages, the region chooser and every page's title.
import type { SiteWords } from "../../site.schema";

const site: SiteWords = {
  brand: { logoAlt: "Mechaforge home" },
  links: { home: "Home", shop: "Shop", account: "Account", region: "Region" },
  media: { instagram: "Instagram", meta: "Facebook", youtube: "YouTube", tikTok: "TikTok", twitter: "X (Twitter)" },
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. All rights reserved.",
    "TRANSFORMERS and all related characters are trademarks of Hasbro, used under license. Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics (US) Inc.",
    lines: ["1200 Innovation Way, Suite 300", "Irvine, CA 92618, United States", "support-us@mechaforge.com"],
  },
  nav: {
    groups: { products: "Products", support: "Support", about: "About" },
    pages: {
      support: "Support Center",
      manuals: "Manuals",
      "download-center": "Download Center",
      faq: "FAQ",
      "product-registration": "Product Registration",
      "return-manufacturer": "Returns (RMA)",
      "warranty-information": "Warranty",
      "shipping-policy": "Shipping Policy",
      "technical-support": "Contact Us",
      "about-us": "About Us",
      "where-to-buy": "Where to Buy",
      "apply-wholesale-account": "Wholesale",
      "new-release": "New Release",
    },
    links: { valentines: "Valentine's Day Sale" },
    tags: { new: "New", hot: "Hot", sale: "Sale" },
  },
  footer: { home: "Home", "about-us": "About", "privacy-policy": "Privacy Policy", "terms-use": "Terms of Use" },
  textBanner: {
    earlyBird: "Flagship Bumblebee Available – Early Bird Price Until {earlyBirdLast:numeric}",
    finalCountdown: "Final Countdown: Save {savings} on Flagship Bumblebee!",
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
    describe: "Be first to hear about launches, exclusive deals and events.",
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
    notFound: "We could not find what you asked for.",
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
    notFoundText: "The page you are looking for does not exist in this region, or it has moved.",
    backHome: "Back to the home page",
    errorTitle: "Something went wrong",
    errorText: "We could not show this page. Please try again in a moment.",
    currencyNote: "Prices in US dollars (USD)",
  },
  regionChooser: {
    title: "Choose Your Region",
    description: "Select your country or region to see local products, prices and stores.",
    heading: "Choose your country or region",
    current: "Current selection",
    entries: {
      US: "United States",
      CA: "Canada",
      EU: "European Union",
      GB: "United Kingdom",
      FR: "France",
      DE: "Germany",
      CN: "Mainland China",
      JP: "Japan",
      KR: "Korea",
      OTHER: "Other Regions",
    },
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
      "Licensed, programmable robots that transform on voice command. Shop in US dollars with free shipping across the United States.",
  },
  pages: {
    home: {
      title: "Mechaforge | Transforming Programmable Collectible Robots",
      description:
        "Official Mechaforge store for the United States: licensed transforming robots such as Flagship Bumblebee, Elite Optimus Prime and Toy Story Buzz Lightyear.",
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
      description: "Grimlock G1 Flagship, the Dinobot leader that transforms between robot and T-rex.",
      keywords: "Grimlock robot, Dinobot, Grimlock G1 Flagship",
    },
    "buzz-lightyear-space-ranger-alpha": {
      title: "Buzz Lightyear Space Ranger Alpha | Mechaforge",
      description: "Buzz Lightyear Space Ranger Alpha, the interactive collector robot.",
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
      description: "Black Friday and Cyber Monday deals on Mechaforge robots.",
      keywords: "Black Friday robot deals, Cyber Monday",
    },
    "christmas-sale": {
      title: "Christmas & New Year Sale | Mechaforge",
      description: "Holiday gifts and New Year deals on Mechaforge robots.",
      keywords: "Christmas robot gift, holiday sale",
    },
    "where-to-buy": {
      title: "Where to Buy | Mechaforge",
      description: "Authorized Mechaforge dealers and stores near you.",
      keywords: "where to buy Mechaforge, authorized dealers",
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
      title: "Download Center | Mechaforge",
      description: "Apps, firmware and manuals for Mechaforge robots.",
      keywords: "Mechaforge app, firmware download",
    },
    faq: {
      title: "FAQ | Mechaforge",
      description: "Answers to common questions about Mechaforge robots, orders and shipping.",
      keywords: "Mechaforge FAQ",
    },
    "after-sale-service": {
      title: "After-Sale Service | Mechaforge",
      description: "After-sale service for Mechaforge robots.",
      keywords: "after-sale service",
    },
    "product-registration": {
      title: "Product Registration | Mechaforge",
      description: "Register your Mechaforge robot for warranty and updates.",
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
      description: "How and when Mechaforge orders are shipped.",
      keywords: "shipping policy, delivery",
    },
    "technical-support": {
      title: "Contact Technical Support | Mechaforge",
      description: "Contact the Mechaforge technical support team.",
      keywords: "contact, technical support",
    },
    "apply-wholesale-account": {
      title: "Apply for a Wholesale Account | Mechaforge",
      description: "Become a Mechaforge wholesale partner in the United States.",
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
      keywords: "privacy policy",
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

// Campaign page words (en). Dates and amounts are placeholders filled from the schedule and the campaign facts.
import type { CampaignsWords } from "../../campaign.schema";

const campaigns: CampaignsWords = {
  paymentLine: "Pay in {count} interest-free monthly installments with {methods}",
  shopProduct: "Shop {name}",
  blackFriday: {
    stages: [
      { name: "Early Black Friday", dates: "{stage1:short} – {stage1Last:short}" },
      { name: "Black Friday", dates: "{stage2:short} – {stage2Last:short}" },
      { name: "Cyber Monday", dates: "{stage3:short} – {last:short}" },
    ],
    banners: {
      banner1: {
        title: "Early Black Friday",
        discount: "Up to $140 off",
        discountDescribe:
          "Early deals on Elite Optimus Prime, K1 and Bumblebee, plus a free gift on orders over {tier1}.",
        time: "{stage1:short} – {stage1Last:short}",
        bgAlt: "Elite Optimus Prime silhouetted against a golden Black Friday sky",
      },
      banner2: {
        title: "Black Friday & Cyber Monday",
        discount: "Up to 30% off",
        discountDescribe:
          "Our lowest prices of the year on transforming robots, with new deals unlocking on Cyber Monday.",
        time: "{stage2:short} – {last:short}",
        bgAlt: "Grimlock and Optimus Prime facing each other under a neon Cyber Monday grid",
      },
    },
    subscribe: {
      title: "Get Black Friday deals first",
      describe: "Sign up and we will email you the moment each new deal unlocks.",
      label: "Email address",
      placeholder: "Enter your email address",
      submitBtn: "Subscribe",
      success: "Thank you for subscribing! Get ready for exclusive Black Friday deals and discounts!",
    },
    benefits: {
      title: "Shop with confidence",
      items: {
        priceGuarantee: { label: "30-day price guarantee", alt: "Price tag with a shield" },
        returns: { label: "30-day returns and exchanges", alt: "Box with a return arrow" },
        membership: { label: "Double reward points for members", alt: "Member badge" },
        shipping: { label: "Free shipping across the US", alt: "Delivery truck" },
        support: { label: "Customer support 7 days a week", alt: "Headset" },
        warranty: { label: "2-year warranty", alt: "Shield with a check mark" },
      },
    },
    timeline: { title: "Three stages, three chances to save" },
    countdown: { title: "Next deals unlock in", finalTitle: "Deals end in" },
    moreSurprises: {
      describe: "More surprises unlock at every stage",
      subDescribe: "Prices marked UNLOCK SOON are revealed when their stage begins. Subscribe so you don't miss them.",
    },
    labels: {
      listPrice: "List price",
      stagePrice: "Price by stage",
      ended: "Ended",
      now: "Now",
      tabsLabel: "Jump to a section",
      groupsLabel: "Product categories",
      learnMoreAbout: "Learn more about",
    },
    products: {
      "30": {
        describe: "27 servos, 39 voice commands and 125 sound effects.",
        alt: "Elite Optimus Prime in robot mode",
      },
      k1: { describe: "The programmable robot for young creators.", alt: "K1 Interstellar Scout robot" },
      "30ai": {
        describe: "Talk to Optimus: the bundle with the AI Base.",
        alt: "Elite Optimus Prime standing on the AI Base",
        identify: "BUNDLE",
      },
      bumblebee: {
        describe: "The classic Autobot scout, performing on command.",
        alt: "Bumblebee G1 Performance robot",
      },
      grimlock: {
        describe: "The Dinobot leader transforms from robot to T-rex by itself.",
        alt: "Grimlock G1 Flagship in dinosaur mode",
        identify: "CYBER MONDAY EXCLUSIVE",
        extendedWarranty: "Premium protection (worth $119) included",
      },
      buzz: {
        describe: "The collector's Space Ranger with voice interaction.",
        alt: "Buzz Lightyear Space Ranger Alpha robot",
      },
      buzz2: {
        describe: "23 servos, 200+ audio clips, voice and app control.",
        alt: "Toy Story Buzz Lightyear robot with wings open",
        identify: "NEW",
      },
      megatron: {
        describe: "The auto-converting Decepticon leader.",
        alt: "Flagship Megatron robot",
        identify: "LIMITED EDITION",
      },
    },
    productsPreview: {
      title: "Deal preview",
      content: "Every stage's price at a glance: today's prices are live, the rest unlock stage by stage.",
    },
    groups: {
      title: "Shop the sale",
      items: {
        webExclusive: {
          label: "Web Exclusive",
          title: "Only on mechaforge.com",
          content: "Bundles you will not find anywhere else.",
        },
        hotDeals: { label: "Hot Deals", title: "This week's hottest deals" },
        newReleases: { label: "New Releases", title: "Just landed", content: "New robots at their launch price." },
        premiumProtection: {
          label: "Premium Protection",
          title: "2-year premium protection included",
          content: "Flagship robots come with premium protection worth $119 during the sale.",
        },
      },
    },
    specialOffers: {
      title: "Special offers",
      items: {
        hat: {
          title: "Free Mechaforge cap",
          content: "Get a free Mechaforge cap with every order over {tier1} while stocks last.",
          alt: "Black Mechaforge cap with a gold logo",
          btn: "Shop now",
        },
        express: {
          title: "Free express upgrade",
          content: "Orders over {tier2} ship by express at no extra cost.",
          alt: "Parcel with speed lines",
        },
      },
    },
    luckyDraw: {
      title: "Lucky draw",
      describe: "Every order during the sale enters the draw for one of 3 limited-edition art books.",
      alt: "Limited-edition Mechaforge art book",
      content: [
        "Enter a correct email address at checkout to take part.",
        "Winners are announced on our social media before {drawResults:year}.",
        "Prizes ship within one week of the announcement.",
      ],
    },
    giftGuide: {
      title: "Not sure what to pick?",
      describe: "Our gift guide matches every fan with the right robot.",
      btn: "Read the gift guide",
    },
    tieredRewards: {
      title: "Spend more, get more",
      describe: "Gifts are added to your order automatically.",
      gifts: {
        hat: { title: "Free Mechaforge cap", describe: "On orders over the threshold, while stocks last." },
        express: { title: "Free express shipping", describe: "Upgrade applied at checkout." },
      },
    },
    membersOnly: {
      title: "Members-only offers",
      items: {
        welcomeCode: {
          title: "5% off your first order",
          subTitle: "Welcome code",
          describe: "Create a Mechaforge account and get a 5% welcome code by email.",
          btn: "Join now",
          alt: "Welcome discount card",
        },
        doublePoints: {
          title: "Double reward points",
          subTitle: "All sale long",
          describe: "Members earn double points on every order from {stage1:short} to {last:short}.",
          btn: "Sign in",
          alt: "Reward points coin",
        },
      },
    },
    tabs: { "special-offers": "Special offers", "lucky-draw": "Lucky draw", "members-only-offers": "Members only" },
    termsAndConditions: {
      title: "Terms and conditions",
      content: [
        "Early Black Friday runs from {stage1:shortYear} {stage1:time} CET to {stage2:shortYear} {stage2:time} CET; Black Friday from {stage2:short}, {stage2:time} CET; Cyber Monday starts {stage3:short} at {stage3:time} CET and ends {last:shortYear} {last:time} CET.",
        "Prices are in US dollars and include free shipping within the contiguous United States. Orders may ship 3–5 days later than usual during the sale.",
        "30-day price guarantee: if the price of an item you bought between {guaranteeFrom:short} and {guaranteeUntil:short} drops within 30 days, we refund the difference.",
      ],
    },
    termsAndConditions2: {
      title: "Gift and draw rules",
      content: [
        "The free cap is given with orders over {tier1} and the express upgrade with orders over {tier2}, while stocks last.",
        "Lucky draw: 3 limited-edition art books; a correct email address at checkout is required. Results are published before {drawResults:shortYear}.",
        "Returns: 30 days from delivery. Gifts must be returned with the order they came with.",
      ],
    },
  },
  christmas: {
    stages: [
      { name: "Holiday Sale", dates: "{stage1:short} – {stage1Last:short}" },
      { name: "New Year Sale", dates: "{stage2:short} – {last:short}" },
    ],
    banners: {
      banner1: {
        title: "Holiday Sale",
        discount: "Up to 30% off",
        discountDescribe: "Gifts that transform: holiday prices on our robots, with a free cap on orders over {tier1}.",
        time: "{stage1:short} – {stage1Last:short}",
        bgAlt: "Optimus Prime beside a glowing Christmas tree and wrapped gifts",
      },
      banner2: {
        title: "New Year Sale",
        discount: "Start {nextYear} transformed",
        discountDescribe: "Holiday prices continue into the New Year, until {last}.",
        time: "{stage2:short} – {last:short}",
        bgAlt: "Fireworks bursting over a robot skyline",
      },
    },
    subscribe: {
      title: "Stay in the loop",
      describe: "Get gift ideas, launches and member offers by email.",
      label: "Email address",
      placeholder: "Enter your email address",
      submitBtn: "Subscribe",
      success: "Subscribed Successfully!",
    },
    benefits: {
      title: "Gifting made easy",
      items: {
        priceGuarantee: { label: "30-day price guarantee", alt: "Price tag with a shield" },
        returns: { label: "Holiday returns until {returnsUntil:shortYear}", alt: "Box with a return arrow" },
        membership: { label: "Double reward points for members", alt: "Member badge" },
        shipping: { label: "Free shipping across the US", alt: "Delivery truck" },
        support: { label: "Customer support 7 days a week", alt: "Headset" },
        warranty: { label: "2-year warranty", alt: "Shield with a check mark" },
      },
    },
    timeline: { title: "Holiday calendar" },
    countdown: { title: "New Year deals start in", finalTitle: "Sale ends in" },
    moreSurprises: {
      describe: "Wrapped and ready",
      subDescribe: "Order by {orderBy:short} for delivery before Christmas in the contiguous US.",
    },
    labels: {
      listPrice: "List price",
      stagePrice: "Price by stage",
      ended: "Ended",
      now: "Now",
      tabsLabel: "Jump to a section",
      groupsLabel: "Gift categories",
      learnMoreAbout: "Learn more about",
    },
    products: {
      "30": { describe: "The Autobot leader, 27 servos strong.", alt: "Elite Optimus Prime in robot mode" },
      k1: { describe: "A first robot to build and code.", alt: "K1 Interstellar Scout robot" },
      "30ai": {
        describe: "The bundle that talks back.",
        alt: "Elite Optimus Prime standing on the AI Base",
        identify: "BUNDLE",
      },
      bumblebee: { describe: "A yellow friend under the tree.", alt: "Bumblebee G1 Performance robot" },
      grimlock: {
        describe: "Me Grimlock, best gift.",
        alt: "Grimlock G1 Flagship in dinosaur mode",
        identify: "40TH ANNIVERSARY",
      },
      buzz: { describe: "To infinity and beyond, on voice command.", alt: "Buzz Lightyear Space Ranger Alpha robot" },
      buzz2: {
        describe: "200+ audio clips and app control.",
        alt: "Toy Story Buzz Lightyear robot with wings open",
        identify: "NEW",
      },
      megatron: {
        describe: "The Decepticon leader in a numbered 40th edition.",
        alt: "Flagship Megatron robot",
        identify: "LIMITED 40TH EDITION",
      },
    },
    productsPreview: { title: "Top gifts this season", content: "Our most-wished-for robots at holiday prices." },
    groups: {
      title: "Find the perfect gift",
      items: {
        bestValueGifts: { label: "Best Value Gifts", title: "Big smiles, smaller prices" },
        curatedGifts: {
          label: "Curated Gifts",
          title: "Picked by our team",
          content: "For the fan who has everything.",
        },
        limited40th: {
          label: "Limited 40th Edition",
          title: "40 years of Transformers",
          content: "Numbered anniversary editions, while they last.",
        },
        newReleases: { label: "New Releases", title: "Just landed" },
      },
    },
    specialOffers: {
      title: "Special offers",
      items: {
        hat: {
          title: "Free holiday cap",
          content: "A free Mechaforge cap with every order over {tier1}.",
          alt: "Mechaforge cap wrapped as a gift",
          btn: "Shop gifts",
        },
        express: {
          title: "Free express upgrade",
          content: "Orders over {tier2} ship by express, so gifts arrive on time.",
          alt: "Parcel with speed lines",
        },
      },
    },
    luckyDraw: {
      title: "Holiday lucky draw",
      describe: "Every holiday order enters the draw for a limited-edition art book.",
      alt: "Limited-edition Mechaforge art book",
      content: [
        "Enter a correct email address at checkout to take part.",
        "Winners are announced on our social media in {drawResults:monthYear}.",
        "Prizes ship within one week of the announcement.",
      ],
    },
    giftGuide: {
      title: "Holiday gift guide",
      describe: "Ideas for every age, from first coders to lifelong collectors.",
      btn: "Read the gift guide",
    },
    tieredRewards: {
      title: "Holiday rewards",
      describe: "Gifts are added to your order automatically.",
      gifts: {
        hat: { title: "Free Mechaforge cap", describe: "While stocks last." },
        express: { title: "Free express shipping", describe: "Upgrade applied at checkout." },
      },
    },
    membersOnly: {
      title: "Members-only offers",
      items: {
        welcomeCode: {
          title: "5% off your first order",
          subTitle: "Welcome code",
          describe: "Create a Mechaforge account and get a 5% welcome code by email.",
          btn: "Join now",
          alt: "Welcome discount card",
        },
        doublePoints: {
          title: "Double reward points",
          subTitle: "Through the holidays",
          describe: "Members earn double points on every order until {last:short}.",
          btn: "Sign in",
          alt: "Reward points coin",
        },
      },
    },
    tabs: { "special-offers": "Special offers", "lucky-draw": "Lucky draw", "members-only-offers": "Members only" },
    termsAndConditions: {
      title: "Terms and conditions",
      content: [
        "The Holiday Sale runs from {stage1:shortYear} {stage1:time} CET; the New Year Sale from {stage2:shortYear} {stage2:time} CET until {last:shortYear} {last:time} CET.",
        "Prices are in US dollars and include free shipping within the contiguous United States.",
        "Extended holiday returns: items bought during the sale can be returned until {returnsUntil:shortYear}.",
      ],
    },
    termsAndConditions2: {
      title: "Gift and draw rules",
      content: [
        "The free cap is given with orders over {tier1} and the express upgrade with orders over {tier2}, while stocks last.",
        "Lucky draw: a correct email address at checkout is required; winners are contacted by email.",
      ],
    },
  },
};

export default campaigns;

// British English campaign words: only what differs from en-US.
import type { CampaignsWords } from "../../campaign.schema";
import type { DeepPartial } from "../overrides";

const campaigns: DeepPartial<CampaignsWords> = {
  paymentLine: "Or {count} interest-free monthly payments with {methods}",
  blackFriday: {
    stages: [
      { name: "Early Black Friday", dates: "{stage1:day} – {stage1Last:short}" },
      { name: "Black Friday", dates: "{stage2:day} – {stage2Last:short}" },
      { name: "Cyber Monday", dates: "{stage3:short} – {last:short}" },
    ],
    banners: {
      banner1: {
        discount: "Up to £140 off",
        discountDescribe:
          "Early deals on Elite Optimus Prime, K1 and Bumblebee, plus a free insulated bottle on orders over {tier1}.",
        time: "{stage1:day} – {stage1Last}",
      },
      banner2: { discount: "Up to 20% off", time: "{stage2} – {last}" },
    },
    subscribe: { describe: "Sign up and we'll email you the moment each new deal unlocks." },
    benefits: {
      items: {
        returns: { label: "14-day returns and exchanges" },
        shipping: { label: "Free UK delivery", alt: "Delivery van" },
        warranty: { alt: "Shield with a tick" },
      },
    },
    labels: { listPrice: "RRP" },
    products: { grimlock: { extendedWarranty: "Premium protection included" } },
    groups: {
      items: {
        webExclusive: { content: "Bundles you won't find anywhere else." },
        premiumProtection: { content: "Flagship robots come with premium protection during the sale." },
      },
    },
    specialOffers: {
      items: {
        insulatedCup: {
          title: "Free insulated bottle",
          content: "Spend over {tier1} and get a Mechaforge insulated bottle, while stocks last.",
          alt: "Mechaforge gift with a gold logo",
          btn: "Shop now",
        },
        clothing: {
          title: "Free T-shirt over {tier2}",
          content: "Orders over {tier2} add a Mechaforge T-shirt (sizes L–XXXL; a random size if none is chosen).",
          alt: "Parcel with speed lines",
        },
      },
    },
    luckyDraw: {
      content: [
        "Enter a correct email address at checkout to take part.",
        "Winners are announced on our social media before {drawResults:year}.",
        "Prizes are dispatched within a week of the announcement.",
      ],
    },
    tieredRewards: {
      describe: "Gifts are added to your basket automatically.",
      gifts: {
        insulatedCup: { title: "Free insulated bottle", describe: "While stocks last." },
        clothing: { title: "Free Mechaforge T-shirt", describe: "Sizes L–XXXL; a random size if none is chosen." },
      },
    },
    membersOnly: {
      items: { doublePoints: { describe: "Members earn double points on every order from {stage1} to {last}." } },
    },
    termsAndConditions: {
      content: [
        "Early Black Friday runs from {stage1:year} at {stage1:time} CET; Black Friday from {stage2} at {stage2:time} CET; Cyber Monday starts on {stage3} at {stage3:time} CET and ends on {last:year} at {last:time} CET.",
        "Prices are in pounds sterling and include VAT and free UK delivery. Orders may be dispatched 3–5 days later than usual during the sale.",
        "30-day price guarantee: if the price of an item bought between {guaranteeFrom} and {guaranteeUntil} drops within 30 days, we refund the difference.",
      ],
    },
    termsAndConditions2: {
      content: [
        "The insulated bottle is given with orders over {tier1} and the T-shirt with orders over {tier2}, while stocks last.",
        "Lucky draw: 3 limited-edition art books; a correct email address at checkout is required. Results are published before {drawResults:year}.",
        "Returns: 14 days from delivery. Gifts must be returned with the order they came with.",
      ],
    },
  },
  christmas: {
    stages: [
      { name: "Holiday Sale", dates: "{stage1:day} – {stage1Last:short}" },
      { name: "New Year Sale", dates: "{stage2:short} – {last:short}" },
    ],
    banners: {
      banner1: {
        discount: "Up to 20% off",
        discountDescribe:
          "Gifts that transform: holiday prices on our robots, with a free insulated bottle on orders over {tier1}.",
        time: "{stage1:day} – {stage1Last}",
        bgAlt: "Optimus Prime beside a glowing Christmas tree and wrapped presents",
      },
      banner2: {
        discountDescribe: "Holiday prices carry on into the New Year, until {last}.",
        time: "{stage2} – {last}",
      },
    },
    benefits: {
      items: {
        returns: { label: "Christmas returns until {returnsUntil:year}" },
        shipping: { label: "Free UK delivery", alt: "Delivery van" },
        warranty: { alt: "Shield with a tick" },
      },
    },
    moreSurprises: { subDescribe: "Order by {orderBy} for delivery before Christmas on the UK mainland." },
    labels: { listPrice: "RRP" },
    products: { grimlock: { describe: "Me Grimlock, best present." } },
    groups: { title: "Find the perfect present" },
    specialOffers: {
      items: {
        insulatedCup: {
          title: "Free insulated bottle",
          content: "Spend over {tier1} and get a Mechaforge insulated bottle.",
          alt: "Mechaforge gift wrapped for Christmas",
          btn: "Shop gifts",
        },
        clothing: {
          title: "Free T-shirt over {tier2}",
          content: "Orders over {tier2} add a Mechaforge T-shirt (sizes L–XXXL).",
          alt: "Parcel with speed lines",
        },
      },
    },
    luckyDraw: {
      title: "Christmas lucky draw",
      describe: "Every Christmas order enters the draw for a limited-edition art book.",
      content: [
        "Enter a correct email address at checkout to take part.",
        "Winners are announced on our social media in {drawResults:monthYear}.",
        "Prizes are dispatched within a week of the announcement.",
      ],
    },
    giftGuide: { title: "Christmas gift guide" },
    tieredRewards: {
      title: "Christmas rewards",
      describe: "Gifts are added to your basket automatically.",
      gifts: {
        insulatedCup: { title: "Free insulated bottle", describe: "While stocks last." },
        clothing: { title: "Free Mechaforge T-shirt", describe: "Sizes L–XXXL; a random size if none is chosen." },
      },
    },
    membersOnly: { items: { doublePoints: { describe: "Members earn double points on every order until {last}." } } },
    termsAndConditions: {
      content: [
        "The Holiday Sale runs from {stage1:year} at {stage1:time} CET; the New Year Sale from {stage2:year} at {stage2:time} CET until {last:year} at {last:time} CET.",
        "Prices are in pounds sterling and include VAT and free UK delivery.",
        "Extended Christmas returns: items bought during the sale can be returned until {returnsUntil:year}.",
      ],
    },
    termsAndConditions2: {
      content: [
        "The insulated bottle is given with orders over {tier1} and the T-shirt with orders over {tier2}, while stocks last.",
        "Lucky draw: a correct email address at checkout is required; winners are contacted by email.",
      ],
    },
  },
};

export default campaigns;

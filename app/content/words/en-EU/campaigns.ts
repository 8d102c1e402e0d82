// EU English campaign words: only what differs from en-GB.
import type { CampaignsWords } from "../../campaign.schema";
import type { DeepPartial } from "../overrides";

const campaigns: DeepPartial<CampaignsWords> = {
  blackFriday: {
    banners: {
      banner1: {
        discount: "Up to €140 off",
        discountDescribe:
          "Early deals on Elite Optimus Prime, K1 and Bumblebee, plus a free mug on orders over {tier1}.",
      },
      banner2: { discount: "Up to 30% off" },
    },
    benefits: {
      items: {
        membership: { label: "Members earn double points" },
        shipping: { label: "Free shipping across the EU" },
        support: { label: "Customer support in 4 languages" },
      },
    },
    moreSurprises: {
      subDescribe:
        "On {giftDay} the first 5 orders get a signed art print. Prices marked UNLOCK SOON are revealed when their stage begins.",
    },
    specialOffers: {
      items: {
        insulatedCup: {
          title: "Free mug over {tier1}",
          content: "Spend over {tier1} and get a Mechaforge mug, while stocks last.",
        },
        clothing: {
          content: "Orders over {tier2} add a Mechaforge T-shirt (sizes XL–XXXL; a random size if none is chosen).",
        },
      },
    },
    luckyDraw: {
      content: [
        "Enter a correct email address at checkout to take part.",
        "Winners are announced on our social media before {drawResults:year}.",
        "Prizes ship within a week of the announcement.",
      ],
    },
    tieredRewards: {
      describe: "Gifts are added to your order automatically.",
      gifts: {
        insulatedCup: { title: "Free Mechaforge mug" },
        clothing: { describe: "Sizes XL–XXXL; a random size if none is chosen." },
      },
    },
    membersOnly: {
      items: {
        welcomeCode: { describe: "Become a member and get a 5% welcome code by email.", btn: "Become a member" },
      },
    },
    termsAndConditions: {
      content: [
        "Early Black Friday runs from {stage1:year} at {stage1:time} CET; Black Friday from {stage2} at {stage2:time} CET; Cyber Monday starts on {stage3} at {stage3:time} CET and ends on {last:year} at {last:time} CET.",
        "Prices are in euros and include VAT and free shipping within the EU. Orders may ship 3–5 days later than usual during the sale.",
        "30-day price guarantee: if the price of an item bought between {guaranteeFrom} and {guaranteeUntil} drops within 30 days, we refund the difference.",
      ],
    },
    termsAndConditions2: {
      content: [
        "The mug is given with orders over {tier1} and the T-shirt with orders over {tier2}, while stocks last. The first 5 orders on {giftDay} receive a signed art print.",
        "Lucky draw: 3 limited-edition art books; a correct email address at checkout is required. Results are published before {drawResults:year}.",
        "Returns: 14 days from delivery. Gifts must be returned with the order they came with.",
      ],
    },
  },
  christmas: {
    stages: [
      { name: "Holiday Sale", dates: "{stage1:day} – {stage1Last:short}" },
      { name: "New Year Sale", dates: "{stage2:day} – {last:short}" },
    ],
    banners: {
      banner1: {
        discount: "Up to 30% off",
        discountDescribe: "Gifts that transform: holiday prices on our robots, with a free mug on orders over {tier1}.",
      },
      banner2: { discountDescribe: "Holiday prices until New Year's Eve.", time: "{stage2:day} – {last}" },
    },
    benefits: {
      items: {
        returns: { label: "Holiday returns until {returnsUntil:year}" },
        membership: { label: "Members earn double points" },
        shipping: { label: "Free shipping across the EU" },
        support: { label: "Customer support in 4 languages" },
      },
    },
    moreSurprises: { subDescribe: "Order by {orderBy} for delivery before Christmas in most EU countries." },
    specialOffers: {
      items: {
        insulatedCup: {
          title: "Free mug over {tier1}",
          content: "Spend over {tier1} and get a Mechaforge mug.",
          alt: "Mechaforge gift wrapped for the holidays",
        },
        clothing: { content: "Orders over {tier2} add a Mechaforge T-shirt (sizes XL–XXXL)." },
      },
    },
    luckyDraw: {
      title: "Holiday lucky draw",
      describe: "Every holiday order enters the draw for one of 3 limited-edition art books.",
      content: [
        "Enter a correct email address at checkout to take part.",
        "Winners are announced on our social media in {drawResults:monthYear}.",
        "Prizes ship within a week of the announcement.",
      ],
    },
    giftGuide: { title: "Holiday gift guide" },
    tieredRewards: {
      title: "Holiday rewards",
      describe: "Gifts are added to your order automatically.",
      gifts: {
        insulatedCup: { title: "Free Mechaforge mug" },
        clothing: { describe: "Sizes XL–XXXL; a random size if none is chosen." },
      },
    },
    membersOnly: {
      items: {
        welcomeCode: { describe: "Become a member and get a 5% welcome code by email.", btn: "Become a member" },
      },
    },
    termsAndConditions: {
      content: [
        "The Holiday Sale runs from {stage1:year} at {stage1:time} CET; the New Year Sale from {stage2:year} at {stage2:time} CET until {last:year} at {last:time} CET.",
        "Prices are in euros and include VAT and free shipping within the EU.",
        "Extended holiday returns: items bought during the sale can be returned until {returnsUntil:year}.",
      ],
    },
    termsAndConditions2: {
      content: [
        "The mug is given with orders over {tier1} and the T-shirt with orders over {tier2}, while stocks last.",
        "Lucky draw: 3 limited-edition art books; a correct email address at checkout is required.",
      ],
    },
  },
};

export default campaigns;

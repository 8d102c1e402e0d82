// What a campaign page shows at one moment (built by campaign.server.ts beside it: the campaign page, the home page's campaign placement and the drift check use it): the types its components read.
import type { BannerPalette, BenefitIcon, CampaignTheme, CampaignWords, Gift } from "~/content/campaign.schema";
import type { ProductId } from "~/content/catalogue.schema";
import type { StageStatus } from "~/rules/campaign";
import type { ButtonState, NameSegment } from "~/rules/catalogue";
import type { PaymentLines } from "~/rules/payment";
import type { DrawRulesTeaser } from "~/views/draw-rules";
import type { SubscribeBoxView } from "~/views/newsletter-consent";
import type { SiteContent } from "~/views/site-content";

export interface PriceView {
  stage: number;
  name: string;
  status: StageStatus;
  /** Formatted price; the placeholder while a later stage's deal is locked; "—" for a stage without a deal. */
  price: string;
  save: string | null;
  /** A deal of a later stage: placeholder and UNLOCK SOON. */
  locked: boolean;
  /** No deal in this stage. */
  noDeal: boolean;
}

/** A campaign card: a product on a campaign page (name, button, links and list price from the catalogue; the offer per stage). */
export interface CampaignCardView {
  key: string;
  product: ProductId;
  name: NameSegment[][];
  plainName: string;
  describe: string;
  alt: string;
  image: string;
  identify?: string;
  extendedWarranty?: string;
  /** The eco-contribution the price includes, where the market shows it (fr éco-participation). */
  ecoParticipation?: string;
  installment: boolean;
  gift: Gift | null;
  /** The catalogue button: Buy Now, Pre-Order Now, Sold Out or Out of Stock; its shop link while it can be ordered. */
  button: { state: ButtonState; label: string; href: string | null };
  learnMore: string;
  /** The price the product's own page shows now. */
  listPrice: number;
  /**
   * The struck-through reference (the market's rule: list price, or the lowest of the prior 30 days), formatted,
   * beside a deal that saves against it; null where there is none.
   */
  signPrice: string | null;
  current: PriceView;
  /** One entry per stage of the campaign, when the content shows the price ladder. */
  ladder: PriceView[];
}

export interface CampaignBannerView {
  title: string;
  discount: string;
  discountDescribe: string;
  time: string;
  bgAlt: string;
  palette: BannerPalette;
  background: { wide: string; tall: string };
  /** The two buttons: label and Learn More target of the banner's products. */
  links: { product: ProductId; label: string; link: string }[];
}

/** A stage on the timeline, or the spacer between two stages. */
export type TimelineItemView = { stage: number; title: string; date: string; status: StageStatus } | { spacer: true };

type Words<K extends keyof CampaignWords> = NonNullable<CampaignWords[K]>;

export interface CampaignView {
  campaign: string;
  theme: CampaignTheme;
  stage: number;
  /** The stage the banner presents: the open one, or between two stages the next. */
  shownStage: number;
  stageName: string;
  banner: CampaignBannerView;
  bannerId: string;
  countdown: { target: number; labels: SiteContent["countdown"] & { title: string } } | null;
  buttons: SiteContent["buttons"];
  prefix: string;
  subscribe: SubscribeBoxView;
  benefits: {
    title: string;
    items: ({ icon: BenefitIcon } & NonNullable<Words<"benefits">["items"][BenefitIcon]>)[];
  } | null;
  timeline: { title: string; items: TimelineItemView[] };
  moreSurprises: { describe: string; subDescribe: string | null };
  payment: PaymentLines;
  labels: Words<"labels"> & { reference: { text: string; visible: boolean }; priceNote: string | null };
  preview: Words<"productsPreview"> & { products: CampaignCardView[] };
  products2: {
    title: string;
    groups: ({ id: string } & Words<"groups">["items"][string] & { products: CampaignCardView[] })[];
  };
  specialOffers: {
    title: string;
    items: (NonNullable<Words<"specialOffers">["items"][Gift]> & {
      images: { pc: string; tablet: string; mobile: string };
      link: string | undefined;
    })[];
  } | null;
  luckyDraw: (Words<"luckyDraw"> & { image: string; rules: DrawRulesTeaser | null }) | null;
  giftGuide: (Words<"giftGuide"> & { link: string }) | null;
  tieredRewards: {
    title: string;
    describe: string;
    tiers: (NonNullable<Words<"tieredRewards">["gifts"][Gift]> & { threshold: string; miniPicture: Gift })[];
  } | null;
  membersOnly: {
    title: string;
    items: (Words<"membersOnly">["items"][string] & { link: string })[];
  } | null;
  tabs: { label: string; link: string }[];
  terms: Words<"termsAndConditions">[];
}

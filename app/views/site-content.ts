// A region's site content as pages and the layout read it (assembled by site-content.server.ts).
import type { PageKey } from "~/content/pages";
import type { Country, MediaIcon, SiteWords } from "~/content/site.schema";
import type { DatedText } from "~/rules/payment";
import type { RegionCode } from "~/rules/regions";

export interface LabelledLink {
  label: string;
  link: string;
}

export interface NavEntry extends LabelledLink {
  /** Product identifier when the entry is a product. */
  identify?: string;
  /** Places where the entry is hidden. */
  hidden?: ("header" | "footer")[];
  startTime?: string;
  endTime?: string;
  /** `until`: the tag shows until then (a product's "New" ends when it stops being new: rules/freshness.ts). */
  tag?: { color: string; label: string; until?: string };
  /** Launch stages in which the entry shows; absent = always. */
  launchStages?: number[];
  /** Which of two entries comes first (higher first). */
  priority?: number;
}

export interface NavGroup {
  label: string;
  children: NavEntry[];
}

export interface TextBannerEntry extends LabelledLink {
  startTime?: string;
  endTime?: string;
  /** Launch stages in which it shows (the launch's own banners); absent = whenever its window is open. */
  launchStages?: number[];
  /** Which of two open banners shows (higher first). */
  priority?: number;
}

export interface SiteContent {
  brand: { name: string; legalName: string; logoAlt: string };
  home: LabelledLink;
  shop: LabelledLink;
  /** The header's account link; `signedInLabel` once the browser holds a session ("My account"). */
  account: LabelledLink & { signedInLabel: string };
  region: LabelledLink;
  media: { icon: MediaIcon; label: string; link: string }[];
  /** The copyright lines as written: `{year}` is filled at the moment a page shows them (rules/freshness.ts). */
  copyright: string[];
  /** The entity behind the region (legal.ts): its name, registered office and e-mail address. */
  companyAddress: { title: string; lines: string[] };
  nav: { products: NavGroup; support: NavGroup; about: NavGroup; extras: NavEntry[] };
  footerNavs: LabelledLink[];
  textBanner: { items: TextBannerEntry[] };
  buttons: SiteWords["buttons"];
  countdown: SiteWords["countdown"];
  referencePrice: SiteWords["referencePrice"];
  /** The instalment offer's credit disclosure over time, oldest first (rules/payment.ts `disclosureAt`). */
  installmentDisclosures: DatedText[];
  subscribe: SiteWords["subscribe"];
  api: SiteWords["api"];
  ui: SiteWords["ui"];
  regionChooser: Omit<SiteWords["regionChooser"], "entries"> & {
    entries: { label: string; region: RegionCode; country: Country }[];
  };
  homeIntro: SiteWords["homeIntro"];
  pages: Partial<Record<PageKey, { title: string; description: string; keywords: string }>>;
}

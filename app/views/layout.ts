// What the document shell (header, footer, <html>, <body>) shows for a region at a moment (built by layout.server.ts).
import type { ConsentWords } from "~/content/consent.schema";
import type { EntityId } from "~/content/legal.schema";
import type { SiteNav, TextBannerItem } from "~/rules/nav";
import type { CountryLabels } from "~/rules/region-label";
import type { Region } from "~/rules/regions";
import type { organizationJsonLd } from "~/rules/structured-data";
import type { LegalFooter } from "~/views/legal";
import type { SiteContent } from "~/views/site-content";

export interface LayoutData {
  region: Pick<Region, "code" | "locale" | "language" | "currency" | "prefix" | "script">;
  brand: SiteContent["brand"];
  ui: SiteContent["ui"];
  home: SiteContent["home"];
  shop: SiteContent["shop"];
  account: SiteContent["account"];
  header: SiteNav;
  footer: SiteNav;
  footerNavs: SiteContent["footerNavs"];
  companyAddress: SiteContent["companyAddress"];
  media: SiteContent["media"];
  copyright: SiteContent["copyright"];
  legalFooter: LegalFooter | null;
  /** Consent before tracking (client/consent.ts): the region's mode, and the banner's words where it shows one. */
  consent: {
    mode: Region["consent"];
    /** The data controller the visitor's choice is given to (the region's legal entity). */
    controller: EntityId;
    words: ConsentWords | null;
    privacyHref: string;
  };
  textBanner: TextBannerItem | null;
  /** The same document for every visitor: the label of a region_pref country is applied in the browser (RegionLabel). */
  regionLabel: string;
  countryLabels: CountryLabels | null;
  regionLink: SiteContent["region"];
  organization: ReturnType<typeof organizationJsonLd>;
}

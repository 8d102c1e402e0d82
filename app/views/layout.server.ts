// The data the document shell (header, footer, <html>, <body>) needs for a region at a moment.
import type { ContentDocument } from "~/content/document";
import { organization } from "~/content/organization";
import { pageDef } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { siteContent } from "~/request/page.server";
import { copyrightLines } from "~/rules/freshness";
import { activeTextBanner, siteNav } from "~/rules/nav";
import { regionLaunchStage } from "~/rules/preorder";
import { countryLabels, regionDisplayLabel } from "~/rules/region-label";
import { REGIONS, regionPath, type RegionCode } from "~/rules/regions";
import { organizationJsonLd } from "~/rules/structured-data";
import type { LayoutData } from "~/views/layout";
import { entityName, legalFooter } from "~/views/legal.server";

export function layoutData(content: ContentDocument, region: RegionCode, now: Date, origin: string): LayoutData {
  const site = siteContent(content, region);
  const { code, locale, language, currency, prefix, script, consent } = REGIONS[region];
  const consentWords = wordsFor(content, region).consent;
  const launchStage = regionLaunchStage(content, region, now);
  return {
    region: { code, locale, language, currency, prefix, script },
    brand: site.brand,
    ui: site.ui,
    home: site.home,
    shop: site.shop,
    account: site.account,
    header: siteNav(site, "header", now, launchStage),
    footer: siteNav(site, "footer", now, launchStage),
    footerNavs: site.footerNavs,
    companyAddress: site.companyAddress,
    media: site.media,
    // The year follows the clock in the region's time zone (the preview's ?at= moves it too); the company is the
    // region's legal entity.
    copyright: copyrightLines(site.copyright, now, REGIONS[region].timeZone, entityName(content, region)),
    legalFooter: legalFooter(content, region),
    // Consent before tracking (client/consent.ts): the region's mode, and the banner's words where it shows one.
    consent: {
      mode: consentWords ? consent : "none",
      controller: content.legal.facts.regions[region].entity,
      words: consent !== "none" ? (consentWords ?? null) : null,
      privacyHref: regionPath(region, pageDef(content, "privacy-policy").path),
    },
    textBanner: activeTextBanner(site.textBanner, { now, launchStage }),
    // The same document for every visitor: the label of a region_pref country is applied in the browser (RegionLabel).
    regionLabel: regionDisplayLabel(region, null, site.regionChooser),
    countryLabels: countryLabels(region, site.regionChooser),
    regionLink: site.region,
    organization: organizationJsonLd(
      organization(content),
      origin,
      region,
      site.media.map((item) => item.link),
    ),
  };
}

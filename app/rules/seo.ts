// Canonical and alternate-language links (docs/requirements.md, "Page head and analytics"): pure functions of page,
// region and origin.
import { pageRegions, pageDef, type PageContent, type PageKey } from "~/content/pages";
import { REGIONS, regionPath, type RegionCode } from "~/rules/regions";

export interface AlternateLink {
  hreflang: string;
  href: string;
}

const X_DEFAULT_PREFERENCE: readonly RegionCode[] = ["cn", "us", "eu"];

/** The region x-default points at: cn, else us, else eu, else the first region that has the page. */
export function xDefaultRegion(regions: readonly RegionCode[]): RegionCode | undefined {
  return X_DEFAULT_PREFERENCE.find((region) => regions.includes(region)) ?? regions[0];
}

export function pageUrl(content: PageContent, origin: string, region: RegionCode, key: PageKey): string {
  return new URL(regionPath(region, pageDef(content, key).path), origin).href;
}

/**
 * hreflang alternates for every region where the page exists, plus x-default; with `now`, only regions where it is open
 * at that moment (a campaign sibling that redirects is no alternate). A noindex page publishes none.
 */
export function alternateLinks(content: PageContent, origin: string, key: PageKey, now?: Date): AlternateLink[] {
  if (pageDef(content, key).noindex) return [];
  const regions = pageRegions(content, key, now);
  const links = regions.map((region) => ({
    hreflang: REGIONS[region].hreflang,
    href: pageUrl(content, origin, region, key),
  }));
  const fallback = xDefaultRegion(regions);
  if (fallback) links.push({ hreflang: "x-default", href: pageUrl(content, origin, fallback, key) });
  return links;
}

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: AlternateLink[];
}

// The region label in the header and footer (docs/requirements.md, "Region chooser and region label").
import type { RegionCode } from "~/rules/regions";

export interface RegionLabels {
  regionLabels: Record<RegionCode, string>;
  canada: string;
  otherRegions: string;
}

/** us + CA → 'Canada - English'; us + any other non-US country → 'Other Regions - English'; else the region label. */
export function regionDisplayLabel(
  region: RegionCode,
  country: string | null | undefined,
  labels: RegionLabels,
): string {
  if (region === "us" && country && country !== "US") {
    return country === "CA" ? labels.canada : labels.otherRegions;
  }
  return labels.regionLabels[region];
}

/**
 * What the browser needs to label a page by the visitor's region_pref cookie (the server sends the same
 * document to everyone): the region's home country and the label per other country ("*" for any other). Null for
 * regions whose label never depends on the country.
 */
export interface CountryLabels {
  region: RegionCode;
  home: string;
  labels: Record<string, string>;
}

export function countryLabels(region: RegionCode, labels: RegionLabels): CountryLabels | null {
  if (region !== "us") return null;
  return { region, home: "US", labels: { CA: labels.canada, "*": labels.otherRegions } };
}

/** The label for a visitor whose preference is `pref`; the default label when it is for another region or none. */
export function labelFor(
  defaultLabel: string,
  country: CountryLabels | null,
  pref: { region?: unknown; country?: unknown } | null,
): string {
  if (!country || !pref || pref.region !== country.region || typeof pref.country !== "string") return defaultLabel;
  if (pref.country === country.home) return defaultLabel;
  return country.labels[pref.country] ?? country.labels["*"] ?? defaultLabel;
}

/** The region_pref cookie's value as the browser sees it (React Router's cookie encoding: base64 JSON, URL-encoded). */
export function readRegionPrefCookie(cookieHeader: string): { region?: unknown; country?: unknown } | null {
  const raw = /(?:^|;\s*)region_pref=([^;]*)/.exec(cookieHeader)?.[1];
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(atob(decodeURIComponent(raw)));
    return value && typeof value === "object" ? (value as { region?: unknown; country?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * The inline script placed right after a label (RegionLabel): it relabels it before the first paint, so the cached
 * document shows the visitor's choice without a layout shift, hydrated or not. Constant text, allowed by its hash.
 */
export const REGION_LABEL_SCRIPT = `(function(){try{var e=document.currentScript.previousElementSibling,d=JSON.parse(e.getAttribute("data-country-labels")),m=/(?:^|;\\s*)region_pref=([^;]*)/.exec(document.cookie);if(!m)return;var p=JSON.parse(atob(decodeURIComponent(m[1])));if(p.region!==d.region||typeof p.country!=="string"||p.country===d.home)return;e.textContent=d.labels[p.country]||d.labels["*"]}catch(x){}})()`;

// The region label in the header (spec §3 Region state).
import type { RegionCode } from "./regions";

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

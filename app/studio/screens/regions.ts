// The regions as the studio names them: code, time zone and home path (browser-safe: rules only).
import { REGIONS, REGION_CODES, regionPath, type RegionCode } from "~/rules/regions";

export interface StudioRegion {
  code: RegionCode;
  timeZone: string;
  home: string;
  label: string;
}

export const STUDIO_REGIONS: readonly StudioRegion[] = REGION_CODES.map((code) => ({
  code,
  timeZone: REGIONS[code].timeZone,
  home: regionPath(code),
  label: `${code} (${REGIONS[code].timeZone})`,
}));

export function studioRegion(code: string | null | undefined): StudioRegion {
  return STUDIO_REGIONS.find((region) => region.code === code) ?? STUDIO_REGIONS[1]!;
}

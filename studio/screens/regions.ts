// The regions as the studio's screens name them (code, time zone, home path), handed down by the server with the
// frame's data (studio/routes/studio.tsx), so the browser code needs no region table of its own.
import { createContext, useContext } from "react";

export interface StudioRegion {
  code: string;
  timeZone: string;
  home: string;
  label: string;
}

export const StudioRegionsContext = createContext<readonly StudioRegion[]>([]);

export function useStudioRegions(): readonly StudioRegion[] {
  return useContext(StudioRegionsContext);
}

/** A region by code (the first prefixed one, us, when the code is none of them). */
export function studioRegion(regions: readonly StudioRegion[], code: string | null | undefined): StudioRegion {
  return regions.find((region) => region.code === code) ?? regions[1] ?? regions[0]!;
}

/** The time zones by region code, for date fields whose path names a region. */
export function zonesOf(regions: readonly StudioRegion[]): Record<string, string> {
  return Object.fromEntries(regions.map((region) => [region.code, region.timeZone]));
}

// Which region an API request speaks for: its `region` header, else its Accept-Language (the client sends the language
// if en, otherwise the region code), else the scope's own region. Only regions of the path's storage scope count.
import {
  DEFAULT_REGION,
  REGIONS,
  REGION_CODES,
  isRegionCode,
  type RegionCode,
  type StorageScope,
} from "~/rules/regions";

const SCOPE_DEFAULT: Record<StorageScope, RegionCode> = { cn: "cn", us: "us", eu: "eu" };

export function regionsOfScope(scope: StorageScope): RegionCode[] {
  return REGION_CODES.filter((code) => REGIONS[code].scope === scope);
}

export function requestRegion(
  scope: StorageScope | undefined,
  regionHeader: string | undefined,
  acceptLanguage: string | undefined,
): RegionCode {
  const inScope = (code: string | undefined): code is RegionCode =>
    isRegionCode(code) && (!scope || REGIONS[code].scope === scope);
  const header = regionHeader?.trim().toLowerCase();
  if (inScope(header)) return header;
  const language = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim().toLowerCase().split("-")[0];
  if (language === "zh" && inScope("cn")) return "cn";
  if (inScope(language)) return language;
  return scope ? SCOPE_DEFAULT[scope] : DEFAULT_REGION;
}

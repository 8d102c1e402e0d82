// Support, policy and FAQ content per region (words/<language>/support.ts; see support.schema.ts for which page each
// entry feeds). The privacy policy names its retention periods by placeholder ({rmaYears}, …), filled from the facts
// the retention job enforces (content/retention.ts).
import { fillAll } from "~/rules/copy-template";
import { REGION_CODES, type RegionCode } from "~/rules/regions";
import { retentionPlaceholders } from "./retention";
import { derived, live } from "./live";
import type { SupportContent } from "./support.schema";
import { wordsFor } from "./words";

function supportOf(region: RegionCode): SupportContent {
  const support = wordsFor(region).support;
  const privacy = support.pages["privacy-policy"];
  if (!privacy) return support;
  return { ...support, pages: { ...support.pages, "privacy-policy": fillAll(privacy, retentionPlaceholders(region)) } };
}

export const SUPPORT: Record<RegionCode, SupportContent> = live(
  derived(
    () =>
      Object.fromEntries(REGION_CODES.map((region) => [region, supportOf(region)])) as Record<
        RegionCode,
        SupportContent
      >,
  ),
);

// Support, policy and FAQ content per region (`support` in words/<language>.json; see support.schema.ts for which page
// each entry feeds). The privacy policy names its retention periods by placeholder ({rmaYears}, …), filled from the
// facts the retention job enforces (content/retention.ts), and who stands behind it by the region's legal facts.
import type { ContentDocument } from "~/content/document";
import { derived } from "~/content/memo";
import { retentionPlaceholders } from "~/content/retention";
import type { SupportContent } from "~/content/support.schema";
import { wordsFor } from "~/content/words";
import { fillAll } from "~/rules/copy-template";
import { legalValues } from "~/rules/legal";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

function supportOf(content: ContentDocument, region: RegionCode): SupportContent {
  const support = wordsFor(content, region).support;
  const privacy = support.pages["privacy-policy"];
  if (!privacy) return support;
  // Who is responsible, their address and representatives are the region's legal facts ({privacyOfficer}, {name}, …).
  const values = { ...legalValues(content.legal.facts, region), ...retentionPlaceholders(region) };
  return { ...support, pages: { ...support.pages, "privacy-policy": fillAll(privacy, values) } };
}

export const supportContent = derived(
  (content: ContentDocument) =>
    Object.fromEntries(REGION_CODES.map((region) => [region, supportOf(content, region)])) as Record<
      RegionCode,
      SupportContent
    >,
);

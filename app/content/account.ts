// Login and account screen texts, keyed by region code (`account` in words/<language>.json).
import type { AccountContent } from "~/content/account.schema";
import type { ContentDocument } from "~/content/document";
import { derived } from "~/content/memo";
import { wordsFor } from "~/content/words";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

export const accountContent = derived(
  (content: ContentDocument) =>
    Object.fromEntries(REGION_CODES.map((region) => [region, wordsFor(content, region).account])) as Record<
      RegionCode,
      AccountContent
    >,
);

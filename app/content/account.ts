// Login and account screen texts, keyed by region code (`account` in words/<language>.json).
import type { AccountContent } from "~/content/account.schema";
import { derived, live } from "~/content/live";
import { wordsFor } from "~/content/words";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

export const ACCOUNT_CONTENT: Record<RegionCode, AccountContent> = live(
  derived(
    () =>
      Object.fromEntries(REGION_CODES.map((region) => [region, wordsFor(region).account])) as Record<
        RegionCode,
        AccountContent
      >,
  ),
);

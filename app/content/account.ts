// Login and account screen texts, keyed by region code (words/<language>/account.ts).
import { REGION_CODES, type RegionCode } from "~/rules/regions";
import type { AccountContent } from "./account.schema";
import { derived, live } from "./live";
import { wordsFor } from "./words";

export const ACCOUNT_CONTENT: Record<RegionCode, AccountContent> = live(
  derived(
    () =>
      Object.fromEntries(REGION_CODES.map((region) => [region, wordsFor(region).account])) as Record<
        RegionCode,
        AccountContent
      >,
  ),
);

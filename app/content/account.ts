// Login and account screen texts, keyed by region code (words/<language>/account.ts).
import { REGION_CODES, type RegionCode } from "~/rules/regions";
import type { AccountContent } from "./account.schema";
import { wordsFor } from "./words";

export const ACCOUNT_CONTENT = Object.fromEntries(
  REGION_CODES.map((region) => [region, wordsFor(region).account]),
) as Record<RegionCode, AccountContent>;

// Login and account screen texts, keyed by region code (`account` in words/<language>.json).
import type { AccountContent } from "~/content/account.schema";
import { wordsFor } from "~/content/words";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

export const ACCOUNT_CONTENT = Object.fromEntries(
  REGION_CODES.map((region) => [region, wordsFor(region).account]),
) as Record<RegionCode, AccountContent>;

// Support, policy and FAQ content per region (words/<language>/support.ts; see support.schema.ts for which page each
// entry feeds).
import { REGION_CODES, type RegionCode } from "~/rules/regions";
import type { SupportContent } from "./support.schema";
import { wordsFor } from "./words";

export const SUPPORT = Object.fromEntries(REGION_CODES.map((region) => [region, wordsFor(region).support])) as Record<
  RegionCode,
  SupportContent
>;

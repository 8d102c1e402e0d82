// Product page copy per region: the Buzz and Elite pages, only where those pages exist (tests/unit/catalogue-content.test.ts checks the match with the page table).
import type { RegionCode } from "~/lib/regions";
import type { BuzzPage, ElitePage } from "./product.schema";
import cnBuzz from "./cn/buzz";
import usBuzz from "./us/buzz";
import ukBuzz from "./uk/buzz";
import euBuzz from "./eu/buzz";
import frBuzz from "./fr/buzz";
import deBuzz from "./de/buzz";
import usElite from "./us/elite";

export const BUZZ_PAGES: Partial<Record<RegionCode, BuzzPage>> = {
  cn: cnBuzz,
  us: usBuzz,
  uk: ukBuzz,
  eu: euBuzz,
  fr: frBuzz,
  de: deBuzz,
};

export const ELITE_PAGES: Partial<Record<RegionCode, ElitePage>> = { us: usElite };

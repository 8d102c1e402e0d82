// Product page copy per region: the pre-order, Buzz and Elite pages, only where those pages exist (tests/unit/catalogue-content.test.ts checks the match with the page table).
import type { RegionCode } from "~/lib/regions";
import type { BuzzPage, ElitePage, PreorderContent } from "./product.schema";
import cnPreorder from "./cn/preorder";
import usPreorder from "./us/preorder";
import ukPreorder from "./uk/preorder";
import euPreorder from "./eu/preorder";
import frPreorder from "./fr/preorder";
import dePreorder from "./de/preorder";
import jpPreorder from "./jp/preorder";
import cnBuzz from "./cn/buzz";
import usBuzz from "./us/buzz";
import ukBuzz from "./uk/buzz";
import euBuzz from "./eu/buzz";
import frBuzz from "./fr/buzz";
import deBuzz from "./de/buzz";
import usElite from "./us/elite";

export const PREORDERS: Partial<Record<RegionCode, PreorderContent>> = {
  cn: cnPreorder,
  us: usPreorder,
  uk: ukPreorder,
  eu: euPreorder,
  fr: frPreorder,
  de: dePreorder,
  jp: jpPreorder,
};

export const BUZZ_PAGES: Partial<Record<RegionCode, BuzzPage>> = {
  cn: cnBuzz,
  us: usBuzz,
  uk: ukBuzz,
  eu: euBuzz,
  fr: frBuzz,
  de: deBuzz,
};

export const ELITE_PAGES: Partial<Record<RegionCode, ElitePage>> = { us: usElite };

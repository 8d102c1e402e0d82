import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCT_IDS, productFactsSchema, type ProductId } from "~/content/catalogue.schema";
import { homePages } from "~/content/home";
import { homeFactsSchema } from "~/content/home.schema";
import type { PageKey } from "~/content/pages";
import { pageByPath, pageRegions } from "~/content/pages";
import { buzzPageSchema, elitePageSchema } from "~/content/product.schema";
import { buzzPages, elitePages } from "~/content/products";
import { repositoryDocument } from "~/content/repository";
import { wordsFor, languageBundles, regionOverrides } from "~/content/words";
import { wordsOverrideSchema, wordsSchema } from "~/content/words/words.schema";
import { bannerImage, GALLERY_NAMES, galleryImage, imageUrl, productImage, type ImageRef } from "~/rules/images";
import { isExternalLink } from "~/rules/links";
import { earlyBird, preorderSchedule } from "~/rules/preorder";
import { listPriceAt } from "~/rules/price-lists";
import { REGION_CODES } from "~/rules/regions";
import { regionCatalogue, productPages } from "~/views/catalogue.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const issues = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success ? [] : result.error?.issues;
const PRODUCT_PAGE_KEYS = Object.keys(productPages(content)) as PageKey[];
/** A moment after every launch and campaign of the content: the regular prices. */
const LATER = new Date("2025-12-01T00:00:00Z");

describe("the one catalogue and the words", () => {
  it.each(PRODUCT_IDS)("%s matches the catalogue schema", (id) =>
    expect(issues(productFactsSchema.safeParse(content.products[id]))).toEqual([]),
  );
  it.each(Object.keys(languageBundles(content)))("the %s bundle matches the words schema", (language) =>
    expect(
      issues(wordsSchema.safeParse(languageBundles(content)[language as keyof ReturnType<typeof languageBundles>])),
    ).toEqual([]),
  );
  it.each(Object.keys(regionOverrides(content)))("the %s override names only keys the bundle has", (id) =>
    expect(issues(wordsOverrideSchema.safeParse(regionOverrides(content)[id as "en-GB" | "en-EU"]))).toEqual([]),
  );
});

describe.each(REGION_CODES)("catalogue content of %s", (region) => {
  const catalogue = regionCatalogue(content, region, LATER);
  it("names every product it prices", () => {
    const priced = PRODUCT_IDS.filter((id) => content.prices[id]?.[region] !== undefined);
    expect(priced.filter((id) => !wordsFor(content, region).products.products[id])).toEqual([]);
  });
  it("matches the home schema", () => {
    expect(issues(homeFactsSchema.safeParse(content.home))).toEqual([]);
    const home = homePages(content)[region];
    const tiles = [...home.section1.tiles, ...home.section2.tiles, ...home.section3.tiles];
    expect(tiles.filter((tile) => !tile.subtitle).map((tile) => tile.key)).toEqual([]);
  });
  it("sells every product whose page exists in the region, with its copy", () => {
    const pages = PRODUCT_PAGE_KEYS.filter((key) => pageRegions(content, key).includes(region));
    expect(pages.filter((key) => !catalogue[productPages(content)[key]!])).toEqual([]);
    const learnMore = pages.filter(
      (key) => !["flagship-bumblebee", "toy-story-buzz-lightyear", "elite-optimus-prime"].includes(key),
    );
    const words = wordsFor(content, region).products.products;
    expect(learnMore.filter((key) => !words[productPages(content)[key]!]?.learnMore)).toEqual([]);
  });
  it("has every product its home page shows", () => {
    const home = homePages(content)[region];
    const keys = [...home.section1.tiles, ...home.section2.tiles, ...home.section3.tiles].map((tile) => tile.key);
    expect(keys.filter((key) => !catalogue[key])).toEqual([]);
  });
  it("links only to pages that exist in the region", () => {
    const links = [
      ...Object.values(catalogue).map((entry) => entry.link),
      homePages(content)[region].hero.cta.link,
    ].filter((link) => !isExternalLink(link));
    const missing = links.filter((link) => {
      const key = pageByPath(content, link);
      return !key || !pageRegions(content, key).includes(region);
    });
    expect(missing).toEqual([]);
  });
  it("has Flagship Megatron out of stock", () => expect(catalogue.flagshipMegatron?.stock).toBe(0));
});

describe("page-specific content exists exactly where the page does", () => {
  it("pre-order content for every flagship-bumblebee region", () => {
    for (const region of pageRegions(content, "flagship-bumblebee")) {
      expect(wordsFor(content, region).preorder, region).toBeDefined();
      expect(preorderSchedule(content, region), region).not.toBeNull();
      expect(earlyBird(content, region), region).not.toBeNull();
    }
  });
  it("Buzz content for every toy-story-buzz-lightyear region", () => {
    expect(Object.keys(buzzPages(content)).sort()).toEqual(pageRegions(content, "toy-story-buzz-lightyear").sort());
    for (const page of Object.values(buzzPages(content))) expect(issues(buzzPageSchema.safeParse(page))).toEqual([]);
  });
  it("Elite content for us only", () => {
    expect(Object.keys(elitePages(content))).toEqual(pageRegions(content, "elite-optimus-prime"));
    expect(issues(elitePageSchema.safeParse(elitePages(content).us))).toEqual([]);
  });
  it("compares products the us catalogue sells", () => {
    expect(
      elitePages(content).us!.comparison.products.filter((id) => !regionCatalogue(content, "us", LATER)[id]),
    ).toEqual([]);
  });
});

describe("catalogue prices", () => {
  const price = (region: (typeof REGION_CODES)[number], id: ProductId) => listPriceAt(content, region, id, LATER);
  it.each([
    ["flagshipBumblebee", { us: 1299, uk: 1299, eu: 1599, fr: 1599, de: 1599, jp: 174900, cn: 8499 }],
    ["toyStoryBuzzLightyear", { us: 599, uk: 499, eu: 599, fr: 599, de: 599, cn: 3999 }],
    ["eliteOptimusPrime", { us: 699, cn: 4999 }],
    ["grimlockG1Flagship", { us: 1699, uk: 1599, eu: 1799 }],
    ["interstellarScoutK1", { us: 299, uk: 309, eu: 309 }],
    ["k1ProInterstellarScout", { us: 399 }],
    ["aiBase", { us: 249, uk: 199, eu: 229, cn: 1499 }],
    ["bumblebeeG1Performance", { us: 399, uk: 449, eu: 499 }],
    ["eliteOptimusPrimeAiBase", { us: 948, uk: 898, eu: 928 }],
  ] as const)("prices %s as the spec says", (id, prices) => {
    for (const [region, amount] of Object.entries(prices)) expect(price(region as "us", id), region).toBe(amount);
  });
  it("sells Flagship Bumblebee as a pre-sale", () => {
    for (const region of pageRegions(content, "flagship-bumblebee"))
      expect(regionCatalogue(content, region, LATER).flagshipBumblebee?.isPreSale).toBe(true);
  });
});

describe("artwork files (built by npm run images)", () => {
  const exists = (image: ImageRef) =>
    image.widths
      .flatMap((width) => (["webp", "png"] as const).map((format) => imageUrl(image, width, format)))
      .filter((url) => !existsSync(join("public", url)));
  it("exist for every catalogue product at every width, in WebP and PNG", () => {
    const ids = new Set(
      REGION_CODES.flatMap((region) => Object.keys(regionCatalogue(content, region, LATER)) as ProductId[]),
    );
    expect([...ids].flatMap((id) => exists(productImage(id)))).toEqual([]);
  });
  it("exist for every banner and gallery image", () => {
    const banners = (["home", "flagship-bumblebee", "toy-story-buzz-lightyear", "elite-optimus-prime"] as const).map(
      bannerImage,
    );
    expect([...banners, ...GALLERY_NAMES.map(galleryImage)].flatMap(exists)).toEqual([]);
  });
});

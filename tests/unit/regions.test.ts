import { describe, expect, it } from "vitest";
import { formatPrice } from "~/rules/format";
import { REGIONS, REGION_CODES, regionPath, resolveRegion } from "~/rules/regions";

describe("resolveRegion", () => {
  it("reads the region from the first path segment", () => {
    expect(resolveRegion("/us/flagship-bumblebee")).toMatchObject({
      region: { code: "us" },
      pagePath: "flagship-bumblebee",
    });
    expect(resolveRegion("/jp")).toMatchObject({ region: { code: "jp" }, pagePath: "" });
  });
  it("treats unprefixed paths as the default cn site", () => {
    expect(resolveRegion("/manuals")).toMatchObject({ region: { code: "cn" }, pagePath: "manuals" });
    expect(resolveRegion("/")).toMatchObject({ region: { code: "cn" }, pagePath: "" });
  });
  it("does not accept cn as a prefix: /cn/x is page 'cn/x' of the cn site (the server redirects it)", () => {
    expect(resolveRegion("/cn/support").pagePath).toBe("cn/support");
  });
  it("keeps nested page paths", () => {
    expect(resolveRegion("/where-to-buy/hongkong-macao/")).toMatchObject({
      region: { code: "cn" },
      pagePath: "where-to-buy/hongkong-macao",
    });
  });
});

describe("regionPath", () => {
  it("builds prefixed paths for every region but cn", () => {
    expect(regionPath("us", "manuals")).toBe("/us/manuals");
    expect(regionPath("cn", "manuals")).toBe("/manuals");
    expect(regionPath("cn")).toBe("/");
    expect(regionPath("de")).toBe("/de");
  });
});

describe("REGIONS", () => {
  it("has the locales, currencies and storage scopes of the eight regions", () => {
    const table = REGION_CODES.map((code) => [code, REGIONS[code].locale, REGIONS[code].currency, REGIONS[code].scope]);
    expect(table).toEqual([
      ["cn", "zh-CN", "CNY", "cn"],
      ["us", "en-US", "USD", "us"],
      ["uk", "en-GB", "GBP", "eu"],
      ["eu", "en-EU", "EUR", "eu"],
      ["fr", "fr-FR", "EUR", "eu"],
      ["de", "de-DE", "EUR", "eu"],
      ["kr", "ko-KR", "KRW", "us"],
      ["jp", "ja-JP", "JPY", "us"],
    ]);
  });
  it("has the payment methods and instalments of each region", () => {
    expect(REGIONS.us.paymentMethods).toEqual(["paypal", "klarna"]);
    expect(REGIONS.us.installments).toBe(12);
    expect(REGIONS.uk.paymentMethods).toEqual(["klarna"]);
    expect(REGIONS.uk.installments).toBe(3);
    for (const code of ["de", "eu", "fr", "jp"] as const) expect(REGIONS[code].paymentMethods).toEqual(["paypal"]);
  });
});

describe("formatPrice", () => {
  it.each([
    ["us", 949, "$949"],
    ["uk", 899, "£899"],
    ["eu", 1099, "€1,099"],
    ["fr", 1099, "1 099 €"],
    ["de", 1099, "1.099 €"],
    ["jp", 174900, "174,900円"],
    ["kr", 1290000, "1,290,000원"],
    ["cn", 8499, "¥8,499"],
  ] as const)("formats %s %d as %s", (region, amount, expected) => {
    // Intl uses narrow no-break spaces in some locales; compare with plain spaces.
    expect(formatPrice(region, amount).replace(/[\u00a0\u202f]/g, " ")).toBe(expected);
  });
  it("keeps cents when the amount has them", () => {
    expect(formatPrice("us", 19.5)).toBe("$19.50");
  });
});

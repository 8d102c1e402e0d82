// Routing as the production server answers it (the shared server): every region's home in its language and currency,
// the support pages where each region has them, redirects, and localized 404s for what a region lacks or nobody has.
// The navigation whose route chunk is gone after a deploy is a browser test (tests/e2e/routing.spec.ts).
import { afterAll, describe, expect, it } from "vitest";
import { closeDocuments, servedPage } from "./dom";
import { sharedServer } from "./shared-server";

afterAll(closeDocuments);

const HOMES = [
  { path: "/", lang: "zh-CN", currency: "CNY" },
  { path: "/us", lang: "en-US", currency: "USD" },
  { path: "/uk", lang: "en-GB", currency: "GBP" },
  { path: "/eu", lang: "en-EU", currency: "EUR" },
  { path: "/fr", lang: "fr-FR", currency: "EUR" },
  { path: "/de", lang: "de-DE", currency: "EUR" },
  { path: "/kr", lang: "ko-KR", currency: "KRW" },
  { path: "/jp", lang: "ja-JP", currency: "JPY" },
];

const REGIONS = ["cn", "us", "uk", "eu", "fr", "de", "kr", "jp"] as const;
type Region = (typeof REGIONS)[number];
const ALL = REGIONS;
const NOT_CN = REGIONS.filter((region) => region !== "cn");

/** The support pages and the regions that have them. */
const SUPPORT_PAGES: Record<string, readonly Region[]> = {
  manuals: ["us", "uk", "eu", "fr", "de", "kr", "cn"],
  "where-to-buy": ["us", "uk", "eu", "fr", "jp", "de"],
  "where-to-buy/hongkong-macao": ["cn"],
  support: ALL,
  "download-center": ALL,
  faq: ALL,
  "after-sale-service": ["cn"],
  "product-registration": NOT_CN,
  "return-manufacturer": NOT_CN,
  "warranty-information": ALL,
  "shipping-policy": ALL,
  "technical-support": ALL,
  "apply-wholesale-account": ["us"],
  "about-us": ALL,
  news: ["uk", "cn"],
  "privacy-policy": ALL,
  "terms-use": ALL,
};

const pathOf = (region: Region, page: string) => (region === "cn" ? `/${page}` : `/${region}/${page}`);

const get = (path: string) => fetch(`${sharedServer()}${path}`, { redirect: "manual" });

describe("routing", () => {
  it("every region's home renders in its language and currency", async () => {
    for (const home of HOMES) {
      const page = await servedPage(sharedServer(), home.path);
      expect(page.status, home.path).toBe(200);
      expect(page.document.documentElement.getAttribute("lang"), home.path).toBe(home.lang);
      expect(page.document.body.getAttribute("data-currency"), home.path).toBe(home.currency);
      expect(page.screen.getAllByText(new RegExp(home.currency)).length, home.path).toBeGreaterThan(0);
      expect(page.screen.getAllByRole("navigation").length, home.path).toBeGreaterThan(0);
    }
  });

  it("every support page renders where it exists and answers 404 elsewhere", async () => {
    const failures: string[] = [];
    for (const [page, regions] of Object.entries(SUPPORT_PAGES)) {
      for (const region of REGIONS) {
        const response = await get(pathOf(region, page));
        const expected = regions.includes(region) ? 200 : 404;
        const html = await response.text();
        if (response.status !== expected)
          failures.push(`${pathOf(region, page)}: ${response.status} (expected ${expected})`);
        else if (expected === 200 && !/<h1[^>]*>[^<]+<\/h1>/.test(html))
          failures.push(`${pathOf(region, page)}: no heading`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("support pages speak the region's language", async () => {
    const cases: [string, RegExp][] = [
      ["/faq", /常见问题/],
      ["/de/warranty-information", /Garantie und Gewährleistung/],
      ["/kr/manuals", /사용 설명서/],
      ["/jp/where-to-buy", /取扱店舗/],
      ["/uk/news", /News/],
    ];
    for (const [path, heading] of cases) {
      const page = await servedPage(sharedServer(), path);
      expect(page.screen.getByRole("heading", { level: 1 }).textContent, path).toMatch(heading);
    }
  });

  it("/cn/... answers a permanent redirect to the unprefixed path", async () => {
    const response = await get("/cn/choose-your-region?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/choose-your-region?x=1");
    const root = await get("/cn");
    expect(root.headers.get("location")).toBe("/");
  });

  it("pages a region does not have, and unknown paths, get a localized 404", async () => {
    for (const path of [
      "/kr/where-to-buy",
      "/uk/elite-optimus-prime",
      "/kr/toy-story-buzz-lightyear",
      "/us/no-such-page",
      "/no-such-page",
      "/xx/yy",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const page = await servedPage(sharedServer(), "/de/gibt-es-nicht");
    expect(page.status).toBe(404);
    expect(page.document.documentElement.getAttribute("lang")).toBe("de-DE");
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Seite nicht gefunden");
    for (const path of [
      "/%2F%2Fevil.example.com/us",
      "/cn/%2F%2Fevil.example.com",
      "/cn//evil.example.com",
      "/us/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const response = await get(path);
      expect([301, 404], path).toContain(response.status);
      expect(response.headers.get("location") ?? "", path).not.toMatch(/^(https?:)?\/\/|^\/\/|^\/\\/);
      await response.arrayBuffer();
    }
  });

  it("new-release redirects to flagship-bumblebee", async () => {
    const response = await get("/us/new-release");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/us/flagship-bumblebee");
  });
});

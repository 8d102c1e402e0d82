import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { alternateLinks, xDefaultRegion } from "~/rules/seo";
import { sitemapXml } from "~/rules/sitemap";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const origin = "https://www.example.com";

describe("alternateLinks", () => {
  it("lists every region of a page plus x-default on cn", () => {
    const links = alternateLinks(content, origin, "choose-your-region");
    expect(links.map((link) => link.hreflang)).toEqual([
      "zh-CN",
      "en-US",
      "en-GB",
      "en",
      "fr-FR",
      "de-DE",
      "ko-KR",
      "ja-JP",
      "x-default",
    ]);
    expect(links.at(-1)).toEqual({ hreflang: "x-default", href: `${origin}/choose-your-region` });
    expect(links.find((link) => link.hreflang === "en-US")?.href).toBe(`${origin}/us/choose-your-region`);
  });
  it("uses the cn home without prefix", () => {
    expect(alternateLinks(content, origin, "home")[0]).toEqual({ hreflang: "zh-CN", href: `${origin}/` });
  });
});

describe("xDefaultRegion", () => {
  it("prefers cn, then us, then eu", () => {
    expect(xDefaultRegion(["us", "uk", "eu", "cn"])).toBe("cn");
    expect(xDefaultRegion(["uk", "eu", "us"])).toBe("us");
    expect(xDefaultRegion(["uk", "eu", "fr"])).toBe("eu");
    expect(xDefaultRegion(["uk", "fr"])).toBe("uk");
    expect(xDefaultRegion([])).toBeUndefined();
  });
});

describe("sitemapXml", () => {
  it("lists routed pages of every region with alternates, and leaves out login and redirects", () => {
    const xml = sitemapXml(content, origin);
    expect(xml).toContain(`<loc>${origin}/jp/choose-your-region</loc>`);
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`hreflang="x-default"`);
    expect(xml).not.toContain("/new-release");
    expect(xml).not.toContain("/login");
  });
});

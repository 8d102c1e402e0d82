import { describe, expect, it } from "vitest";
import { PAGE_KEYS, pageByPath, pageDef, type PageKey } from "~/content/pages";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

const listed = (key: PageKey, region: RegionCode) => pageDef(key).regions.includes(region);

describe("page availability", () => {
  it("has a home page and a region chooser in every region", () => {
    for (const region of REGION_CODES) {
      expect(listed("home", region)).toBe(true);
      expect(listed("choose-your-region", region)).toBe(true);
    }
  });
  it("sells Elite Optimus Prime in us only", () => {
    expect(REGION_CODES.filter((region) => listed("elite-optimus-prime", region))).toEqual(["us"]);
  });
  it("has Toy Story Buzz Lightyear everywhere but kr and jp", () => {
    expect(REGION_CODES.filter((region) => !listed("toy-story-buzz-lightyear", region))).toEqual(["kr", "jp"]);
  });
  it("has Flagship Bumblebee everywhere but kr", () => {
    expect(REGION_CODES.filter((region) => !listed("flagship-bumblebee", region))).toEqual(["kr"]);
  });
  it("runs the campaigns in us, uk, eu, fr and de", () => {
    for (const key of ["black-friday", "christmas-sale"] as const) {
      expect(REGION_CODES.filter((region) => listed(key, region))).toEqual(["us", "uk", "eu", "fr", "de"]);
    }
  });
  it("has where-to-buy in us, uk, eu, fr, de and jp, and manuals everywhere but jp", () => {
    expect(REGION_CODES.filter((region) => listed("where-to-buy", region))).toEqual([
      "us",
      "uk",
      "eu",
      "fr",
      "de",
      "jp",
    ]);
    expect(REGION_CODES.filter((region) => !listed("manuals", region))).toEqual(["jp"]);
  });
  it("keeps wholesale to us and news to uk and cn", () => {
    expect(REGION_CODES.filter((region) => listed("apply-wholesale-account", region))).toEqual(["us"]);
    expect(REGION_CODES.filter((region) => listed("news", region))).toEqual(["cn", "uk"]);
  });
  it("redirects new-release to flagship-bumblebee", () => {
    expect(pageDef("new-release").redirectTo).toBe("flagship-bumblebee");
  });
});

describe("pageByPath", () => {
  it("finds pages by their path, nested ones included", () => {
    expect(pageByPath("")).toBe("home");
    expect(pageByPath("where-to-buy/hongkong-macao")).toBe("where-to-buy-hongkong-macao");
    expect(pageByPath("no-such-page")).toBeUndefined();
  });
  it("has one page per path", () => {
    const paths = PAGE_KEYS.map((key) => pageDef(key).path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

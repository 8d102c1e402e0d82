import { describe, expect, it } from "vitest";
import { pageByPath, pageDef, type PageKey, pageKeys } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const listed = (key: PageKey, region: RegionCode) => pageDef(content, key).regions.includes(region);

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
    expect(pageDef(content, "new-release").redirectTo).toBe("flagship-bumblebee");
  });
});

describe("pageByPath", () => {
  it("finds pages by their path, nested ones included", () => {
    expect(pageByPath(content, "")).toBe("home");
    expect(pageByPath(content, "where-to-buy/hongkong-macao")).toBe("where-to-buy-hongkong-macao");
    expect(pageByPath(content, "no-such-page")).toBeUndefined();
  });
  it("has one page per path", () => {
    const paths = pageKeys(content).map((key) => pageDef(content, key).path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

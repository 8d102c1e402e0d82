import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { acceptLanguage } from "~/api/client";
import { apiBaseUrl } from "~/api/endpoints";
import { regionsOfScope, requestRegion } from "~/api/request-region.server";
import { accountContent } from "~/content/account";
import { accountContentSchema } from "~/content/account.schema";
import { repositoryDocument } from "~/content/repository";
import { REGION_CODES } from "~/rules/regions";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

describe("API region and endpoints", () => {
  it("takes the region header when it belongs to the scope", () => {
    expect(requestRegion("eu", "fr", "en")).toBe("fr");
    expect(requestRegion("eu", "us", undefined)).toBe("eu");
  });

  it("falls back to Accept-Language, then to the scope's own region", () => {
    expect(requestRegion("eu", undefined, "de")).toBe("de");
    expect(requestRegion("us", undefined, "jp")).toBe("jp");
    expect(requestRegion("cn", undefined, "zh-CN,zh;q=0.9")).toBe("cn");
    expect(requestRegion("us", undefined, "en")).toBe("us");
    expect(requestRegion("eu", "  ", "fr-FR")).toBe("fr");
  });

  it("groups regions into the three storage scopes", () => {
    expect(regionsOfScope("cn")).toEqual(["cn"]);
    expect(regionsOfScope("us")).toEqual(["us", "kr", "jp"]);
    expect(regionsOfScope("eu")).toEqual(["uk", "eu", "fr", "de"]);
  });

  it("sends Accept-Language as the language for English regions, else the region", () => {
    expect(REGION_CODES.map(acceptLanguage)).toEqual(["cn", "en", "en", "en", "fr", "de", "kr", "jp"]);
  });

  it("sends each region's calls to its storage scope's base on the page's origin", () => {
    expect(apiBaseUrl("fr")).toBe("/api/eu");
    expect(apiBaseUrl("kr")).toBe("/api/us");
    expect(apiBaseUrl("cn")).toBe("/api/cn");
  });

  it("has valid account texts for every region", () => {
    for (const region of REGION_CODES)
      expect(() => accountContentSchema.parse(accountContent(content)[region]), region).not.toThrow();
  });

  it("keeps migrations free of schema names, so each scope's search_path applies", () => {
    for (const file of readdirSync("database/migrations").filter((name) => name.endsWith(".sql"))) {
      expect(readFileSync(`database/migrations/${file}`, "utf8"), file).not.toMatch(/"public"\./);
    }
  });
});

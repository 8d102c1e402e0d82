import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_PAGE_SEGMENTS, isOversizedPath, notFoundStandIn } from "../../server/request-guards";

describe("oversized paths", () => {
  it("lets every real page through and stops deep or long ones", () => {
    expect(isOversizedPath("/us/where-to-buy/hongkong-macao")).toBe(false);
    expect(isOversizedPath("/us/where-to-buy/hongkong-macao.data")).toBe(false);
    expect(isOversizedPath(`/${"a/".repeat(MAX_PAGE_SEGMENTS - 1)}a`)).toBe(false);
    expect(isOversizedPath(`/${"a/".repeat(MAX_PAGE_SEGMENTS)}a`)).toBe(true);
    expect(isOversizedPath(`/us${"/a".repeat(7000)}`)).toBe(true);
    expect(isOversizedPath(`/us/${"x".repeat(2000)}`)).toBe(true);
  });

  it("renders their 404 for a short path in the same region", () => {
    expect(notFoundStandIn(new URL(`https://shop.example/fr${"/a".repeat(50)}`)).href).toBe(
      "https://shop.example/fr/__not-found",
    );
    expect(notFoundStandIn(new URL(`https://shop.example${"/a".repeat(50)}`)).href).toBe(
      "https://shop.example/__not-found",
    );
  });
});

describe("page actions", () => {
  // The edge spends every non-GET request's budget; the verdict is answered by pageAction()
  // (app/request/page-action.server.ts).
  it("every route module's action goes through pageAction()", () => {
    const routes = (readdirSync("app/pages", { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `app/pages/${file}`);
    const withAction = routes.filter((file) =>
      /export (const|async function|function) action\b/.test(readFileSync(file, "utf8")),
    );
    expect(withAction.length).toBeGreaterThanOrEqual(4);
    for (const file of withAction)
      expect(readFileSync(file, "utf8"), file).toMatch(/export const action = pageAction\(/);
  });
});

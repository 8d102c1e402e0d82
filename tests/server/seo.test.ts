// Search engines, as the production server answers them (the shared server): Organization JSON-LD, sitemap, robots,
// and hreflang alternates at a schedule boundary (through the time-travel preview).
import { afterAll, describe, expect, it } from "vitest";
import { closeDocuments, servedPage } from "./dom";
import { PREVIEW_TOKEN } from "./harness";
import { sharedServer } from "./shared-server";

afterAll(closeDocuments);

describe("search engines", () => {
  it("Organization JSON-LD, sitemap and robots are served", async () => {
    const origin = sharedServer();
    const page = await servedPage(origin, "/uk");
    const jsonLd = JSON.parse(
      page.document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    ) as { "@type": string; contactPoint: { areaServed: string }[]; sameAs: string[] };
    expect(jsonLd["@type"]).toBe("Organization");
    expect(jsonLd.contactPoint.map((point) => point.areaServed)).toEqual(["US", "GB", "EU", "CN"]);
    expect(jsonLd.sameAs.length).toBeGreaterThan(0);

    const sitemap = await fetch(`${origin}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(await sitemap.text()).toContain('hreflang="x-default"');
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap.xml/);
  });

  it("campaign alternates list only sibling pages that answer 200 at the instant (us Black Friday ends 3 Dec)", async () => {
    const origin = sharedServer();
    const alternatesAt = async (at: string) => {
      const page = await servedPage(origin, "/uk/black-friday", at);
      expect(page.status).toBe(200);
      expect(page.screen.getByRole("heading", { level: 1 })).toBeDefined();
      return [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => [link.getAttribute("hreflang")!, new URL(link.getAttribute("href")!).pathname] as const,
      );
    };
    const answerAt = async (path: string, at: string) => {
      const response = await fetch(`${origin}${path}?at=${encodeURIComponent(at)}`, {
        headers: { "x-preview-token": PREVIEW_TOKEN },
        redirect: "manual",
      });
      await response.arrayBuffer();
      return response.status;
    };

    const before = "2024-12-02T23:59:00+01:00";
    const beforeLinks = await alternatesAt(before);
    expect(beforeLinks.map(([lang]) => lang)).toEqual(["en-US", "en-GB", "en", "fr-FR", "de-DE", "x-default"]);
    for (const [, path] of beforeLinks) expect(await answerAt(path, before), path).toBe(200);

    const after = "2024-12-03T00:00:00+01:00";
    expect(await answerAt("/us/black-friday", after)).toBe(302);
    const afterLinks = await alternatesAt(after);
    expect(afterLinks).toEqual([
      ["en-GB", "/uk/black-friday"],
      ["en", "/eu/black-friday"],
      ["x-default", "/eu/black-friday"],
    ]);
    for (const [, path] of afterLinks) expect(await answerAt(path, after), path).toBe(200);
  });
});

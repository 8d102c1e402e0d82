// Search engines: Organization JSON-LD, sitemap, robots, and hreflang alternates at a schedule boundary.
import { PREVIEW_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("Organization JSON-LD, sitemap and robots are served", async ({ page, request }) => {
  await page.goto("/uk");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Organization");
  expect(jsonLd.contactPoint.map((point: { areaServed: string }) => point.areaServed)).toEqual([
    "US",
    "GB",
    "EU",
    "CN",
  ]);
  expect(jsonLd.sameAs.length).toBeGreaterThan(0);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(await sitemap.text()).toContain('hreflang="x-default"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
});

test("campaign alternates list only sibling pages that answer 200 at the instant (us Black Friday ends 3 Dec)", async ({
  page,
  request,
}) => {
  const alternatesAt = async (at: string) => {
    await gotoAt(page, "/uk/black-friday", at);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    return page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang")!, new URL(link.getAttribute("href")!).pathname] as const),
      );
  };
  const answerAt = async (path: string, at: string) =>
    (
      await request.get(`${path}?at=${encodeURIComponent(at)}`, {
        headers: { "x-preview-token": PREVIEW_TOKEN },
        maxRedirects: 0,
      })
    ).status();

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

// Client-side navigation: same document, head links, analytics page views, the document-only home page.
import { expect, test } from "./fixtures";
import { markDocument, sameDocument } from "./support";

test("client-side navigation keeps the document and updates canonical and hreflang links", async ({ page }) => {
  await page.goto("/us/faq");
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "United States - English" }).click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Region" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/us\/choose-your-region$/);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
    );
  expect(alternates).toEqual([
    ["zh-CN", "/choose-your-region"],
    ["en-US", "/us/choose-your-region"],
    ["en-GB", "/uk/choose-your-region"],
    ["en", "/eu/choose-your-region"],
    ["fr-FR", "/fr/choose-your-region"],
    ["de-DE", "/de/choose-your-region"],
    ["ko-KR", "/kr/choose-your-region"],
    ["ja-JP", "/jp/choose-your-region"],
    ["x-default", "/choose-your-region"],
  ]);
  await expect(page).toHaveTitle("Choose Your Region | Mechaforge");
});

test("the analytics data layer gets one page view per navigation", async ({ page }) => {
  await page.goto("/uk/faq");
  const views = () =>
    page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "virtual_page_view"));
  await expect.poll(async () => (await views()).length).toBe(1);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).first().hover();
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /United Kingdom/ })
    .click();
  await expect(page).toHaveURL(/\/uk\/choose-your-region$/);
  await expect.poll(async () => (await views()).length).toBe(2);
  const last = (await views()).at(-1);
  expect(last).toMatchObject({ page_path: "/uk/choose-your-region", region: "uk", language: "en" });
  expect(String(last?.page_title)).toContain("Choose");
  await page.goBack();
  await expect.poll(async () => (await views()).length).toBe(3);
});

test("the home page's first load ships no framework JavaScript; client navigation still renders it with React", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/us")).text();
  expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"|__reactRouterContext/);
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptRequests.push(request.url());
  });
  await page.goto("/us");
  expect(scriptRequests).toEqual([]);
  const views = () =>
    page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "virtual_page_view"));
  expect(await views()).toMatchObject([{ page_path: "/us", region: "us", language: "en" }]);

  // A link is a full load of a hydrated page; from there the logo link renders home in the same document.
  await page.getByRole("contentinfo").getByRole("link", { name: "United States - English" }).click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(scriptRequests.length).toBeGreaterThan(0);
  await markDocument(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Mechaforge/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/us$/);
});

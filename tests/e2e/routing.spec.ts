// Routing: every region's home, redirects, 404s, and a navigation whose route chunk is gone after a deploy.
import { expect, test } from "./fixtures";

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

test("every region's home renders in its language and currency", async ({ page }) => {
  for (const home of HOMES) {
    const response = await page.goto(home.path);
    expect(response?.status(), home.path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(page.locator("body")).toHaveAttribute("data-currency", home.currency);
    await expect(page.getByText(new RegExp(home.currency)).first()).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
  }
});

test("/cn/... answers a permanent redirect to the unprefixed path", async ({ request }) => {
  const response = await request.get("/cn/choose-your-region?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/choose-your-region?x=1");
  const root = await request.get("/cn", { maxRedirects: 0 });
  expect(root.headers().location).toBe("/");
});

test("pages a region does not have, and unknown paths, get a localized 404", async ({ page, request }) => {
  for (const path of [
    "/kr/where-to-buy",
    "/uk/elite-optimus-prime",
    "/kr/toy-story-buzz-lightyear",
    "/us/no-such-page",
    "/no-such-page",
    "/xx/yy",
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  for (const path of [
    "/%2F%2Fevil.example.com/us",
    "/cn/%2F%2Fevil.example.com",
    "/cn//evil.example.com",
    "/us/..%2F..%2Fetc%2Fpasswd",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([301, 404], path).toContain(response.status());
    expect(response.headers().location ?? "", path).not.toMatch(/^(https?:)?\/\/|^\/\/|^\/\\/);
  }
});

test("new-release redirects to flagship-bumblebee", async ({ request }) => {
  const response = await request.get("/us/new-release", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/us/flagship-bumblebee");
});

test("a route chunk missing after a deploy turns the navigation into a full load of the target", async ({ page }) => {
  await page.goto("/us/faq");
  await page.route(/\/assets\/choose-your-region-.*\.js$/, (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "United States - English" }).click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  await page.unroute(/\/assets\/choose-your-region-.*\.js$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Region" })).toBeVisible();
});

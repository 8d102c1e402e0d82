import { expect, test } from "./fixtures";
import { PREVIEW_TOKEN } from "../../playwright.config";
import { gotoAt } from "./support";

// The page cache (issue 7): anonymous pages are stored and served again with a fresh CSP nonce; previews bypass it.
// Expiry at schedule boundaries is covered with an injected clock in tests/unit/page-cache.test.ts.

const scriptNonce = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
/** The page without its per-response nonce. */
const stripNonce = async (response: { text(): Promise<string> }) => {
  const html = await response.text();
  return html.replaceAll(scriptNonce(html)!, "N");
};

test("a page is rendered once, then served from the cache with a fresh nonce that matches its CSP", async ({
  request,
}) => {
  const first = await request.get("/uk/manuals?from=cache-test-1");
  expect(first.status()).toBe(200);
  expect(["MISS", "HIT"]).toContain(first.headers()["x-cache"]);
  const second = await request.get("/uk/manuals?from=cache-test-2");
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect(second.headers()["server-timing"]).toMatch(/^age;dur=\d+/);
  expect(second.headers()["strict-transport-security"]).toBeTruthy();
  expect(second.headers()["content-type"]).toMatch(/^text\/html/);

  const [a, b] = [await first.text(), await second.text()];
  expect(scriptNonce(b)).toBe(cspNonce(second.headers()["content-security-policy"]));
  expect(scriptNonce(a)).toBe(cspNonce(first.headers()["content-security-policy"]));
  expect(scriptNonce(a)).not.toBe(scriptNonce(b));
  expect(b.replaceAll(scriptNonce(b)!, "N")).toBe(a.replaceAll(scriptNonce(a)!, "N"));
});

test("preview requests bypass the cache and do not fill it", async ({ request, playwright, baseURL }) => {
  const stored = await request.get("/us/faq");
  // Its own context: the preview's sticky cookie must not reach the anonymous requests.
  const staff = await playwright.request.newContext({ baseURL });
  const preview = await staff.get("/us/faq?at=2024-11-22T09:00:00%2B01:00", {
    headers: { "x-preview-token": PREVIEW_TOKEN },
  });
  expect(preview.headers()["x-cache"]).toBe("BYPASS");
  expect(preview.headers()["set-cookie"]).toContain("preview_at=");
  expect((await staff.get("/us/faq")).headers()["x-cache"]).toBe("BYPASS");
  await staff.dispose();
  const anonymous = await request.get("/us/faq");
  expect(anonymous.headers()["x-cache"]).toBe("HIT");
  expect(await stripNonce(anonymous)).toBe(await stripNonce(stored));
  expect((await request.get("/us/faq.data")).headers()["x-cache"]).toBe("BYPASS");
});

test("a cached page hydrates under its CSP and tells the browser its age", async ({ browser, request }) => {
  await request.get("/us/where-to-buy");
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|hydrat/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/us/where-to-buy");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  const age = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).serverTiming.find(
        (entry) => entry.name === "age",
      )?.duration,
  );
  expect(age).toBeGreaterThanOrEqual(0);
  // Client navigation works (the app hydrated) and the header's links stay usable.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).first().click();
  await expect(page).toHaveURL(/\/us\/faq$/);
  expect(violations).toEqual([]);
  await context.close();
});

test("around a stage boundary the page changes with the preview instant, and the cached page stays untouched", async ({
  page,
  request,
}) => {
  const before = await request.get("/us");
  await gotoAt(page, "/us/black-friday", "2024-11-22T08:59:59+01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early Black Friday");
  await gotoAt(page, "/us/black-friday", "2024-11-22T09:00:00+01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday & Cyber Monday");
  await gotoAt(page, "/us", "2024-11-22T09:00:00+01:00");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const after = await request.get("/us");
  expect(after.headers()["x-cache"]).toBe("HIT");
  expect(await stripNonce(after)).toBe(await stripNonce(before));
});

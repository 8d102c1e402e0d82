import { createHash } from "node:crypto";
import { PREVIEW_TOKEN } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { clearOfRenderStep, gotoAt } from "./support";

// The page cache (issues 7 and 14): anonymous pages are stored once and served byte for byte again, under a CSP that
// lists the hashes of their inline scripts; previews bypass it. Expiry at schedule boundaries is covered with an
// injected clock in tests/unit/page-cache.test.ts, and shared caches in front in tests/server/edge.test.ts.

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** The hash sources of a CSP's script-src. */
const cspHashes = (csp: string | undefined) => [...(csp ?? "").matchAll(/'sha256-[^']+'/g)].map(([hash]) => hash);

test("a page is rendered once, then served byte for byte from the cache under a CSP of hashes only", async ({
  request,
}) => {
  await clearOfRenderStep(10);
  const first = await request.get("/uk/manuals?from=cache-test-1");
  expect(first.status()).toBe(200);
  expect(["MISS", "HIT"]).toContain(first.headers()["x-cache"]);
  const second = await request.get("/uk/manuals?from=cache-test-2");
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect(second.headers()["server-timing"]).toMatch(/^age;dur=\d+/);
  expect(second.headers()["strict-transport-security"]).toBeTruthy();
  expect(second.headers()["content-type"]).toMatch(/^text\/html/);
  expect(second.headers()["vary"]).toBe("Accept-Encoding");
  expect(second.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);

  const [a, b] = [await first.text(), await second.text()];
  expect(b).toBe(a);
  const csp = second.headers()["content-security-policy"];
  expect(csp).toBe(first.headers()["content-security-policy"]);
  expect(csp).not.toMatch(/nonce/);
  expect(csp).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-/);
  // Every inline script of the page is allowed by one of the hashes.
  const inline = [
    ...b.matchAll(/<script(?![^>]*\btype="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, text] of inline) expect(cspHashes(csp)).toContain(sha(text!));

  // Revalidation: the browser's If-None-Match gets a 304 without the page.
  const again = await request.get("/uk/manuals", { headers: { "if-none-match": second.headers()["etag"]! } });
  expect(again.status()).toBe(304);
});

test("preview requests bypass the cache, are never stored by anyone, and do not fill it", async ({
  request,
  playwright,
  baseURL,
}) => {
  await clearOfRenderStep(10);
  const stored = await request.get("/us/faq");
  // Its own context: the preview's sticky cookie must not reach the anonymous requests.
  const staff = await playwright.request.newContext({ baseURL });
  const preview = await staff.get("/us/faq?at=2024-11-22T09:00:00%2B01:00", {
    headers: { "x-preview-token": PREVIEW_TOKEN },
  });
  expect(preview.headers()["x-cache"]).toBe("BYPASS");
  expect(preview.headers()["cache-control"]).toBe("private, no-store");
  expect(preview.headers()["set-cookie"]).toContain("preview_at=");
  expect(await preview.text()).toContain("data-preview-bar");
  // The sticky instant without the token is no preview: never served from the cache (it may be one), answered as a
  // visitor's page, which may then be stored (issue 25: forged preview cookies do not make every request a render).
  const stickyOnly = await staff.get("/us/faq");
  expect(stickyOnly.headers()["x-cache"]).not.toBe("HIT");
  expect(await stickyOnly.text()).not.toContain("data-preview-bar");
  await staff.dispose();
  const anonymous = await request.get("/us/faq");
  expect(anonymous.headers()["x-cache"]).toBe("HIT");
  expect(await anonymous.text()).not.toContain("data-preview-bar");
  expect((await stored.text()).length).toBeGreaterThan(0);
  expect((await request.get("/us/faq.data")).headers()["x-cache"]).toBe("BYPASS");
  const missing = await request.get("/us/no-such-page");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe("private, no-store");
});

/** Loads a page and reports CSP violations, script errors and whether React hydrated it. */
async function loadUnderCsp(page: Page, path: string) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|hydrat/i.test(message.text()))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto(path);
  return { response, problems };
}

test("every page type loads from the cache under its hash CSP with no violation and hydrates", async ({ browser }) => {
  test.setTimeout(90_000);
  const paths = ["/us", "/us/flagship-bumblebee", "/us/elite-optimus-prime", "/us/toy-story-buzz-lightyear"];
  paths.push("/us/flagship-optimus-prime", "/us/manuals", "/us/where-to-buy", "/us/faq", "/us/return-manufacturer");
  paths.push("/us/login", "/us/choose-your-region", "/", "/jp/flagship-bumblebee", "/kr/manuals");
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { response, problems } = await loadUnderCsp(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html[data-hydrated]"), path).toBeAttached();
    expect(problems, path).toEqual([]);
    await context.close();
  }
});

test("a cached page hydrates under its CSP, tells the browser its age and navigates on the client", async ({
  browser,
  request,
}) => {
  await clearOfRenderStep(10);
  await request.get("/us/where-to-buy");
  const context = await browser.newContext();
  const page = await context.newPage();
  const { response, problems } = await loadUnderCsp(page, "/us/where-to-buy");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  const age = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).serverTiming.find(
        (entry) => entry.name === "age",
      )?.duration,
  );
  expect(age).toBeGreaterThanOrEqual(0);
  // Client navigation works (route modules load under 'strict-dynamic') and the header's links stay usable.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).first().click();
  await expect(page).toHaveURL(/\/us\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test("with a region_pref of Canada the header reads Canada - English on the cached page, without a layout shift", async ({
  browser,
  request,
  baseURL,
}) => {
  await clearOfRenderStep(10);
  await request.get("/us/manuals");
  const context = await browser.newContext();
  // As the region chooser stores it (React Router's cookie encoding).
  const value = encodeURIComponent(
    Buffer.from(JSON.stringify({ region: "us", language: "en", country: "CA" })).toString("base64"),
  );
  await context.addCookies([{ name: "region_pref", value, url: baseURL! }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const { response, problems } = await loadUnderCsp(page, "/us/manuals");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  // The cached bytes carry the default label; the browser relabels before the first paint and after hydration.
  expect(await response!.text()).toContain(">United States - English</span>");
  const header = page.getByRole("banner").getByTestId("region-label");
  await expect(header).toHaveText("Canada - English");
  await expect(page.getByRole("contentinfo").getByText("Canada - English")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(
    0.02,
  );
  expect(problems).toEqual([]);
  await context.close();
});

test("around a stage boundary the page changes with the preview instant, and the cached page stays untouched", async ({
  page,
  request,
}) => {
  await clearOfRenderStep(30);
  const before = await request.get("/us");
  // Early Black Friday ends at 23:59 CET on 21 November; from then the page presents Black Friday.
  await gotoAt(page, "/us/black-friday", "2024-11-21T23:59:00+01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early Black Friday");
  await gotoAt(page, "/us/black-friday", "2024-11-22T00:00:00+01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday & Cyber Monday");
  await gotoAt(page, "/us", "2024-11-22T00:00:00+01:00");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const after = await request.get("/us");
  expect(after.headers()["x-cache"]).toBe("HIT");
  expect(await after.text()).toBe(await before.text());
});

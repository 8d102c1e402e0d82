import { expect, test, type Page } from "./fixtures";
import { clearOfRenderStep } from "./support";

// The page cache in the browser: every page type loads from it under its hash CSP and hydrates, a cached page tells
// its age and navigates on the client, and a region_pref relabels the cached header without a layout shift. What the
// server stores and answers (byte for byte, the CSP's hashes, previews bypassing it) is tests/server/page-cache.test.ts;
// expiry at schedule boundaries tests/unit/page-cache.test.ts, and shared caches in front tests/server/edge.test.ts.

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

// Every page type the accessibility sweep loads (accessibility.spec.ts) is checked there for CSP violations, script
// errors and hydration as it loads; /us/where-to-buy below. These are the rest.
test("every page type loads from the cache under its hash CSP with no violation and hydrates", async ({ browser }) => {
  const paths = ["/us/return-manufacturer", "/jp/flagship-bumblebee", "/kr/manuals"];
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

// Live time: a page left open reaches the next schedule boundary and shows its next state by itself, without
// a reload (a window marker survives, the scroll position stays). The preview clock runs from the previewed instant,
// so each test previews a few seconds before a boundary and waits for it.
// The page's timers are held meanwhile (Playwright's clock, paused from the start): the page's clock, the server's
// synchronised at hydration plus performance.now(), stands still while the test looks at the state before the
// boundary, however long that takes, and runs again when the test lets it (boundaryRuns). The server's preview clock
// has run at least as long by then, so the page's revalidation at its boundary finds the server past it too. The lead
// need only cover the load up to that synchronisation.
import { expect, test, type Page } from "./fixtures";
import { gotoAt } from "./support";

const BOUNDARY_WAIT = { timeout: 25_000 };
const LEAD_MS = 3_000;

/** Opens a path previewed LEAD_MS before a boundary (ISO-8601 with offset), the page's timers held. */
async function openBefore(page: Page, path: string, boundary: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await gotoAt(page, path, new Date(Date.parse(boundary) - LEAD_MS).toISOString());
}

/** The page's timers run again: its clock reaches the boundary within LEAD_MS. */
const boundaryRuns = (page: Page) => page.clock.resume();

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __liveMarker: string }).__liveMarker = "same document"));
}
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveMarker?: string }).__liveMarker ?? "reloaded");

test("the us pre-order leaves the early bird at its countdown end, in place", async ({ page }) => {
  await openBefore(page, "/us/flagship-bumblebee", "2025-04-28T15:00:00+08:00");
  const panel = page.locator(".preorder-panel");
  await expect(panel.locator(".product-price__value")).toHaveText("$949");
  await expect(panel.getByText("Regular price from April 28, 2025: $1,299", { exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: /Pre-Order Now/ })).toBeVisible();
  await expect(panel.getByRole("timer", { name: "Early-bird price ends in" })).toBeVisible();
  await markDocument(page);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);

  await boundaryRuns(page);
  await expect(panel.locator(".product-price__value")).toHaveText("$1,299", BOUNDARY_WAIT);
  await expect(panel.getByText("The early-bird offer has ended.", { exact: false })).toBeVisible();
  await expect(panel.getByText("Regular price from April 28, 2025: $1,299", { exact: true })).toHaveCount(0);
  await expect(panel.getByRole("timer")).toHaveCount(0);
  await expect(panel.getByRole("link", { name: /Pre-Order Now/ })).toBeVisible();
  expect(await marker(page)).toBe("same document");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("Black Friday moves from its pause to Black Friday at 09:00 CET, in place", async ({ page }) => {
  // Early Black Friday ended at 23:59 CET: until 09:00 the page presents Black Friday, its deals still locked.
  await openBefore(page, "/us/black-friday", "2024-11-22T09:00:00+01:00");
  const stage = page.locator(".campaign-banner__stage");
  const elite = page
    .getByRole("region", { name: "Deal preview" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Elite Optimus Prime", exact: true }) })
    .getByTestId("stage-price");
  await expect(stage).toHaveText("2Black Friday");
  await expect(elite).toHaveText("$???");
  await expect(page.getByRole("timer", { name: "Next deals unlock in" })).toBeVisible();
  await markDocument(page);

  await boundaryRuns(page);
  await expect(elite).toHaveText("$559", BOUNDARY_WAIT);
  await expect(stage).toHaveText("2Black Friday");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday & Cyber Monday");
  expect(await marker(page)).toBe("same document");
});

test("Early Black Friday ends at 23:59 CET on 21 November, in place: no stage price until 09:00", async ({ page }) => {
  await openBefore(page, "/us/black-friday", "2024-11-22T00:00:00+01:00");
  const stage = page.locator(".campaign-banner__stage");
  const elite = page
    .getByRole("region", { name: "Deal preview" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Elite Optimus Prime", exact: true }) })
    .getByTestId("stage-price");
  await expect(stage).toHaveText("1Early Black Friday");
  await expect(elite).toHaveText("$599");
  await expect(page.getByRole("timer", { name: "Deals end in" })).toBeVisible();
  await markDocument(page);

  await boundaryRuns(page);
  await expect(elite).toHaveText("$???", BOUNDARY_WAIT);
  await expect(stage).toHaveText("2Black Friday");
  expect(await marker(page)).toBe("same document");
});

test("a campaign page whose window ends sends the visitor to the region home", async ({ page }) => {
  await openBefore(page, "/us/black-friday", "2024-12-03T00:00:00+01:00");
  await expect(page.locator(".campaign-banner__stage")).toHaveText("3Cyber Monday");
  await boundaryRuns(page);
  await expect(page).toHaveURL(/\/us$/, BOUNDARY_WAIT);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});

test("the document-only home page reloads itself at a boundary: 'New Release' joins the menu", async ({ page }) => {
  await openBefore(page, "/us", "2025-03-19T15:00:00+08:00");
  // A first load of the home page is document-only (no React): the page reloads to show its next state.
  expect(await page.locator("script[type=module]").count()).toBe(0);
  const header = page.getByRole("banner");
  await expect(header.locator('a[href="/us/new-release"]')).toHaveCount(0);
  await boundaryRuns(page);
  await expect(header.locator('a[href="/us/new-release"]')).toHaveCount(1, BOUNDARY_WAIT);
});

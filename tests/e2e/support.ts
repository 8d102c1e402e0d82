import type { Page } from "@playwright/test";
import { PREVIEW_TOKEN } from "../../playwright.config";
import { RENDER_STEP_MS } from "../../server/page-cache";

/** Makes every request of this page carry the preview token, so `?at=` instants apply. */
export async function enablePreview(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-preview-token": PREVIEW_TOKEN });
}

/** Opens a path as at a given instant (ISO-8601 with offset) through the time-travel preview. */
export async function gotoAt(page: Page, path: string, at: string) {
  await enablePreview(page);
  const separator = path.includes("?") ? "&" : "?";
  return page.goto(`${path}${separator}at=${encodeURIComponent(at)}`);
}

// Marks the current document; sameDocument() tells whether a navigation since then kept it (client-side navigation).
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
export async function sameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * The page cache renders its pages again at every step of RENDER_STEP_MS on the clock (server/page-cache.ts), so a page
 * stored just before a step is a MISS just after it. A test that expects a page it stored to come back from the cache
 * within `seconds` calls this first: when the next step falls inside them, it waits until that step has passed (this
 * server runs on the test's clock).
 */
export async function clearOfRenderStep(seconds: number): Promise<void> {
  const untilStep = RENDER_STEP_MS - (Date.now() % RENDER_STEP_MS);
  if (untilStep < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, untilStep + 100));
}

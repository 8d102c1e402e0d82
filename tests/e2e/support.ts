import type { Page } from "@playwright/test";
import { PREVIEW_TOKEN } from "../../playwright.config";

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

export { clearOfRenderStep } from "../server/harness";

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

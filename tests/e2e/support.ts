import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN, PREVIEW_TOKEN } from "../../playwright.config";

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
 * The subscriptions stored for an address in a scope (the operators' admin lookup). A sign-up stores a mail request
 * and answers; the mail worker stores the subscription a moment later, so callers poll this.
 */
export async function subscriptionsOf(request: APIRequestContext, scope: string, email: string) {
  const answer = await request.get(`/__admin/subscriptions/${scope}?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return ((await answer.json()) as { subscriptions: Record<string, unknown>[] }).subscriptions;
}

/**
 * Screenshots for people to look at, which no test compares: taken only when E2E_SCREENSHOTS is set
 * (`E2E_SCREENSHOTS=1 npx playwright test <spec>`). A run without it skips them and the steps that only stage them (a
 * resize, a reload); a full-page one at a phone's pixel ratio costs Chromium a CPU-second or more.
 */
export const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/** `page.screenshot(options)` when screenshots are wanted (SCREENSHOTS). */
export async function screenshotToLookAt(page: Page, options: Parameters<Page["screenshot"]>[0]) {
  if (SCREENSHOTS) await page.screenshot(options);
}

export { clearOfRenderStep } from "../server/harness";

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

export { clearOfRenderStep } from "../server/harness";

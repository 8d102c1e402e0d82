// First-load JavaScript as a phone receives it: on a first load of each page type, Chromium (Pixel 5) fetches exactly
// the scripts scripts/budgets/first-load.ts counts for it, each in exactly the bytes it counts (the response body as
// received: the build's stored brotli form, or the middleware's brotli in HTTP/1.1 chunks). That count reads the build alone and is checked in `npm test` right after the
// build (scripts/check-budgets.ts); this is its proof against the production server.
import type { Response } from "@playwright/test";
import { PAGE_TYPES, firstLoadScripts, sentBytes } from "../../scripts/budgets/first-load";
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

/** Black Friday's stage 2: the campaign page is live (through the preview). */
const CAMPAIGN_LIVE = "2024-11-25T12:00:00+01:00";

for (const pageType of PAGE_TYPES.filter((type) => !type.documentOnly)) {
  test(`a first load of the ${pageType.type} page receives the scripts and bytes the budget counts`, async ({
    page,
  }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    if (pageType.type === "campaign") await gotoAt(page, pageType.path, CAMPAIGN_LIVE);
    else await page.goto(pageType.path);
    // A signed-out visitor of the account page is sent on to the login page once the page has hydrated, which a
    // loaded machine may do after the network has been idle for a while.
    if (pageType.type === "account") await page.waitForURL(/\/login(\?|$)/);
    await page.waitForLoadState("networkidle");

    const received = Object.fromEntries(
      await Promise.all(
        scripts.map(async (response) => [
          new URL(response.url()).pathname,
          (await response.request().sizes()).responseBodySize,
        ]),
      ),
    );
    // A signed-out visitor of the account page is sent on to the login page, whose route's scripts load then.
    const counted = new Set([
      ...firstLoadScripts(pageType.routeId),
      ...(pageType.type === "account" ? firstLoadScripts("login") : []),
    ]);
    const expected = Object.fromEntries(
      await Promise.all([...counted].map(async (url) => [url, await sentBytes(url)])),
    );
    expect(received).toEqual(expected);
  });
}

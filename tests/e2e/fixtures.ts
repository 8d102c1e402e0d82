// The browser tests' `test`: page.goto and page.reload resolve once the document has hydrated (html[data-hydrated],
// set by the root layout), because scripts load after first paint (module preloads are kept out of the head) and a
// click before hydration would be lost. Non-HTML answers (PDFs, JSON) are returned as they are.
// The visitor has already answered the consent banner (consentChoice), unless a test says otherwise.
import { test as base, type Page, type Response } from "@playwright/test";
import { ADMIN_TOKEN, E2E_SERVER_LIMITS, PREVIEW_TOKEN } from "../../playwright.config";
import { freshDataDir, startServer, type RunningServer } from "../server/harness";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, Page } from "@playwright/test";

async function hydrated(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()["content-type"] ?? "";
  if (response && type.startsWith("text/html"))
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

export const test = base.extend<{ consentChoice: "granted" | "denied" | null }>({
  // The visitor's consent choice in the regions that ask first (uk, eu, fr, de; client/consent.ts), made before the
  // test so the banner stays out of the way and page views flow as in us; consent.spec.ts sets null (a fresh visitor).
  consentChoice: ["granted", { option: true }],
  // The tests' own requests (staff accounts, API calls) each on a connection of its own: a request reusing a kept-alive
  // connection at the moment the server closes it for idleness (its keep-alive timeout, 5 s) fails with ECONNRESET, which
  // a test that waits on a browser between two requests once met.
  request: async ({ playwright, baseURL, userAgent }, provide) => {
    const context = await playwright.request.newContext({
      baseURL,
      userAgent,
      extraHTTPHeaders: { connection: "close" },
    });
    await provide(context);
    await context.dispose();
  },
  page: async ({ page, consentChoice, baseURL }, provide) => {
    // One choice per data controller (the UK Ltd for uk, the EU B.V. for eu, fr and de).
    if (consentChoice)
      await page.context().addCookies(
        ["uk", "eu"].map((controller) => ({
          name: `mf_consent_${controller}`,
          value: consentChoice,
          url: baseURL ?? "http://localhost",
        })),
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(page, await goto(url, options));
    page.reload = async (options) => hydrated(page, await reload(options));
    await provide(page);
  },
});

/**
 * `test` on a server of each worker's own (`ownServer`, also the baseURL), on a fresh copy of the data directory: for
 * tests whose publish changes the live content, and so every page's cached bytes, of the server they are made on (the
 * other browser tests run beside them on the shared one).
 */
export function testWithOwnServer(label: string) {
  return test.extend<object, { ownServer: RunningServer }>({
    ownServer: [
      // Playwright reads the fixtures a fixture uses from its first parameter: none here.
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const data = await freshDataDir(label);
        const server = await startServer({ DATA_DIR: data.dir, PREVIEW_TOKEN, ADMIN_TOKEN, ...E2E_SERVER_LIMITS });
        await provide(server);
        await server.stop();
        data.remove();
      },
      { scope: "worker", timeout: 180_000 },
    ],
    baseURL: async ({ ownServer }, provide) => provide(ownServer.url),
  });
}

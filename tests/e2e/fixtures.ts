// The browser tests' `test`: page.goto and page.reload resolve once the document has hydrated (html[data-hydrated],
// set by the root layout), because scripts load after first paint (module preloads are kept out of the head) and a
// click before hydration would be lost. Non-HTML answers (PDFs, JSON) are returned as they are.
import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, Page } from "@playwright/test";

async function hydrated(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()["content-type"] ?? "";
  if (response && type.startsWith("text/html"))
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(page, await goto(url, options));
    page.reload = async (options) => hydrated(page, await reload(options));
    await provide(page);
  },
});

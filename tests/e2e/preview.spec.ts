// The time-travel preview (token + ?at=) in the browser: the clock it sets, kept on a client navigation. What the
// preview renders at an instant (the schedule's header and footer entries) is read from the build in
// tests/build/pages.test.ts.
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("client navigation keeps the preview instant, and /ssr/timestamp answers it", async ({ page }) => {
  await gotoAt(page, "/us/faq", "2025-02-10T12:00:00+08:00");
  await page.getByRole("contentinfo").getByRole("link", { name: "United States - English" }).click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  const body = await page.evaluate(() => fetch("/ssr/timestamp").then((response) => response.json()));
  expect(body).toMatchObject({ code: 2000, msg: "success" });
  // The preview clock runs from the instant: the instant plus the few seconds since it was set.
  const elapsed = body.data.timestamp - Date.parse("2025-02-10T12:00:00+08:00");
  expect(elapsed).toBeGreaterThanOrEqual(0);
  expect(elapsed).toBeLessThan(30_000);
});

// The time-travel preview (token + ?at=): schedule-driven header and footer entries, and the clock it sets.
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("a preview instant inside the Valentine's window shows the sale link, outside it hides it", async ({ page }) => {
  await gotoAt(page, "/us", "2025-02-10T12:00:00+08:00");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Valentine's Day Sale/ })).toBeAttached();
  await gotoAt(page, "/us", "2025-02-20T12:00:00+08:00");
  await expect(
    page.getByRole("banner").getByRole("heading").or(page.getByRole("banner").getByRole("link").first()),
  ).toBeAttached();
  await expect(page.getByRole("banner").getByRole("link", { name: /Valentine's Day Sale/ })).toHaveCount(0);
});

test("without the preview token ?at= is ignored", async ({ page }) => {
  await page.goto("/us?at=2025-02-10T12:00:00%2B08:00");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /Valentine's Day Sale/ })).toHaveCount(0);
});

test("the launch stage drives 'New Release' in the header and the footer text banner", async ({ page }) => {
  await gotoAt(page, "/us", "2025-03-10T12:00:00+08:00");
  await expect(page.getByRole("banner").getByRole("link", { name: /New Release/ })).toHaveCount(0);
  await gotoAt(page, "/us", "2025-03-20T12:00:00+08:00");
  await expect(page.getByRole("banner").getByRole("link", { name: /New Release/ })).toBeAttached();
  await expect(page.getByRole("contentinfo").getByText("Early-Bird Price Until 4/27")).toHaveCount(0);
  await gotoAt(page, "/us", "2025-04-20T12:00:00+08:00");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Early-Bird Price Until 4\/27/ })).toBeVisible();
  await gotoAt(page, "/us", "2025-04-26T12:00:00+08:00");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Final Countdown: Save \$350/ })).toBeVisible();
});

test("client navigation keeps the preview instant, and /ssr/timestamp answers it", async ({ page }) => {
  await gotoAt(page, "/us/faq", "2025-02-10T12:00:00+08:00");
  await page.getByRole("contentinfo").getByRole("link", { name: "United States - English" }).click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  const body = await page.evaluate(() => fetch("/ssr/timestamp").then((response) => response.json()));
  expect(body).toMatchObject({ code: 2000, msg: "success" });
  // The preview clock runs from the instant (issue 15): the instant plus the few seconds since it was set.
  const elapsed = body.data.timestamp - Date.parse("2025-02-10T12:00:00+08:00");
  expect(elapsed).toBeGreaterThanOrEqual(0);
  expect(elapsed).toBeLessThan(30_000);
});

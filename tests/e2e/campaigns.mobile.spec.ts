import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("the campaign page fits a phone: tall banner art, no sideways scrolling", async ({ page }) => {
  await gotoAt(page, "/uk/christmas-sale", "2024-12-10T12:00:00+01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Christmas Sale");
  const banner = page.getByRole("img", { name: /Christmas tree/ });
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("xmas-tall.svg");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

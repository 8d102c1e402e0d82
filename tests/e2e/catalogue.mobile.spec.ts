import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("home and product pages fit a phone screen without sideways scrolling", async ({ page }) => {
  for (const path of [
    "/us",
    "/jp",
    "/us/toy-story-buzz-lightyear",
    "/us/elite-optimus-prime",
    "/fr/grimlock-g1-flagship",
  ]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  }
  await gotoAt(page, "/de/flagship-bumblebee", "2025-04-20T00:00:00+08:00");
  await expect(page.getByRole("timer")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

// The region chooser: the choice persists (region_pref) and the header shows its display label.
import { expect, test } from "./fixtures";

test("the region chooser persists the choice and the header shows the display label", async ({ page }) => {
  await page.goto("/us/choose-your-region");
  await expect(page.getByRole("button")).not.toHaveCount(0);
  const entries = page.locator("main").getByRole("button");
  await expect(entries).toHaveCount(10);
  await page.getByRole("button", { name: /Canada/ }).click();
  await expect(page).toHaveURL(/\/us$/);
  await expect(page.getByTestId("region-label")).toHaveText(/Canada - English/);
  await page.reload();
  await expect(page.getByTestId("region-label")).toHaveText(/Canada - English/);

  await page.goto("/us/choose-your-region");
  await page.getByRole("button", { name: /Other Regions/ }).click();
  // The choice navigates to the region home: wait for it, or the next page.goto races that navigation.
  await expect(page).toHaveURL(/\/us$/);
  await expect(page.getByTestId("region-label")).toHaveText(/Other Regions - English/);

  await page.goto("/us/choose-your-region");
  await page.getByRole("button", { name: /Germany/ }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});

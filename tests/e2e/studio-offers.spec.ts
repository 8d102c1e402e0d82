// A campaign's stage price found and changed from the Campaigns screen in three clicks, as a marketer would at 1280 px:
// the edition from the list (two: open, choose), then the cell of the product, stage and region (one), and the new
// price typed. The draft's preview shows the card at the new price in that stage only.
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";
import { screenshotToLookAt } from "./support";

test.use({ viewport: { width: 1280, height: 900 } });

test("the stage-2 price of one product in one region, changed in three clicks", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "offers");
  // The screen as left on another edition (without one it opens the running edition, which depends on the day).
  const draft = await startDraft(
    page,
    "/studio/campaigns?campaign=blackFriday",
    `Elite Optimus Prime in de ${Date.now()}`,
  );

  await page.getByLabel("Campaign", { exact: true }).selectOption({ label: "Black Friday 2026" });
  // The address bar changes before the screen: wait for the edition's own form.
  await expect(page.getByRole("form", { name: "New edition from Black Friday 2026" })).toBeVisible();
  const cell = page.getByRole("spinbutton", { name: "Elite Optimus Prime, Black Friday, Germany (EUR)" });
  await expect(cell).toHaveValue("559");
  await cell.click();
  await cell.fill("549");
  await cell.blur();
  await expect(page.getByRole("status").filter({ hasText: /Check passed: 1 change/ })).toBeVisible({ timeout: 30_000 });
  await screenshotToLookAt(page, { path: "test-results/studio-offers/stage-price-1280.png" });

  const preview = await browser.newPage();
  await openPreview(page, preview, draft, "/de/black-friday", "2026-11-24T12:00:00+01:00");
  const card = preview.locator("[data-product='30']").first();
  await expect(card).toContainText("549");
  await openPreview(page, preview, draft, "/de/black-friday", "2026-11-16T12:00:00+01:00");
  await expect(preview.locator("[data-product='30']").first()).not.toContainText("549");
  await preview.close();
});

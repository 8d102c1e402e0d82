// The time-travel preview's bar in the browser: its links move the page between the schedule's boundaries, by keyboard.
// Its language on every page type is read from the build (tests/build/pages.test.ts); that visitors and the page cache
// never get it is the server's answer (tests/server/page-cache.test.ts).
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("a preview shows the bar; its next-change link moves the page to the next boundary, by keyboard", async ({
  page,
}) => {
  await gotoAt(page, "/us/black-friday", "2024-11-21T12:00:00Z");
  const bar = page.getByRole("complementary", { name: "Preview" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("status")).toContainText("Nov 21, 2024");
  await expect(page.locator(".campaign-banner__stage")).toHaveText("1Early Black Friday");
  const elite = page
    .getByRole("region", { name: "Deal preview" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Elite Optimus Prime", exact: true }) })
    .getByTestId("stage-price");
  await expect(elite).toHaveText("$599");

  await bar.getByRole("link", { name: "Next change" }).focus();
  await page.keyboard.press("Enter");
  // Early Black Friday ends at 23:59 CET: the next change, where no stage price is offered until 09:00.
  await expect(page).toHaveURL(/[?&]at=2024-11-21T23%3A00%3A00.000Z/);
  await expect(page.locator(".campaign-banner__stage")).toHaveText("2Black Friday");
  await expect(elite).toHaveText("$???");

  await page.getByRole("complementary", { name: "Preview" }).getByRole("link", { name: "Previous change" }).click();
  await expect(page.locator(".campaign-banner__stage")).toHaveText("1Early Black Friday");
});

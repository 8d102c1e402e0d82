// The time-travel preview's bar (issue 12): on every page of a valid preview, never for visitors, never cached.
import { expect, test } from "./fixtures";
import { clearOfRenderStep, gotoAt } from "./support";

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

test("the bar speaks the region's language on every page type, the document-only home included", async ({ page }) => {
  await gotoAt(page, "/de", "2025-04-01T12:00:00Z");
  await expect(page.getByRole("complementary", { name: "Vorschau" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zu jetzt" })).toBeVisible();
  await gotoAt(page, "/flagship-bumblebee", "2025-04-01T12:00:00Z");
  await expect(page.getByRole("complementary", { name: "预览" })).toBeVisible();
});

test("visitors without the token never see the bar, and the cached page never holds it", async ({ page, request }) => {
  // ?at= without the token renders the present and is never stored; the page cache then serves the same present.
  await clearOfRenderStep(10);
  const responses = [
    await request.get("/us/faq?at=2024-11-21T12:00:00Z"),
    await request.get("/us/faq"),
    await request.get("/us/faq"),
  ];
  for (const response of responses) expect(await response.text()).not.toContain("data-preview-bar");
  expect(responses[2]!.headers()["x-cache"]).toBe("HIT");
  await page.goto("/us/faq?at=2024-11-21T12:00:00Z");
  await expect(page.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
});

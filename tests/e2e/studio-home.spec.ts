// A region's home page arranged in the studio, as a marketer would at 1280 px: a tile moved and another removed by
// name on the Home screen; the draft's preview shows the us home's third row in the new order.
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

test("the us home's third row rearranged by product name, previewed", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "home");
  await startDraft(page, "/studio/home?region=us", `Home tiles ${Date.now()}`);
  const draft = Number(new URL(page.url()).searchParams.get("draft"));

  await expect(page.getByLabel("Hero product")).toHaveValue("flagshipBumblebee");
  const row = page.getByRole("group", { name: "Third row" });
  await expect(row.getByRole("listitem")).toHaveText([/K1 Pro/, /Bumblebee G1 Performance/, /AI Base/]);
  await row.getByRole("button", { name: "Remove Bumblebee G1 Performance from the third row" }).click();
  await row.getByRole("button", { name: "Move AI Base earlier" }).click();
  await expect(row.getByRole("listitem")).toHaveText([/AI Base/, /K1 Pro/]);
  await expect(page.getByRole("status").filter({ hasText: /^Check passed/ })).toBeVisible({ timeout: 30_000 });

  const preview = await browser.newPage();
  await openPreview(page, preview, draft, "/us", "2026-11-20T12:00:00-08:00");
  const third = preview.locator(".home-tiles").nth(2);
  await expect(third.getByRole("heading", { level: 3 })).toHaveText([/AI Base/, /K1 Pro/]);
  await preview.close();
});

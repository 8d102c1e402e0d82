// The studio's legal facts: a region's facts with their state (samples until marked real), what still holds a sample
// value, the switch a publisher flips (refused by the check while samples remain), read-only to an editor; and the
// launch readiness of every market. Screenshots at 375 and 1280 px of the screen and of a page carrying the sample note
// (with E2E_SCREENSHOTS, support.ts).
import { expect, test } from "./fixtures";
import { signedInStaff, startDraft } from "./studio";
import { SCREENSHOTS } from "./support";

test("a publisher sees a region's sample facts, marks them real and the check names each sample value", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "publisher", "counsel");
  await startDraft(page, "/studio/legal?region=de", `Impressum ${Date.now()}`);
  const state = page.getByRole("region", { name: /Germany: legal facts are samples/ });
  await expect(state).toBeVisible();
  await expect(state.getByRole("listitem").filter({ hasText: "entities.eu.register.number" })).toHaveText(/80000000/);
  for (const width of SCREENSHOTS ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await state.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`studio-legal-${width}.png`) });
  }
  await state.getByRole("button", { name: "Mark Germany's facts real" }).click();
  await expect(page.getByRole("region", { name: /Germany: legal facts are real/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: /problems?: it cannot be published/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(/sample value "80000000" in a region whose legal facts are marked real/).first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
});

test("an editor sees legal facts read-only; launch readiness lists every market's blockers", async ({
  page,
  request,
}, testInfo) => {
  await signedInStaff(page, request, "editor", "legal-editor");
  await startDraft(page, "/studio/legal?region=kr", `Korea ${Date.now()}`);
  await expect(page.getByText("Only a publisher may change legal facts.")).toBeVisible();
  await expect(page.locator("fieldset.studio-part").first().getByRole("textbox").first()).toBeDisabled();

  await page.goto("/studio/readiness");
  await expect(page.getByText("0 of 8 markets ready to go live.")).toBeVisible();
  const korea = page.getByRole("region", { name: /South Korea/ });
  await expect(korea.getByRole("listitem").filter({ hasText: "entities.kr.register.number" })).toHaveText(
    /sample value "000-00-00000"/,
  );
  for (const width of SCREENSHOTS ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`studio-readiness-${width}.png`) });
  }
});

test("sample legal facts carry the note and link no official lookup", async ({ page }, testInfo) => {
  await page.goto("/de/impressum");
  await expect(page.getByRole("note")).toHaveText(/^Beispieldaten: /);
  await page.goto("/kr");
  const block = page.getByRole("region", { name: "사업자 정보" });
  await expect(block.getByRole("note")).toHaveText(/^예시 정보: /);
  await expect(block.locator('a[href*="ftc.go.kr"]')).toHaveCount(0);
  for (const width of SCREENSHOTS ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/de/impressum");
    await page.screenshot({ path: testInfo.outputPath(`impressum-${width}.png`), fullPage: true });
    await page.goto("/kr");
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`kr-footer-${width}.png`) });
  }
});

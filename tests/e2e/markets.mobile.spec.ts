// At 375 px: the pages each market added or changed fit the screen (/de/manuals was 383 px wide), and the
// date of a manual stays on one line.
import { expect, test } from "./fixtures";
import { screenshotToLookAt } from "./support";

test.use({ viewport: { width: 375, height: 812 } });

const PAGES = [
  "/de/manuals",
  "/fr/manuals",
  "/de/impressum",
  "/fr/mentions-legales",
  "/uk/legal-notice",
  "/eu/legal-notice",
  "/jp/tokushoho",
  "/business-license",
  "/us/black-friday/official-rules",
  "/de/christmas-sale/official-rules",
  "/kr",
];

for (const path of PAGES) {
  test(`${path} has no horizontal overflow at 375 px`, async ({ page }, testInfo) => {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotToLookAt(page, { path: testInfo.outputPath("page-375.png"), fullPage: true });
  });
}

test("a manual's date stays on one line on a phone", async ({ page }) => {
  await page.goto("/de/manuals");
  const date = page.locator(".manual-table time").first();
  const box = await date.boundingBox();
  const lineHeight = await date.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(box!.height).toBeLessThan(lineHeight * 1.5);
});

// Placements made in the studio, as a marketer would at 1280 px. A jp text banner for Golden Week: its Japanese words
// typed in the entry, 29 April to 6 May 2025 on Tokyo's clock; the draft's preview shows it on the jp home inside that
// window only, and nowhere else. No file is touched and no words key is invented.
import { axeBuilder } from "./axe";
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

const TEXT = "ゴールデンウィーク限定：フラッグシップ バンブルビーの予約特典をチェック";

test("a jp Golden Week text banner with its Japanese words, on Tokyo's clock", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "banners");
  const draft = await startDraft(page, "/studio/banners", `Golden Week banner ${Date.now()}`);

  await page.getByRole("button", { name: "New text banner" }).click();
  const banner = page.getByRole("group", { name: /^Text banner 1/ });
  await banner.getByRole("checkbox", { name: "Japan" }).check();
  // The region's language is asked for, and marked missing until it is written.
  const text = banner.getByLabel("Text in Japanese");
  await expect(text).toHaveAccessibleDescription(/Missing: Japan shows no banner without it/);
  await text.fill(TEXT);
  await expect(text).toHaveAccessibleDescription("Shown in Japan.");
  await banner.getByLabel("Links to").selectOption({ label: "Product: Flagship Bumblebee" });
  await banner.getByLabel("From (each region's local time)").fill("2025-04-29T00:00");
  await banner.getByLabel("Until (each region's local time)").fill("2025-05-07T00:00");
  // Over the launch's own banner.
  await banner.getByLabel("Priority").fill("1");
  await expect(banner.getByLabel("From (each region's local time)")).toHaveAccessibleDescription(
    /Japan: Tue, 29 Apr 2025, 00:00 GMT\+9 \(2025-04-28 15:00 UTC\)/,
  );
  await expect(page.getByRole("status").filter({ hasText: /Check passed/ })).toBeVisible({ timeout: 30_000 });
  const axe = await axeBuilder(page)
    .include(".studio-banners")
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const preview = await browser.newPage();
  const footerBanner = preview.locator(".text-banner");
  await openPreview(page, preview, draft, "/jp", "2025-05-01T12:00:00+09:00");
  await expect(footerBanner).toHaveText(TEXT);
  await expect(footerBanner.getByRole("link")).toHaveAttribute("href", "/jp/flagship-bumblebee");
  // A minute before Tokyo's midnight, and once 7 May has begun there: not this banner.
  for (const at of ["2025-04-28T23:59:00+09:00", "2025-05-07T00:00:00+09:00"]) {
    await openPreview(page, preview, draft, "/jp", at);
    await expect(preview.getByRole("contentinfo")).toBeVisible();
    await expect(preview.getByText(TEXT)).toHaveCount(0);
  }
  // Another region at the same instant: not shown.
  await openPreview(page, preview, draft, "/us", "2025-05-01T12:00:00+09:00");
  await expect(preview.getByRole("contentinfo")).toBeVisible();
  await expect(preview.getByText(TEXT)).toHaveCount(0);
  await preview.close();
});

// A menu entry made in the studio: a shop collection for the us and uk, its English words typed in the entry, tagged
// Sale, from 1 to 24 December 2025 on each region's clock; the draft's preview shows it in the header's menu inside
// that window only.
test("a Gift Guide menu entry for the us and uk, with its words and window", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "menu");
  const draft = await startDraft(page, "/studio/banners", `Gift Guide menu ${Date.now()}`);

  // After the menu's two entries: New Release (a page) and the Valentine's Day sale (a collection).
  await expect(page.getByRole("group", { name: /^Menu entry 1/ }).getByLabel("Opens")).toHaveValue("new-release");
  await page.getByRole("button", { name: "New menu entry" }).click();
  const entry = page.getByRole("group", { name: /^Menu entry 3/ });
  await expect(entry.getByLabel("Opens")).toHaveValue(/collection/);
  await entry.getByLabel("Shop collection").fill("gift-guide");
  for (const region of ["United States", "United Kingdom"]) await entry.getByRole("checkbox", { name: region }).check();
  const english = entry.getByLabel("Text in English", { exact: true });
  await expect(english).toHaveAccessibleDescription(/Missing: United States, United Kingdom shows no menu entry/);
  await english.fill("Gift Guide");
  await entry.getByLabel("Tag").selectOption({ label: "Sale" });
  await entry.getByLabel("From (each region's local time)").fill("2025-12-01T00:00");
  await entry.getByLabel("Until (each region's local time)").fill("2025-12-25T00:00");
  await expect(entry.getByLabel("From (each region's local time)")).toHaveAccessibleDescription(
    /United States: Mon, 1 Dec 2025, 00:00 GMT-8 .*United Kingdom: Mon, 1 Dec 2025, 00:00 GMT/,
  );
  await expect(page.getByRole("status").filter({ hasText: /Check passed/ })).toBeVisible({ timeout: 30_000 });

  const preview = await browser.newPage();
  const link = preview.getByRole("banner").getByRole("link", { name: /Gift Guide/ });
  await openPreview(page, preview, draft, "/uk", "2025-12-02T12:00:00Z");
  await expect(link.first()).toHaveAttribute("href", /\/collections\/gift-guide$/);
  // A minute before Los Angeles' midnight on 1 December: not yet in the us menu.
  await openPreview(page, preview, draft, "/us", "2025-11-30T23:59:00-08:00");
  await expect(preview.getByRole("contentinfo")).toBeVisible();
  await expect(link).toHaveCount(0);
  await preview.close();
});

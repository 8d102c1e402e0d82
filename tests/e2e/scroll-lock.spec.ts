// Scroll lock (docs/requirements.md, "Motion and overlays"): one lock for the dealer modal, the video dialog
// and the mobile menu. The page does not scroll while they are open; where the page had a classic scrollbar (not on
// phones) the body gets 17 px of right padding for it, and everything is restored on close. Playwright hides scrollbars
// in headless Chromium by default; these tests show them, as a desktop browser does.
import { chromium } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";

test.use({ launchOptions: { ...chromium, ignoreDefaultArgs: ["--hide-scrollbars"] } });

const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { overflow: style.overflowY, paddingRight: style.paddingRight };
  });

async function expectLocked(page: Page, paddingRight: string) {
  await expect.poll(() => bodyStyle(page)).toEqual({ overflow: "hidden", paddingRight });
  // The wheel does not move the page behind.
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
}
const expectUnlocked = (page: Page) =>
  expect.poll(() => bodyStyle(page)).toEqual({ overflow: "visible", paddingRight: "0px" });

test("the dealer modal locks the page with 17 px compensation at desktop width, and restores it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/uk/where-to-buy");
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
  await expectUnlocked(page);
  await page.getByRole("button", { name: "Physical Store Address: Brickhouse Toys" }).click();
  await expect(page.getByRole("dialog", { name: "Physical Store Address" })).toBeVisible();
  await expectLocked(page, "17px");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expectUnlocked(page);
});

test("the video dialog takes the same lock", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/us/flagship-bumblebee");
  await page.getByRole("button", { name: "Watch Video" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectLocked(page, "17px");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expectUnlocked(page);
});

test("the mobile menu on a tablet locks the page with 17 px; its backdrop closes it", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto("/us/faq");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expectLocked(page, "17px");
  // The backdrop lies under the menu, over the page: a click on it (below the menu) closes the menu.
  await page.mouse.click(450, 880);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expectUnlocked(page);
});

test("on a phone the menu locks without compensation, on the document-only home page too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/us");
  expect(await page.locator("script[type=module]").count()).toBe(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expectLocked(page, "0px");
  await page.keyboard.press("Escape");
  await expectUnlocked(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.mouse.click(187, 730);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await expectUnlocked(page);
});

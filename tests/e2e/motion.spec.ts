// Fade-in on entering the view and the floating buy bar (docs/requirements.md, "Motion and overlays").
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

const PAGE = "/us/grimlock-g1-flagship";

test("a section below the fold fades in when it enters the view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(PAGE);
  const specs = page.locator(".product-more");
  await expect(specs).toHaveClass(/fade-in--pending/);
  await expect(specs).not.toHaveClass(/is-visible/);
  expect(await specs.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
  await specs.scrollIntoViewIfNeeded();
  await expect(specs).toHaveClass(/is-visible/);
  await expect(specs).not.toHaveClass(/fade-in--pending/);
  await expect.poll(() => specs.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});

test("what is on screen at load is never hidden; the document-only home fades in too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/us");
  const first = page.locator(".home-tiles").first();
  await expect(first).toHaveClass(/is-visible/);
  const ecosystem = page.locator(".home-ecosystem");
  await expect(ecosystem).toHaveClass(/fade-in--pending/);
  await ecosystem.scrollIntoViewIfNeeded();
  await expect(ecosystem).toHaveClass(/is-visible/);
});

test("under reduced motion nothing is hidden or animated", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(PAGE);
  const specs = page.locator(".product-more");
  await expect(specs).toHaveClass(/is-visible/);
  const style = await specs.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      opacity: computed.opacity,
      transition: parseFloat(computed.transitionDuration),
      transform: computed.transform,
    };
  });
  // The site's reduced-motion rule cuts every transition to 0.01 ms.
  expect(style).toMatchObject({ opacity: "1", transform: "none" });
  expect(style.transition).toBeLessThan(0.001);
  await expect(specs).not.toHaveClass(/fade-in--pending/);
});

test("without JavaScript every section is fully visible", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  for (const selector of [".product-more", ".product-overview"]) {
    const section = page.locator(selector);
    await expect(section).toBeVisible();
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  }
  await context.close();
});

test("at 375 px the buy bar floats in once the hero's button is 50 px out of view, without covering the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(PAGE);
  const bar = page.getByRole("complementary", { name: "Grimlock G1 Flagship" });
  await expect(bar).toBeHidden();
  const heroButton = page.locator("#hero-buy");
  // Just out of view above: not yet (the 50 px offset), then further: the bar floats in.
  const top = await heroButton.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 20), top);
  await expect(bar).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y + 120), top);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: /Buy Now/ })).toHaveAttribute("href", /^https:/);
  // At the end of the page the footer's last line is above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
  const footerBottom = await page
    .getByRole("contentinfo")
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
  // Back at the top it leaves.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test("the buy bar steps aside while the visitor is in a form, so it never covers the field or its button", async ({
  page,
}) => {
  await gotoAt(page, "/us/flagship-bumblebee", "2025-04-01T12:00:00+08:00");
  const bar = page.getByRole("complementary", { name: "Flagship Bumblebee" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  const box = page.getByTestId("subscribe-box");
  const email = box.getByRole("textbox", { name: "Email address" });
  await email.focus();
  await expect(bar).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(box.getByRole("button", { name: "Subscribe" })).toBeFocused();
  await expect(bar).toBeHidden();
  // Out of the form, it floats again.
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await expect(bar).toBeVisible();
});

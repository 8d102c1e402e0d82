// The header menu, a form and the region chooser work with the keyboard alone (tabs, modal and accordion
// keyboard paths are covered in campaigns.spec.ts, support-pages.spec.ts and accessibility.spec.ts).
import { expect, test } from "./fixtures";

// The home page's first load is document-only (its header runs on app/request/document-only.server.ts's script); faq is
// hydrated.
for (const path of ["/us", "/us/faq"]) {
  test(`the header menu opens with Enter, is walked with Tab, closes with Escape and follows a link (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const firstLink = page.locator(`[id="${await products.getAttribute("aria-controls")}"] a`).first();
    await expect(firstLink).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(products).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const href = await firstLink.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(products).toHaveAttribute("aria-expanded", "false");
  });
}

test("the sign-in form is filled and sent with the keyboard and reports the error in place", async ({ page }) => {
  await page.goto("/us/login");
  const email = page.getByLabel("Email address");
  await email.focus();
  await page.keyboard.type("nobody-keyboard@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(page).toHaveURL(/\/us\/login$/);
});

test("skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/de");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /Zum Inhalt|Hauptinhalt/ });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

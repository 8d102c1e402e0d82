import { expect, test } from "./fixtures";

test("the mobile menu opens, shows the groups and closes with Escape", async ({ page }) => {
  await page.goto("/fr");
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole("navigation", { name: /principale/i })).toBeHidden();
  await toggle.click();
  const nav = page.getByRole("navigation", { name: /principale/i });
  await expect(nav).toBeVisible();
  await nav.getByRole("button", { name: /Produits/ }).click();
  await expect(nav.getByRole("link", { name: /Bumblebee/ }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
});

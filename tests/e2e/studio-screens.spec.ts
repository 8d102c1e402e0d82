// The studio's product, campaign, words, schedule, banners, home and calendar screens at 1280 and 768 px, on a draft. Each screen
// fits its width (only tables scroll, inside their own box), shows its form or table, and is saved as a screenshot
// (test-results/studio-screens/) to look at when E2E_SCREENSHOTS is set (support.ts).
import { expect, test } from "./fixtures";
import { signedInStaff } from "./studio";
import { screenshotToLookAt } from "./support";

const SCREENS = [
  { name: "products", path: "/studio/products?product=k1ProInterstellarScout", shows: "Shop slug" },
  { name: "campaigns", path: "/studio/campaigns?campaign=blackFriday", shows: "Schedules" },
  { name: "words", path: "/studio/words?section=site", shows: "site.buttons.buy" },
  { name: "schedule", path: "/studio/schedule?region=us&past=1", shows: "Preview at this instant" },
  { name: "banners", path: "/studio/banners?", shows: "Footer text banners" },
  { name: "home", path: "/studio/home?region=jp", shows: "Hero product" },
  { name: "calendar", path: "/studio/calendar?year=2026", shows: "Black Friday 2026" },
];

test("the product, campaign, words, schedule, banners, home and calendar screens fit 1280 and 768 px", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "screens");
  await page.goto("/studio/products");
  await page.getByLabel("New draft").fill("Screenshots");
  await page.getByRole("button", { name: "Start draft" }).click();
  await expect(page).toHaveURL(/[?&]draft=\d+/);
  const draft = new URL(page.url()).searchParams.get("draft");
  // Each screen loaded once (each load checks the draft on the server), at 1280 px, then the window narrowed.
  for (const screen of SCREENS) {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`${screen.path}&draft=${draft}`);
    await expect(page.getByText(screen.shows).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Check passed/ })).toBeVisible({ timeout: 30_000 });
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 1000 });
      // Nothing wider than the window but the tables' own scrolling boxes.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.name} at ${width} px`).toBeLessThanOrEqual(0);
      await screenshotToLookAt(page, { path: `test-results/studio-screens/${screen.name}-${width}.png` });
    }
  }
});

// Routing in the browser: a navigation whose route chunk is gone after a deploy. Homes, redirects and 404s are answers
// of the server alone (tests/server/routing.test.ts).
import { expect, test } from "./fixtures";

test("a route chunk missing after a deploy turns the navigation into a full load of the target", async ({ page }) => {
  await page.goto("/us/faq");
  await page.route(/\/assets\/choose-your-region-.*\.js$/, (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "United States - English" }).click();
  await expect(page).toHaveURL(/\/us\/choose-your-region$/);
  await page.unroute(/\/assets\/choose-your-region-.*\.js$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Region" })).toBeVisible();
});

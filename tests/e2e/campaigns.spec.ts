// Campaign pages in the browser: the product tabs, in-page anchors and the subscribe boxes. What a campaign shows at
// each stage (banners, prices, reference prices, the links that lead to it) is read from the build in
// tests/build/pages.test.ts.
import { expect, test } from "./fixtures";
import { enablePreview, gotoAt, subscriptionsOf } from "./support";

test("the product tabs switch groups without a reload, by click and by arrow keys", async ({ page }) => {
  await gotoAt(page, "/eu/black-friday", "2024-11-25T12:00:00+01:00");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const tabs = page.getByRole("tablist", { name: "Product categories" });
  await expect(tabs.getByRole("tab", { name: "Web Exclusive" })).toHaveAttribute("aria-selected", "true");
  await tabs.getByRole("tab", { name: "New Releases" }).click();
  const panel = page.getByRole("tabpanel", { name: "New Releases" });
  await expect(panel.getByRole("heading", { name: "Toy Story Buzz Lightyear" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Web Exclusive" })).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Premium Protection" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Premium Protection" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("in-page anchors scroll from the section tabs and from a link", async ({ page }) => {
  await gotoAt(page, "/fr/black-friday", "2024-11-25T12:00:00+01:00");
  await page
    .getByRole("navigation", { name: "Aller à une section" })
    .getByRole("link", { name: "Tirage au sort" })
    .click();
  await expect(page).toHaveURL(/#lucky-draw$/);
  await expect(page.getByRole("heading", { name: "Tirage au sort", level: 2 })).toBeInViewport();

  // Arriving from elsewhere (a newsletter link): a fresh page load with the anchor.
  const arrival = await page.context().newPage();
  await enablePreview(arrival);
  await arrival.goto(`/fr/black-friday?at=${encodeURIComponent("2024-11-25T12:00:00+01:00")}#members-only-offers`);
  await expect(arrival.getByRole("heading", { name: "Offres réservées aux membres" })).toBeInViewport();
});

test("the subscribe box rejects an invalid address in the page's language, then stores a valid one", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await gotoAt(page, "/fr/black-friday", "2024-11-25T12:00:00+01:00");
  const email = page.getByRole("textbox", { name: "Adresse e-mail" });
  await email.fill("marie@exemple");
  await page.getByRole("button", { name: "S’inscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Veuillez saisir une adresse e-mail valide" })).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  const address = `marie.${Date.now()}@exemple.fr`;
  await email.fill(address);
  await page.getByRole("button", { name: "S’inscrire" }).click();
  // Only what to do next: nothing is subscribed before the address is confirmed.
  await expect(page.getByRole("status").filter({ hasText: "Presque terminé" })).toHaveText(
    /^Presque terminé\s:\scliquez sur le lien de l.e-mail que nous venons de vous envoyer\.$/,
    { timeout: 30_000 },
  );

  await expect.poll(() => subscriptionsOf(request, "eu", address)).toHaveLength(1);
  const rows = await subscriptionsOf(request, "eu", address);
  expect(rows).toEqual([expect.objectContaining({ email: address, region: "fr", source: "/fr/black-friday" })]);
  // The consent is stamped with the server's real time, never the preview's.
  expect(Math.abs(Date.parse(String(rows[0]!.createdAt)) - Date.now())).toBeLessThan(60_000);
});

test("the pre-order page's newsletter box rejects a bad address with its own message, then subscribes", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await gotoAt(page, "/us/flagship-bumblebee", "2025-04-01T12:00:00+08:00");
  const box = page.getByTestId("subscribe-box");
  await expect(box.getByRole("heading", { name: "Join the Mechaforge community" })).toBeVisible();
  const email = box.getByRole("textbox", { name: "Email address" });
  await email.fill("bee@example");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText("Please enter a valid email address.");
  await expect(email).toHaveAttribute("aria-invalid", "true");

  const address = `bee.${Date.now()}@example.com`;
  await email.fill(address);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "Almost done: click the link in the email we just sent to confirm.",
    { timeout: 30_000 },
  );
  await expect
    .poll(() => subscriptionsOf(request, "us", address))
    .toEqual([expect.objectContaining({ email: address, region: "us", source: "/us/flagship-bumblebee" })]);
});

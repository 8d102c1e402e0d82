import { ADMIN_TOKEN } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { enablePreview, gotoAt } from "./support";

const card = (page: Page, name: string) =>
  page
    .getByRole("region", { name: /Deal preview|Aperçu des offres|Angebotsvorschau/ })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
const price = (page: Page, name: string) => card(page, name).getByTestId("stage-price");

test.describe("Black Friday stages", () => {
  test("stage 1 shows the Early Black Friday banner, early prices and UNLOCK SOON for later deals", async ({
    page,
  }) => {
    await gotoAt(page, "/us/black-friday", "2024-11-14T09:00:01+01:00");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early Black Friday");
    await expect(price(page, "Elite Optimus Prime")).toHaveText("$599");
    await expect(card(page, "Elite Optimus Prime").getByRole("list", { name: /Price by stage/ })).toContainText(
      "Black Friday$???UNLOCK SOON",
    );
    await expect(price(page, "Buzz Lightyear Space Ranger Alpha")).toHaveText("$???");
    await expect(
      card(page, "Buzz Lightyear Space Ranger Alpha").getByRole("button", { name: "UNLOCK SOON" }),
    ).toBeDisabled();
    // Early Black Friday ends at 23:59 CET on 21 November, nine hours before Black Friday starts.
    await expect(page.getByRole("timer", { name: "Deals end in" })).toBeVisible();
  });

  test("between Early Black Friday and Black Friday no stage price is offered", async ({ page }) => {
    await gotoAt(page, "/us/black-friday", "2024-11-22T05:00:00+01:00");
    await expect(page.locator(".campaign-banner__stage")).toHaveText("2Black Friday");
    await expect(price(page, "Elite Optimus Prime")).toHaveText("$???");
    await expect(page.getByRole("timer", { name: "Next deals unlock in" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("to Nov 21, 2024, 5:59 PM ET");
  });

  test("stage 2 shows the Black Friday banner and prices; the Cyber Monday deal stays locked", async ({ page }) => {
    await gotoAt(page, "/us/black-friday", "2024-11-22T09:00:00+01:00");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday & Cyber Monday");
    await expect(page.locator(".campaign-banner__stage")).toHaveText("2Black Friday");
    await expect(price(page, "Elite Optimus Prime")).toHaveText("$559");
    await expect(price(page, "Buzz Lightyear Space Ranger Alpha")).toHaveText("$639");
    await expect(price(page, "Grimlock G1 Flagship")).toHaveText("$???");
    await expect(card(page, "Grimlock G1 Flagship").getByRole("button", { name: "UNLOCK SOON" })).toBeDisabled();
    // A past stage without a deal is no mystery: "—" (read as "No deal in this stage"), not "$???".
    const buzzLadder = card(page, "Buzz Lightyear Space Ranger Alpha").getByRole("list", { name: /Price by stage/ });
    await expect(buzzLadder.getByRole("listitem").first()).toHaveText(/Early Black Friday.*No deal in this stage/);
    await expect(buzzLadder.getByRole("listitem").first()).not.toContainText("???");
    await expect(card(page, "Buzz Lightyear Space Ranger Alpha")).toContainText("Pay in 12 interest-free monthly");
  });

  test("stage 3 (Cyber Monday, uk until 4 December) unlocks the last deal", async ({ page }) => {
    await gotoAt(page, "/uk/black-friday", "2024-12-04T23:59:00+01:00");
    await expect(page.locator(".campaign-banner__stage")).toHaveText("3Cyber Monday");
    await expect(price(page, "Grimlock G1 Flagship")).toHaveText("£1,279");
    await expect(card(page, "Grimlock G1 Flagship").getByRole("link", { name: "Buy Now" })).toHaveAttribute(
      "href",
      /grimlock/,
    );
    await expect(page.getByRole("timer", { name: "Deals end in" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("???");
    await expect(page.getByRole("button", { name: "UNLOCK SOON" })).toHaveCount(0);
  });
});

test("eu/fr/de campaign cards name PayPal", async ({ page }) => {
  await gotoAt(page, "/fr/black-friday", "2024-11-22T09:00:00+01:00");
  await expect(card(page, "Elite Optimus Prime")).toContainText("Payez avec PayPal");
  await gotoAt(page, "/de/black-friday", "2024-11-22T09:00:00+01:00");
  await expect(page.getByRole("main")).toContainText("Bezahlen Sie mit PayPal");
});

test("Christmas shows the New Year banner in stage 2 and redirects home once it is over", async ({ page }) => {
  await gotoAt(page, "/de/christmas-sale", "2024-12-31T23:59:00+01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neujahrs-Sale");
  await gotoAt(page, "/de/christmas-sale", "2025-01-01T00:00:00+01:00");
  await expect(page).toHaveURL(/\/de$/);
});

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
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Veuillez saisir une adresse e-mail valide" })).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  const address = `marie.${Date.now()}@exemple.fr`;
  await email.fill(address);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(
    page.getByText("Merci pour votre inscription ! Préparez-vous à des offres et remises Black Friday exclusives !"),
  ).toBeVisible({ timeout: 30_000 });

  const stored = await request.get(`/__admin/subscriptions/eu?email=${encodeURIComponent(address)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const rows = (await stored.json()).subscriptions;
  expect(rows).toEqual([expect.objectContaining({ email: address, region: "fr", source: "/fr/black-friday" })]);
  // The consent is stamped with the server's real time, never the preview's (issue 25).
  expect(Math.abs(Date.parse(rows[0].createdAt) - Date.now())).toBeLessThan(60_000);
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
    "Subscribed Successfully! Almost done: click the link in the email we just sent to confirm.",
    { timeout: 30_000 },
  );
  const stored = await request.get(`/__admin/subscriptions/us?email=${encodeURIComponent(address)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect((await stored.json()).subscriptions).toEqual([
    expect.objectContaining({ email: address, region: "us", source: "/us/flagship-bumblebee" }),
  ]);
});

test.describe("reference prices follow the market's law", () => {
  test("de Christmas: Elite Optimus Prime at 559 € is not struck through against 699 € (sold at 559 € in November)", async ({
    page,
  }) => {
    await gotoAt(page, "/de/christmas-sale", "2024-12-15T12:00:00Z");
    const elite = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Elite Optimus Prime", exact: true }) })
      .first();
    await expect(elite.getByTestId("stage-price")).toHaveText(/^559\s€$/);
    await expect(elite.locator("s")).toHaveCount(0);
    await expect(elite).not.toContainText("Sie sparen");
    await expect(elite).not.toContainText("699");
  });

  test("de Black Friday: the reference is the lowest price of the 30 days before, with its German label", async ({
    page,
  }) => {
    await gotoAt(page, "/de/black-friday", "2024-11-25T12:00:00Z");
    const elite = card(page, "Elite Optimus Prime");
    await expect(elite.getByText("Niedrigster Preis der letzten 30 Tage")).toBeVisible();
    await expect(elite.locator("s")).toHaveText(/^699\s€$/);
    await expect(elite).toContainText(/Sie sparen\s140\s€/);
  });
});

test.describe("a running campaign is reachable from the site", () => {
  const cases = [
    ["us", "2024-11-23T12:00:00Z", "Black Friday", "/us/black-friday"],
    ["uk", "2024-11-23T12:00:00Z", "Black Friday", "/uk/black-friday"],
    ["de", "2024-11-23T12:00:00Z", "Black Friday", "/de/black-friday"],
    ["us", "2024-12-15T12:00:00Z", "Holiday Sale", "/us/christmas-sale"],
    ["uk", "2024-12-15T12:00:00Z", "Christmas Sale", "/uk/christmas-sale"],
    ["de", "2024-12-15T12:00:00Z", "Weihnachts-Sale", "/de/christmas-sale"],
  ] as const;
  for (const [region, at, name, path] of cases)
    test(`the ${region} home at ${at} links to ${path} from its hero and its menu`, async ({ page }) => {
      await gotoAt(page, `/${region}`, at);
      const hero = page.getByRole("region", { name: /./ }).filter({ has: page.locator("#home-title") });
      await expect(hero.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", path);
      await expect(page.getByRole("banner").locator(`a[href="${path}"]`)).toHaveCount(1);
    });

  test("at 2025-01-25 the us, uk and de homes link to no campaign", async ({ page }) => {
    for (const region of ["us", "uk", "de"]) {
      await gotoAt(page, `/${region}`, "2025-01-25T12:00:00Z");
      await expect(page.locator('a[href$="/black-friday"], a[href$="/christmas-sale"]')).toHaveCount(0);
    }
  });
});

import { expect, test } from "./fixtures";

// Support pages in the browser: manual download, dealer modal, FAQ panels and the three forms. Which region has which
// page, and in which language, is the server's answer (tests/server/routing.test.ts).

/** The first submission of a storage scope opens its database (PGlite takes seconds on a busy machine). */
const STORED = { timeout: 30_000 };

test("a manual downloads in the page's language with the size the table shows", async ({ page }) => {
  await page.goto("/fr/manuals");
  const row = page.getByRole("row", { name: /Flagship Bumblebee/ });
  const size = row.locator("data");
  const shownBytes = Number(await size.getAttribute("value"));
  await expect(size).toHaveText(new RegExp(`^${(shownBytes / 1000).toFixed(1).replace(".", ",")}\\s?ko$`));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: /Télécharger/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("flagship-bumblebee.pdf");
  expect(new URL(download.url()).pathname).toBe("/downloads/manuals/fr/flagship-bumblebee.pdf");
  const response = await page.request.get(download.url());
  const body = await response.body();
  expect(body.length).toBe(shownBytes);
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
});

test("the dealer modal opens, traps focus, closes with Escape and returns focus", async ({ page }) => {
  await page.goto("/uk/where-to-buy");
  const opener = page.getByRole("button", { name: "Physical Store Address: Brickhouse Toys" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Physical Store Address" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("188 Regent Street, London W1B 5BT");
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press(step % 2 ? "Shift+Tab" : "Tab");
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("FAQ panels expand with a 0.5 s height animation; under reduced motion nothing on the page animates", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/us/faq");
  const question = page.getByRole("button", { name: "How long does delivery take?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  const panel = page.getByRole("region", { name: "How long does delivery take?" });
  const duration = () => panel.evaluate((element) => Number.parseFloat(getComputedStyle(element).transitionDuration));
  expect(await duration()).toBeLessThan(0.001);
  await question.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toContainText("Standard shipping is free");
  // Nothing on the page animates: every running animation (fade-ins included) is instant.
  const animated = await page.evaluate(
    () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return typeof timing?.duration === "number" && timing.duration > 1;
      }).length,
  );
  expect(animated).toBe(0);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await duration()).toBe(0.5);
});

test("the RMA form rejects bad input in French, then stores a request and shows its reference", async ({ page }) => {
  test.slow(); // stores in the database
  await page.goto("/fr/return-manufacturer");
  await page.getByLabel("Adresse e-mail").fill("lea@");
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByRole("alert")).toHaveText("Veuillez corriger les champs signalés ci-dessous.");
  await expect(page.getByLabel("Nom complet")).toBeFocused();
  await expect(page.getByLabel("Adresse e-mail")).toHaveAccessibleDescription(
    "Veuillez saisir une adresse e-mail valide.",
  );

  await page.getByLabel("Nom complet").fill("Léa Martin");
  await page.getByLabel("Adresse e-mail").fill("lea@example.fr");
  await page.getByLabel("Numéro de commande").fill("FR-100234");
  await page.getByLabel("Produit", { exact: true }).selectOption("flagshipBumblebee");
  await page.getByLabel("Numéro de série").fill("MFBB-2411-0042");
  await page.getByLabel("Motif").selectOption("defective");
  await page.getByLabel("Décrivez le problème").fill("Le bras gauche ne bouge plus après une minute de jeu.");
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByRole("status")).toContainText("Demande reçue", STORED);
  await expect(page.getByTestId("reference")).toHaveText(/^RMA-\d{6}-[0-9A-Z]{6}$/);
});

test("without JavaScript the RMA form posts, reports bad input and stores a request", async ({ browser }) => {
  test.slow(); // stores in the database
  // A plain form post carries an Origin header only under a referrer policy that lets the browser name its origin;
  // under no-referrer it is "null" and the action's origin check refuses the post.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/us/return-manufacturer");
  await page.getByLabel("Email address").fill("sam@");
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("Please enter a valid email address.");
  await page.getByLabel("Full name").fill("Sam Carter");
  await page.getByLabel("Email address").fill("sam@example.com");
  await page.getByLabel("Order number").fill("US-100234");
  await page.getByLabel("Product", { exact: true }).selectOption("flagshipBumblebee");
  await page.getByLabel("Serial number").fill("MFBB-2411-0042");
  await page.getByLabel("Reason").selectOption("defective");
  await page.getByLabel("Describe the problem").fill("The left arm stops moving after a minute of play.");
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByTestId("reference")).toHaveText(/^RMA-\d{6}-[0-9A-Z]{6}$/, STORED);
  await context.close();
});

test("a signed-in customer finds the account email filled in on the RMA form", async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem("/us/userInfo", JSON.stringify({ email: "owner@example.com", nickname: "Owner" })),
  );
  await page.goto("/us/return-manufacturer");
  await expect(page.getByLabel("Email address")).toHaveValue("owner@example.com");
  await expect(page.getByText("You're signed in, so we filled in your account email.")).toBeVisible();
});

test("product registration refuses a future purchase date in German, then registers", async ({ page }) => {
  test.slow(); // stores in the database
  await page.goto("/de/product-registration");
  await page.getByLabel("Vollständiger Name").fill("Max Mustermann");
  await page.getByLabel("E-Mail-Adresse").fill("max@example.de");
  await page.getByLabel("Produkt", { exact: true }).selectOption("aiBase");
  await page.getByLabel("Seriennummer").fill("MFAI24110042");
  await page.getByLabel("Kaufdatum").fill("2099-01-01");
  await page.getByLabel("Wo haben Sie ihn gekauft?").fill("Modellbau Krause");
  await page.getByRole("button", { name: "Produkt registrieren" }).click();
  await expect(page.getByLabel("Kaufdatum")).toHaveAccessibleDescription(
    "Das Kaufdatum darf nicht in der Zukunft liegen.",
  );
  await page.getByLabel("Kaufdatum").fill("2024-12-24");
  await page.getByRole("button", { name: "Produkt registrieren" }).click();
  await expect(page.getByRole("status")).toContainText("Ihr Roboter ist registriert", STORED);
  await expect(page.getByTestId("reference")).toHaveText(/^REG-\d{6}-[0-9A-Z]{6}$/);
});

test("the us wholesale application rejects a bad phone number, then is stored for the sales team", async ({ page }) => {
  test.slow(); // stores in the database
  await page.goto("/us/apply-wholesale-account");
  await page.getByLabel("Company name").fill("Acme Toys LLC");
  await page.getByLabel("Contact name").fill("Bo Chen");
  await page.getByLabel("Business email").fill("bo@acme.example");
  await page.getByLabel("Phone number").fill("call me");
  await page.getByLabel("Type of business").selectOption("store");
  await page.getByLabel("Business address").fill("1 Main St, Irvine, CA 92618");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription("Please enter a valid phone number.");
  await page.getByLabel("Phone number").fill("+1 (949) 555-0100");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByTestId("reference")).toHaveText(/^WSA-\d{6}-[0-9A-Z]{6}$/, STORED);
});

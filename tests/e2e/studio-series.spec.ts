// A campaign with a page path of its own made in the studio, as a marketer would at 1280 px, with no file touched: a
// Spring Sale from Black Friday 2024's edition, opening on 20 March 2025, in the us, uk and Germany only, with one
// stage, three products and no prize draw, its German name and its terms (English, British English, German)
// rewritten where they spoke of the stages cut. The draft's preview shows its page (which no release made a route
// for) and its menu entry while it runs, and the region home before it opens.
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

test("a Spring Sale in three regions, one stage, three products, no draw, at a page of its own and in the menu while it runs", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await signedInStaff(page, request, "editor", "series");
  const draft = await startDraft(page, "/studio/campaigns?campaign=blackFriday", `Spring Sale ${Date.now()}`);

  const form = page.getByRole("form", { name: "New series from Black Friday 2024" });
  await form.getByLabel("New campaign, named (in English)").fill("Black Friday");
  await form.getByLabel("Opens on").fill("2025-03-20");
  await form.getByRole("button", { name: "Create it from Black Friday 2024" }).click();
  // A name the draft has is refused next to the field.
  await expect(form.getByRole("alert")).toHaveText(/already has a campaign named like "Black Friday"/);
  await form.getByLabel("New campaign, named (in English)").fill("Spring Sale");
  const regions = form.getByRole("group", { name: "Runs in" });
  for (const region of ["European Union", "France"]) await regions.getByLabel(region).uncheck();
  // Three of Black Friday's eight offers.
  const offers = form.getByRole("group", { name: "Offers" });
  await expect(offers.getByRole("checkbox")).toHaveCount(8);
  for (const product of [
    "Elite Optimus Prime + AI Base bundle",
    "Grimlock G1 Flagship",
    "Buzz Lightyear Space Ranger Alpha",
    "Toy Story Buzz Lightyear",
    "Flagship Megatron",
  ])
    await offers.getByLabel(product, { exact: true }).uncheck();
  await form.getByLabel("Stages (the first ones kept)").fill("1");
  await form.getByLabel("With its prize draw").uncheck();
  await form.getByRole("button", { name: "Create it from Black Friday 2024" }).click();
  await expect(page).toHaveURL(/[?&]campaign=springSale/);
  await expect(page.getByLabel("Campaign", { exact: true })).toHaveValue("springSale");

  // The copied terms spoke of the two stages cut: the check says so, in words; they are rewritten, with the German
  // name, on the Words screen.
  await expect(page.getByRole("status").filter({ hasText: /problems?: / })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Words" }).click();
  await page.getByLabel("Section").selectOption("campaigns");
  await expect(page).toHaveURL(/[?&]section=campaigns/);
  await page.getByLabel("Find").fill("campaigns.springSale.");
  const terms = page.getByLabel("campaigns.springSale.termsAndConditions.content.0 in English");
  await expect(page.getByText(/speaks of stage 2, which the campaign does not have here/).first()).toBeVisible();
  await terms.fill("Spring Sale prices apply to orders placed in our official shop while the sale runs.");
  // uk reads its own British English terms.
  const british = page.getByLabel("campaigns.springSale.termsAndConditions.content.0 in British English");
  await expect(british).toHaveAttribute("aria-invalid", "true");
  await british.fill("Spring Sale prices apply to orders placed in our official UK shop while the sale runs.");
  await page
    .getByLabel("campaigns.springSale.termsAndConditions.content.0 in German")
    .fill("Die Preise des Frühlingsangebots gelten für Bestellungen in unserem offiziellen Shop während der Aktion.");
  await page.getByLabel("campaigns.springSale.name in German").fill("Frühlingsangebote");
  await expect(page.getByRole("status").filter({ hasText: /^Check passed/ })).toBeVisible({ timeout: 30_000 });

  const preview = await browser.newPage();
  await openPreview(page, preview, draft, "/de/spring-sale", "2025-03-21T12:00:00Z");
  await expect(preview).toHaveTitle("Frühlingsangebote | Mechaforge");
  await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
  // One stage, no draw, three products.
  await expect(preview.locator(".timeline__item")).toHaveCount(1);
  const offered = await preview
    .locator(".product-card")
    .evaluateAll((cards) => Array.from(new Set(cards.map((card) => card.getAttribute("data-product")))).sort());
  expect(offered).toEqual(["30", "bumblebee", "k1"]);
  await expect(preview.locator("#lucky-draw")).toHaveCount(0);
  await expect(preview.getByRole("banner").getByRole("link", { name: "Frühlingsangebote" }).first()).toHaveAttribute(
    "href",
    /^\/de\/spring-sale(\?|$)/,
  );
  await openPreview(page, preview, draft, "/us/spring-sale", "2025-03-21T12:00:00Z");
  await expect(preview).toHaveTitle("Spring Sale | Mechaforge");
  await openPreview(page, preview, draft, "/uk/spring-sale", "2025-03-21T12:00:00Z");
  // The terms are folded: its own words are in the page.
  await expect(preview.getByText("our official UK shop while the sale runs")).toBeAttached();
  // Not in France.
  await openPreview(page, preview, draft, "/fr/spring-sale", "2025-03-21T12:00:00Z");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  // Before it opens: the page sends visitors to the region home, and the menu does not name it.
  await openPreview(page, preview, draft, "/us/spring-sale", "2025-03-01T12:00:00Z");
  await expect(preview).toHaveURL(/\/us(\?|$)/);
  await expect(preview.getByRole("banner").getByRole("link", { name: "Spring Sale" })).toHaveCount(0);
  await preview.close();
});

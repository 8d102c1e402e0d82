// A new product made in the studio as a marketer would at 1280 px, with no file touched: its picture uploaded to the
// media library, the product created by its name, given its picture, its names in English and German, stock and a
// pre-order until its release date, prices in the us and de, a tile on the us home from 1 December and a page of its
// own; the draft's preview shows the tile (none the day before) with the uploaded picture and Pre-Order Now before
// the release date, Buy Now after it, and its page in English and German.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { openPreview, signedInStaff, startDraft } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

const RELEASE_LOCAL = "2027-03-01T00:00";

test("a new product with an uploaded picture, prices in two regions, a pre-order and a us home tile", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  /** The draft saved and checked (passed or not): what the next screen reads. */
  const saved = () =>
    expect(page.getByRole("status").filter({ hasText: /^(Check passed|\d+ problems?: )/ })).toBeVisible({
      timeout: 30_000,
    });
  await signedInStaff(page, request, "editor", "new-product");

  // The picture, uploaded to the library.
  // Red, with a corner of noise: an image of its own in every run (the library keeps one copy of the same bytes).
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([{ input: randomBytes(16 * 16 * 3), raw: { width: 16, height: 16, channels: 3 }, top: 0, left: 0 }])
    .png()
    .toBuffer();
  const file = `scout-k2-${Date.now().toString(36)}.png`;
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Media" }).click();
  const upload = page.getByRole("form", { name: "Upload" });
  await upload.getByLabel("Image").setInputFiles({ name: file, mimeType: "image/png", buffer: png });
  await upload.getByLabel("English").fill("Interstellar Scout K2, red");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Uploaded.");

  // The product, by its name; then its picture, names, stock and pre-order.
  const draft = await startDraft(page, "/studio/products", `Scout K2 ${Date.now()}`);
  // A product made by mistake, taken out again.
  await page.getByLabel("New product, named (in English)").fill("Scout Mistake");
  await page.getByRole("button", { name: "Create the product" }).click();
  await expect(page.getByLabel("Product", { exact: true })).toHaveValue("scoutMistake");
  await page.getByRole("button", { name: "Remove Scout Mistake from this draft" }).click();
  await page.getByRole("button", { name: "Yes, remove Scout Mistake" }).click();
  await expect(page.getByLabel("Product", { exact: true })).toHaveValue("flagshipBumblebee");
  await expect(page.getByRole("option", { name: "Scout Mistake" })).toHaveCount(0);

  await page.getByLabel("New product, named (in English)").fill("Interstellar Scout K2");
  await page.getByRole("button", { name: "Create the product" }).click();
  await expect(page.getByLabel("Product", { exact: true })).toHaveValue("interstellarScoutK2");
  await page.getByRole("radio", { name: file }).check();
  await page.getByLabel("Name in German").fill("Interstellarer Späher K2");
  await page.getByLabel("Picture description in German").fill("Interstellarer Späher K2, rot");
  await page.getByLabel("Home tile line in English").fill("The scout that maps your living room.");
  await page.getByLabel("Stock", { exact: true }).fill("500");
  await page.getByLabel("Pre-sale: Form").selectOption({ label: "Changes over time" });
  const preSale = page.getByRole("group", { name: "Pre-sale", exact: true });
  await preSale.getByRole("group", { name: "Pre-sale #1" }).getByRole("checkbox", { name: "Pre-sale" }).check();
  await preSale.getByRole("button", { name: "Add an entry" }).click();
  const release = preSale.getByRole("group", { name: "Pre-sale #2" });
  await release.getByLabel("From").fill(RELEASE_LOCAL);
  await release.getByRole("checkbox", { name: "Pre-sale" }).uncheck();

  await saved();

  // Prices in two regions.
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Prices" }).click();
  await expect(page.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "Interstellar Scout K2" });
  for (const [region, price] of [
    ["US", "249"],
    ["DE", "259"],
  ] as const) {
    await page.getByLabel(/^Add to prices/).selectOption({ label: region });
    await page.getByLabel(region, { exact: true }).fill(price);
  }
  await saved();

  // A tile on the us home, at the end of the first row, shown from 1 December on the us clock.
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await page.getByLabel("Add a tile to the first row").selectOption({ label: "Interstellar Scout K2" });
  await page.getByLabel("Interstellar Scout K2: shown from (Los Angeles time)").fill("2026-12-01T00:00");
  await expect(page.getByRole("status").filter({ hasText: /^Check passed/ })).toBeVisible({ timeout: 30_000 });

  // A page of its own, with its text in the two languages whose regions sell it.
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Products" }).click();
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "Interstellar Scout K2" });
  await page.getByLabel("A page of its own at /interstellar-scout-k2").check();
  await expect(page.getByText("Missing: its page shows in Germany.")).toBeVisible();
  await page.getByLabel("Page tagline in English").fill("The scout that maps your living room.");
  await page.getByLabel("Page text in English").fill("Six legs, one lidar.\n\nProgram it in blocks or Python.");
  await page.getByLabel("Page tagline in German").fill("Der Späher, der Ihr Wohnzimmer kartiert.");
  await page.getByLabel("Page text in German").fill("Sechs Beine, ein Lidar.");
  await expect(page.getByRole("status").filter({ hasText: /^Check passed/ })).toBeVisible({ timeout: 30_000 });

  // The live pages, through the draft's preview: before the release a pre-order, after it a sale.
  const preview = await browser.newPage();
  const tile = preview.locator(".home-tiles").first().getByRole("article", { name: "Interstellar Scout K2" });
  await openPreview(page, preview, draft, "/us", "2026-11-30T23:59:00-08:00");
  await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(tile).toHaveCount(0);
  await openPreview(page, preview, draft, "/us", "2026-12-10T12:00:00-08:00");
  await expect(tile.getByRole("img", { name: "Interstellar Scout K2" })).toHaveAttribute(
    "src",
    /^\/media\/[0-9a-f]{32}-800\.png$/,
  );
  await expect(tile.getByText("$249")).toBeVisible();
  await expect(tile.getByRole("link", { name: /Pre-Order Now/ })).toHaveAttribute(
    "href",
    /\/products\/interstellar-scout-k2$/,
  );
  await openPreview(page, preview, draft, "/us", "2027-03-02T12:00:00-08:00");
  await expect(tile.getByRole("link", { name: /Buy Now/ })).toBeVisible();
  // Its Learn More opens its page (which no release made a route for), in each region that sells it.
  await tile.getByRole("link", { name: /Learn More/ }).click();
  await expect(preview).toHaveURL(/\/us\/interstellar-scout-k2(\?|$)/);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Interstellar Scout K2");
  await expect(preview.getByText("The scout that maps your living room.").first()).toBeVisible();
  await expect(preview.getByText("Program it in blocks or Python.")).toBeVisible();
  // Loaded afresh, its page hydrates as the server sent it: nothing emptied and filled again (it moved the whole page).
  await preview.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openPreview(page, preview, draft, "/de/interstellar-scout-k2", "2027-03-02T12:00:00+01:00");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Interstellarer Späher K2");
  await expect(preview.locator("html[data-hydrated]")).toBeAttached();
  expect(await preview.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
  await expect(preview.getByText("Sechs Beine, ein Lidar.")).toBeVisible();
  await preview.close();
});

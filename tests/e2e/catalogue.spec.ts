import type { Locator } from "@playwright/test";
import { homePages } from "~/content/home";
import type { PageKey } from "~/content/pages";
import { pageDef, pageRegions } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { fillAll } from "~/rules/copy-template";
import { preorderCopyValues, preorderSchedule } from "~/rules/preorder";
import { REGIONS, REGION_CODES, regionPath } from "~/rules/regions";
import { regionCatalogue, sellingPriceText, productPages } from "~/views/catalogue.server";
import { siteContents } from "~/views/site-content.server";
import { expect, test, type Page } from "./fixtures";
import { gotoAt } from "./support";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

// An instant after every region's early bird and before price recovery is irrelevant here: product pages other than
// the pre-order do not depend on time, and the pre-order page is opened in its price-recovery state (regular price).
const AFTER_PREORDER = "2025-07-01T00:00:00+08:00";

async function productJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "Product") as
    | {
        name: string;
        offers: { price: number; priceCurrency: string; url: string };
        potentialAction: { target: string };
      }
    | undefined;
}

test("every region's home shows its tiles with prices in its currency and language", async ({ page }) => {
  for (const region of REGION_CODES) {
    await page.goto(regionPath(region), { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("lang", REGIONS[region].locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(siteContents(content)[region].homeIntro.heading);
    const home = homePages(content)[region];
    await expect(page.getByRole("heading", { level: 2, name: home.section3.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: home.softwareEcosystem.title })).toBeVisible();
    // Press quotes only where real ones exist (home.ts `press`): none yet, so no section.
    await expect(page.locator(".home-praise")).toHaveCount(home.mediaPraise ? 1 : 0);
    for (const tile of [home.section1.tiles[0]!, home.section2.tiles[0]!]) {
      const card = page.locator(`article[data-product="${tile.key}"]`);
      await expect(card.getByRole("heading", { name: tile.title })).toBeVisible();
      const price = card.locator(".product-tile__price");
      // The live page: the price in force now.
      await expect(price).toHaveText(
        sellingPriceText(content, region, regionCatalogue(content, region, new Date())[tile.key]!.price),
      );
      await expect(price).toHaveAttribute("data-currency", REGIONS[region].currency);
    }
  }
});

const PRODUCT_KEYS = Object.keys(productPages(content)) as PageKey[];

for (const key of PRODUCT_KEYS) {
  test(`${key} renders in every region that sells it, with Product JSON-LD matching the shown price`, async ({
    page,
  }) => {
    const id = productPages(content)[key]!;
    for (const region of pageRegions(content, key)) {
      await gotoAt(page, regionPath(region, pageDef(content, key).path), AFTER_PREORDER);
      await expect(page.locator("html")).toHaveAttribute("lang", REGIONS[region].locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const entry = regionCatalogue(content, region, new Date(AFTER_PREORDER))[id]!;
      const shown = page.locator(".product-price__value").first();
      await expect(shown).toHaveText(sellingPriceText(content, region, entry.price));
      await expect(shown).toHaveAttribute("data-currency", REGIONS[region].currency);
      const jsonLd = await productJsonLd(page);
      expect(jsonLd, `${region} ${key}`).toBeDefined();
      expect(jsonLd!.offers).toMatchObject({
        price: entry.price,
        priceCurrency: REGIONS[region].currency,
        url: entry.buy,
      });
      expect(jsonLd!.potentialAction.target).toBe(entry.buy);
    }
  });
}

test("the us pre-order shows the early-bird price before the boundary and the normal price after it", async ({
  page,
}) => {
  const path = regionPath("us", "flagship-bumblebee");
  const copy = fillAll(wordsFor(content, "us").preorder!, preorderCopyValues(content, "us"));
  await gotoAt(page, path, "2025-04-28T14:59:00+08:00");
  await expect(page.getByText(copy.labels.earlyBirdPrice, { exact: true })).toBeVisible();
  await expect(page.locator(".product-price__value").first()).toHaveText("$949");
  // The regular price to come is announced with its date, never struck through (it was never charged).
  await expect(page.getByText("Regular price from April 28, 2025: $1,299", { exact: true })).toBeVisible();
  await expect(page.locator(".preorder-panel s")).toHaveCount(0);
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByRole("link", { name: /Pre-Order Now/ })).toHaveAttribute(
    "href",
    regionCatalogue(content, "us", new Date("2025-04-28T14:59:00+08:00")).flagshipBumblebee!.buy,
  );
  expect((await productJsonLd(page))!.offers.price).toBe(949);

  await gotoAt(page, path, "2025-04-28T15:00:00+08:00");
  await expect(page.locator(".product-price__value").first()).toHaveText("$1,299");
  await expect(page.getByText(copy.labels.earlyBirdEnded)).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: copy.bookingNotice })).toBeVisible();
  expect((await productJsonLd(page))!.offers.price).toBe(1299);

  await gotoAt(page, path, preorderSchedule(content, "us")!.priceRecoveryAt);
  await expect(page.getByText(copy.dispatchNote)).toBeVisible();
  await expect(page.getByRole("heading", { name: copy.bookingNotice })).toHaveCount(0);
});

test("the early-bird countdown ticks in the browser from server time", async ({ page }) => {
  await gotoAt(page, regionPath("us", "flagship-bumblebee"), "2025-04-27T12:00:00+08:00");
  const seconds = page.getByRole("timer").locator('[data-unit="Seconds"]');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? "");
  // 27 hours before the end: 1 day, 2 or 3 hours left depending on the tick.
  await expect(page.getByRole("timer").locator('[data-unit="Days"]')).toHaveText("01");
});

test("product buttons read Out of Stock and Sold Out when nothing is left", async ({ page }) => {
  await page.goto(regionPath("us", "flagship-megatron"));
  await expect(page.locator("#hero").getByText("Out of Stock")).toHaveAttribute("aria-disabled", "true");
  await page.goto(regionPath("de", "optimus-prime-rise-of-the-beasts-signature-limited-edition"));
  await expect(page.locator("#hero").getByText("Ausverkauft")).toHaveAttribute("aria-disabled", "true");
});

test("every learn-more page shows specs, a gallery of different views and its shop button (issue 15)", async ({
  page,
}) => {
  await page.goto(regionPath("us", "flagship-optimus-prime"));
  await expect(page.locator("#hero").getByRole("link", { name: /Buy Now/ })).toBeVisible();
  const specs = page.getByRole("region", { name: "Specifications" });
  await expect(specs.getByRole("term").filter({ hasText: "Servos" })).toBeVisible();
  await expect(specs).toContainText("Servos60");
  await expect(specs).toContainText("Standard warranty1 year");
  const gallery = page.getByRole("region", { name: "Gallery" });
  await expect(gallery.getByRole("img")).toHaveCount(3);
  await expect(gallery.getByRole("img", { name: /truck mode/ })).toBeVisible();

  await page.goto(regionPath("de", "grimlock-g1-flagship"));
  await expect(page.getByRole("region", { name: "Technische Daten" })).toContainText(/Akku3\.000\smAh/);
  await expect(page.getByRole("region", { name: "Galerie" }).getByRole("img", { name: /T-Rex-Modus/ })).toBeVisible();
});

/** A <video>'s state, read in the page. */
const videoState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    readyState: element.readyState,
    duration: element.duration,
    currentTime: element.currentTime,
    paused: element.paused,
    muted: element.muted,
    source: element.currentSrc,
  }));

test("video buttons open a dialog that plays the clip, keep focus inside and return it to the button", async ({
  page,
}) => {
  await page.goto(regionPath("us", "elite-optimus-prime"));
  for (const anchor of ["#elite-banner", "#specs", "#gallery"]) await expect(page.locator(anchor)).toBeAttached();
  const button = page.getByRole("button", { name: "Demo video" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Demo video" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  const video = dialog.getByLabel("Demo video");
  // Loaded (a few seconds long, VP9 first) and playing: the time moves on by itself, without sound.
  await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(2);
  const state = await videoState(video);
  expect(state.duration).toBeGreaterThan(3);
  expect(state.duration).toBeLessThan(8);
  expect(state.source).toMatch(/\/videos\/elite-demo\.webm$/);
  expect(state.muted).toBe(true);
  await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(0.3);
  // Tab stays in the dialog: close button → video → close button; Space pauses the focused video.
  await page.keyboard.press("Tab");
  await expect(video).toBeFocused();
  await page.keyboard.press("Space");
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.goto(regionPath("fr", "toy-story-buzz-lightyear"));
  await expect(page.locator("#banner")).toBeAttached();
  await expect(page.getByText("Retour garanti sous 14 jours", { exact: false }).first()).toBeVisible();
  await page.goto(regionPath("fr", "flagship-bumblebee"));
  await page.getByRole("button", { name: "Voir la vidéo" }).click();
  const french = page.getByRole("dialog");
  await expect(french.getByRole("button", { name: "Fermer" })).toBeFocused();
  await expect.poll(async () => (await videoState(french.locator("video"))).readyState).toBeGreaterThanOrEqual(2);
  expect((await videoState(french.locator("video"))).source).toMatch(/bumblebee-convert\.webm$/);
});

test("the Buzz page's video bands play muted by themselves when motion is allowed", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto(regionPath("us", "toy-story-buzz-lightyear"));
  const band = page.getByRole("region", { name: "Meet Buzz" });
  await band.scrollIntoViewIfNeeded();
  // <video> has no ARIA role; it is the band's only one and is named by the section heading.
  const video = band.locator("video");
  await expect(video).toHaveAccessibleName("Meet Buzz");
  await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(0.3);
  expect((await videoState(video)).muted).toBe(true);
  // Once it plays the native controls pause it, and a pause on screen is kept.
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(band.getByRole("button", { name: "Watch Video Meet Buzz" })).toBeVisible();
});

test("with reduced motion the Buzz page's video bands wait as a poster with a play button", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(regionPath("us", "toy-story-buzz-lightyear"));
  const band = page.getByRole("region", { name: "Buzz in action" });
  await band.scrollIntoViewIfNeeded();
  const video = band.locator("video");
  await expect(video).toHaveAccessibleName("Buzz in action");
  await expect(video).toHaveAttribute("poster", /buzz-in-action-poster\.webp$/);
  const play = band.getByRole("button", { name: "Watch Video Buzz in action" });
  await expect(play).toBeVisible();
  expect((await videoState(video)).paused).toBe(true);
  await play.click();
  await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(0.3);
  await expect(play).toBeHidden();
});

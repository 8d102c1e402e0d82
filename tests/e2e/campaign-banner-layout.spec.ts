import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { gotoAt } from "./support";

// How we know the robot never sits under the text: scripts/campaign-art.mjs draws every figure (robots, tree,
// presents, fireworks) inside the banner image's viewBox, and only the backdrop fades out towards its edges. So the
// <img>'s border box contains the whole figure, and if no box of the banner's text (stage badge, heading, paragraphs,
// countdown, buttons) meets that box, no text can cover the art. The box is a conservative bound: it includes the sky.

type Box = { x: number; y: number; width: number; height: number };

const STAGES = [
  { campaign: "black-friday", at: "2024-11-15T12:00:00+01:00", stage: 1 },
  { campaign: "black-friday", at: "2024-11-25T12:00:00+01:00", stage: 2 },
  { campaign: "black-friday", at: "2024-12-01T12:00:00+01:00", stage: 3 },
  { campaign: "christmas-sale", at: "2024-12-15T12:00:00+01:00", stage: 1 },
  { campaign: "christmas-sale", at: "2024-12-28T12:00:00+01:00", stage: 2 },
] as const;
const WIDTHS = [375, 768, 1280] as const;
const REGIONS = ["us", "uk", "eu", "fr", "de"] as const;

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${String(locator)}`);
  return box;
}

/** The boxes of every element a locator matches, read in one call (a box per call made a test 30 round trips). */
const boxesOf = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, text: (element as HTMLElement).innerText.slice(0, 40) };
    }),
  );

// Chromium picks the <picture>'s file again a little after the window changes, not within the resize: until then the
// <img> keeps the other file's box. Wait until the file the media query names is the one shown, and loaded.
async function artChosenFor(page: Page, width: number) {
  await page.waitForFunction((label) => {
    const img = document.querySelector<HTMLImageElement>("#banner picture img");
    const source = img?.parentElement?.querySelector("source");
    if (!img || !source) throw new Error(`${label}: no banner <picture>`);
    const wanted = matchMedia(source.media).matches ? source.srcset : img.getAttribute("src");
    return img.complete && img.currentSrc === new URL(wanted ?? "", location.href).href;
  }, `@${width}px`);
}

async function expectTextClearOfArt(page: Page, width: number, label: string) {
  const heading = page.getByRole("heading", { level: 1 });
  const banner = page.getByRole("region", { name: (await heading.textContent()) ?? "" });
  const art = banner.getByRole("img");
  await expect(art).toBeVisible();
  const figure = await boxOf(art);
  const section = await boxOf(banner);
  // The art is whole: not cut off by the banner's edges or the window, and not shrunk to a thumbnail.
  expect(figure.height, `${label}: art height`).toBeGreaterThan(200);
  expect(figure.x, `${label}: art left edge`).toBeGreaterThanOrEqual(0);
  expect(figure.x + figure.width, `${label}: art right edge`).toBeLessThanOrEqual(width);
  expect(figure.y, `${label}: art top`).toBeGreaterThanOrEqual(section.y - 1);
  expect(figure.y + figure.height, `${label}: art bottom`).toBeLessThanOrEqual(section.y + section.height + 1);

  const texts = (
    await Promise.all([
      boxesOf(heading),
      boxesOf(banner.getByRole("paragraph")),
      boxesOf(banner.getByRole("timer")), // none in a stage without a countdown
      boxesOf(banner.getByRole("link")),
    ])
  ).flat();
  expect(texts.length, `${label}: text elements`).toBeGreaterThanOrEqual(8);
  for (const text of texts) expect(intersects(text, figure), `${label}: "${text.text}" overlaps the art`).toBe(false);
}

// One page a region: each stage loaded once, then the window resized as a visitor would; each width is measured once
// its own art file is shown.
for (const region of REGIONS)
  test(`${region}: campaign banner text never overlaps the figure at 375, 768 and 1280 px, in every stage`, async ({
    page,
  }) => {
    for (const stage of STAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await gotoAt(page, `/${region}/${stage.campaign}`, stage.at);
      // The first paragraph of the banner is the stage badge: "1 Early Black Friday".
      await expect(page.locator("#banner").getByRole("paragraph").first()).toContainText(String(stage.stage));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await artChosenFor(page, width);
        await expectTextClearOfArt(
          page,
          width,
          `${region} ${stage.campaign} stage ${stage.stage} ${stage.at} @${width}px`,
        );
      }
    }
  });

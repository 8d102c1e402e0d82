// Product pages in the browser: the early-bird countdown ticking, the video dialogs and bands. What the pages show
// (prices, JSON-LD, specs, galleries, stock) is read from the build in tests/build/pages.test.ts.
import type { Locator } from "@playwright/test";
import { regionPath } from "~/rules/regions";
import { expect, test } from "./fixtures";
import { gotoAt } from "./support";

test("the early-bird countdown ticks in the browser from server time", async ({ page }) => {
  await gotoAt(page, regionPath("us", "flagship-bumblebee"), "2025-04-27T12:00:00+08:00");
  const seconds = page.getByRole("timer").locator('[data-unit="Seconds"]');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? "");
  // 27 hours before the end: 1 day, 2 or 3 hours left depending on the tick.
  await expect(page.getByRole("timer").locator('[data-unit="Days"]')).toHaveText("01");
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

// Fonts that cover what they show, in this suite's Chromium, which has no CJK font of its own: at 375 px
// every CJK character of the first view is drawn by a loaded web font from the first paint on (the page's preloaded
// first-view faces), and once the visitor scrolls, every character of the whole page is. A character no loaded face
// covers would be a box. Screenshots of the first view are attached to the test results (with E2E_SCREENSHOTS, support.ts). The Latin letters of the
// first view are drawn by the page's inline cut of Inter, and the whole Inter is fetched only with the rest of the
// site's fonts (docs/decisions/200-one-first-view-font-file.md).
import { expect, test, type Page } from "./fixtures";
import { screenshotToLookAt } from "./support";

test.use({ viewport: { width: 375, height: 812 } });

/**
 * Characters on the page, in the viewport only or all, that no loaded web font covers: CJK characters (and full-width
 * forms), or with `latin` the letters and digits (as drawn: capitals where the style sets them).
 */
function uncovered(page: Page, viewportOnly: boolean, latin = false): Promise<string[]> {
  return page.evaluate(
    ({ onlyInView, latinOnly }) => {
      const ranges = [...document.fonts]
        // The blank stand-in for Noto (docs/decisions/200-one-first-view-font-file.md) draws nothing.
        .filter((face) => face.status === "loaded" && !face.family.endsWith(" Blank"))
        .flatMap((face) =>
          face.unicodeRange.split(",").map((part) => {
            const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
            return [parseInt(from!, 16), parseInt(to!, 16)] as const;
          }),
        );
      const missing = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        // Words for screen readers only (clipped to nothing) are never drawn.
        if (node.parentElement?.closest(".visually-hidden")) continue;
        const upper = getComputedStyle(node.parentElement!).textTransform === "uppercase";
        const text = node.data;
        for (let i = 0; i < text.length; i++) {
          const point = (upper ? text[i]!.toUpperCase() : text).codePointAt(upper ? 0 : i)!;
          if (latinOnly ? !/[\p{L}\p{N}]/u.test(String.fromCodePoint(point)) || point >= 0x2000 : point < 0x2e80)
            continue;
          if (point >= 0xfe00 && point <= 0xfe0f) continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0) continue;
          if (onlyInView && (box.bottom <= 0 || box.top >= innerHeight)) continue;
          if (!ranges.some(([from, to]) => point >= from && point <= to)) missing.add(String.fromCodePoint(point));
        }
      }
      return [...missing];
    },
    { onlyInView: viewportOnly, latinOnly: latin },
  );
}

for (const path of ["/", "/jp/flagship-bumblebee", "/kr"]) {
  test(`${path} at 375 px draws every CJK character with a web font: the first view at once, the rest after a scroll`, async ({
    page,
  }, testInfo) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (/\/(fonts-\w+-rest-[\w-]+\.css|inter-[\w-]+\.woff2)$/.test(request.url()))
        fonts.push(/fonts-\w+-rest/.test(request.url()) ? "rest sheet" : "Inter");
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(await uncovered(page, true)).toEqual([]);
    expect(await uncovered(page, true, true)).toEqual([]);
    await screenshotToLookAt(page, { path: testInfo.outputPath("first-view-375.png") });

    // Moving loads the site's cut (RestFonts.tsx); then nothing on the whole page is left to a system font.
    await page.mouse.wheel(0, 400);
    await expect(page.locator("link[data-rest-fonts]")).toBeAttached();
    await expect
      .poll(async () => (await page.evaluate(() => document.fonts.ready), uncovered(page, false)))
      .toEqual([]);
    // The whole Inter (49 KB) is not on the way to the first view: it comes with the rest of the site's fonts.
    expect(fonts[0]).toBe("rest sheet");
  });
}

// The race a slow link or a busy server sometimes loses: the page's first-view file arrives after the first layout.
// This Chromium has no CJK font, so until then the blank stand-in of Noto draws the page's CJK characters
// (docs/decisions/200-one-first-view-font-file.md): the first layout already has Noto's advances and line heights,
// and the late file moves nothing. Without the stand-in, the fallback's other advances reflowed the text
// (CLS 0.045-0.108).
for (const path of ["/", "/jp", "/jp/flagship-bumblebee", "/kr"]) {
  test(`${path} at 375 px: a first-view font file that arrives after the first paint moves nothing`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/first-view/*.woff2", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts = { total: 0, observer: undefined as PerformanceObserver | undefined };
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries) shifts.total += (entry as PerformanceEntry & { value: number }).value;
      };
      shifts.observer = new PerformanceObserver((list) => add(list.getEntries()));
      shifts.observer.observe({ type: "layout-shift", buffered: true });
      Object.assign(window, { shifts, addShifts: add });
    });
    const firstLoaded = () =>
      [...document.fonts].some((face) => / (SC|JP|KR) First$/.test(face.family) && face.status === "loaded");
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(await page.evaluate(firstLoaded)).toBe(false);
    release();
    await page.waitForFunction(firstLoaded);
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      // The frame that lays the page out again with the file, and the next: by then its layout-shift entry is queued.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { shifts, addShifts } = window as unknown as {
        shifts: { total: number; observer: PerformanceObserver };
        addShifts: (entries: PerformanceEntryList) => void;
      };
      addShifts(shifts.observer.takeRecords());
      return shifts.total;
    });
    console.log(path, "layout shift with the first-view file late:", shift.toFixed(4));
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}

// The first view's faces start loading from the head, before the body is parsed: a face that starts when the first
// layout asks for it arrives after that layout and lays the whole page out again (Total Blocking Time on a phone).
test("the first view's faces are loading before the body is parsed", async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.addedNodes].some((node) => node.nodeName === "BODY"))) return;
      observer.disconnect();
      (window as unknown as { atBody: string[] }).atBody = [...document.fonts]
        .filter((face) => face.family.endsWith(" First"))
        .map((face) => `${face.family}: ${face.status}`);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/jp/flagship-bumblebee");
  const atBody = await page.evaluate(() => (window as unknown as { atBody: string[] }).atBody);
  expect(atBody.length).toBeGreaterThanOrEqual(2);
  for (const face of atBody) expect(face).not.toMatch(/: unloaded$/);
});

// Layout a shopper sees at 375, 768 and 1280 px: nothing wider than the screen, rows that scroll sideways
// show it, card grids fill their rows, card buttons line up, the home hero is a picture on phones, the region chooser
// highlights one country, and CJK names never leave one character alone on a line.
import { expect, test, type Page } from "./fixtures";
import { gotoAt } from "./support";

const WIDTHS = [375, 768, 1280] as const;

/** The card grids whose rows must be full, and the rows that scroll sideways inside themselves. */
const CARD_GRIDS = [
  ".home-tiles__grid",
  ".home-ecosystem__list",
  ".home-praise__list",
  ".product-gallery__grid",
  ".product-specs__list",
  ".product-highlights",
  ".buzz-list__items",
  ".buzz-editor__grid",
  ".card-grid",
  ".dealer-list",
  ".product-grid",
  ".benefits__list",
  ".region-chooser__grid",
  ".site-footer__groups",
];
const SCROLL_ROWS = [".in-page-menu ul", ".section-tabs__list", ".product-tabs__list", ".comparison__scroll"];

interface LayoutReport {
  pageOverflow: number;
  outside: string[];
  hiddenOverflow: string[];
  unhintedRows: string[];
  partialRows: string[];
  unalignedButtons: string[];
}

/** Everything measurable about the layout of the page as it is now. */
function measure(page: Page): Promise<LayoutReport> {
  return page.evaluate(
    ({ grids, rows }) => {
      const width = document.documentElement.clientWidth;
      const name = (el: Element) =>
        el.tagName.toLowerCase() +
        (el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : "");
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
      };
      const clipper = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== "visible") return p;
        }
        return null;
      };
      const report: LayoutReport = {
        pageOverflow: document.documentElement.scrollWidth - width,
        outside: [],
        hiddenOverflow: [],
        unhintedRows: [],
        partialRows: [],
        unalignedButtons: [],
      };
      for (const el of document.body.querySelectorAll("*")) {
        if (!shown(el) || el.closest(".visually-hidden, .honeypot")) continue;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // Wider than the screen and not inside something that scrolls or clips it.
        if ((box.right > width + 1 || box.left < -1) && style.position !== "fixed" && !clipper(el))
          report.outside.push(`${name(el)} ${Math.round(box.left)}..${Math.round(box.right)}`);
        // Content cut off by overflow: hidden/clip, with no way to scroll to it.
        if (/hidden|clip/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 40)
          report.hiddenOverflow.push(`${name(el)} ${el.clientWidth}/${el.scrollWidth}`);
      }
      // A row wider than its box scrolls and shows it: overflow auto and the fading edge (a mask).
      for (const row of document.querySelectorAll(rows.join(","))) {
        if (!shown(row) || row.scrollWidth <= row.clientWidth + 1) continue;
        const style = getComputedStyle(row);
        const mask = style.maskImage || style.getPropertyValue("-webkit-mask-image");
        if (style.overflowX !== "auto" || !mask || mask === "none") report.unhintedRows.push(name(row));
      }
      for (const grid of document.querySelectorAll(grids.join(","))) {
        const items = [...grid.children].filter(shown);
        if (!shown(grid) || items.length < 2) continue;
        const style = getComputedStyle(grid);
        const right =
          grid.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        const lines = new Map<number, Element[]>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          lines.set(top, [...(lines.get(top) ?? []), item]);
        }
        const counts = [...lines.values()].map((line) => line.length);
        // Every row reaches the grid's right edge (a last item spanning the row counts as full).
        for (const line of lines.values()) {
          const end = Math.max(...line.map((item) => item.getBoundingClientRect().right));
          if (Math.abs(end - right) > 2) {
            report.partialRows.push(`${name(grid)} rows ${counts.join("+")}`);
            break;
          }
        }
        // Buttons of cards side by side sit at the same height.
        for (const line of lines.values()) {
          if (line.length < 2) continue;
          const bottoms = line
            .map((item) => [...item.querySelectorAll(".button")].at(-1))
            .filter((button): button is Element => Boolean(button))
            .map((button) => Math.round(button.getBoundingClientRect().bottom));
          if (bottoms.length === line.length && Math.max(...bottoms) - Math.min(...bottoms) > 1) {
            report.unalignedButtons.push(`${name(grid)} ${bottoms.join(",")}`);
            break;
          }
        }
      }
      return report;
    },
    { grids: CARD_GRIDS, rows: SCROLL_ROWS },
  );
}

async function expectTidy(page: Page, label: string) {
  await page.evaluate(() => document.fonts.ready);
  const report = await measure(page);
  expect(report.pageOverflow, `${label}: page wider than the screen`).toBeLessThanOrEqual(0);
  expect(report.outside, `${label}: elements outside the screen`).toEqual([]);
  expect(report.hiddenOverflow, `${label}: content cut off without a way to scroll`).toEqual([]);
  expect(report.unhintedRows, `${label}: sideways rows without a hint`).toEqual([]);
  expect(report.partialRows, `${label}: card grid rows not full`).toEqual([]);
  expect(report.unalignedButtons, `${label}: card buttons at different heights`).toEqual([]);
}

const PAGES = [
  "/us",
  "/us/flagship-bumblebee",
  "/us/elite-optimus-prime",
  "/us/toy-story-buzz-lightyear",
  "/us/flagship-megatron",
  "/us/manuals",
  "/us/where-to-buy",
  "/us/support",
  "/us/faq",
  "/us/choose-your-region",
  "/jp",
  "/jp/flagship-bumblebee",
  "/jp/where-to-buy",
  "/jp/support",
  "/kr",
  "/",
];
const CAMPAIGNS: [string, string][] = [
  ["/us/black-friday", "2024-11-25T12:00:00+01:00"],
  ["/uk/christmas-sale", "2024-12-15T12:00:00+01:00"],
];
/** The pages whose CJK product names and headings are checked for a character alone on a line. */
const CJK_PAGES = ["/jp", "/jp/flagship-bumblebee", "/kr", "/"];

/** CJK product names and headings that leave a single character on their last line. */
function lonelyCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll("h1, h2, h3, .product-name__line, .button, footer a")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const lines: { top: number; text: string }[] = [];
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i]!)) continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const last = lines[lines.length - 1];
          if (last && Math.abs(last.top - rect.top) < rect.height / 2) last.text += text[i];
          else lines.push({ top: rect.top, text: text[i]! });
        }
      }
      const end = lines[lines.length - 1];
      if (lines.length > 1 && end && [...end.text].length === 1 && /[^\p{ASCII}]/u.test(end.text))
        found.push(`${el.textContent?.trim()} (last line: ${end.text})`);
    }
    return found;
  });
}

// Each page loaded once, at 375 px (what a phone loads), then the window widened as a visitor would: the layout at a
// width is the stylesheet's at that width (the page's scripts measure no width when they start). Two tests, so that
// two workers share the pages.
const US_PAGES = PAGES.filter((path) => path.startsWith("/us"));
for (const [label, paths, campaigns] of [
  ["the us pages", US_PAGES, []],
  ["the jp, kr and cn pages and two campaigns", PAGES.filter((path) => !US_PAGES.includes(path)), CAMPAIGNS],
] as const) {
  test(`${label} fit 375, 768 and 1280 px: no overflow, full card rows, aligned buttons, hinted sideways rows; CJK names never leave one character on a line`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const targets: [string, string | null][] = [
      ...paths.map((path): [string, null] => [path, null]),
      ...campaigns.map(([path, at]): [string, string] => [path, at]),
    ];
    for (const [path, at] of targets) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      if (at) await gotoAt(page, path, at);
      else await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectTidy(page, `${path} at ${width}`);
        if (CJK_PAGES.includes(path)) expect(await lonelyCharacters(page), `${path} at ${width}`).toEqual([]);
      }
    }
  });
}

test("at 375 px the sideways rows scroll inside themselves with a fading edge, and the comparison table shows both products", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/us/elite-optimus-prime");
  const compare = page.getByRole("region", { name: "Elite Optimus Prime / Flagship Optimus Prime" });
  await expect(compare).toHaveAttribute("tabindex", "0");
  const flagship = compare.getByRole("columnheader", { name: /Flagship Optimus Prime/ });
  // The Flagship column is on screen, or reachable by scrolling the region (keyboard: focus it, then arrow keys).
  await compare.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
  await expect(flagship).toBeInViewport({ ratio: 1 });
  const menu = page.locator(".in-page-menu ul");
  expect(await menu.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await menu.evaluate((el) => getComputedStyle(el).maskImage)).toContain("gradient");

  await gotoAt(page, "/us/black-friday", "2024-11-25T12:00:00+01:00");
  const tabs = page.locator(".section-tabs__list");
  // Every tab can be scrolled into full view inside the row.
  for (const link of await tabs.getByRole("link").all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
});

test("the home hero on a phone is a picture, not a strip", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/us");
  const art = page.locator(".home-hero__banner img");
  const box = (await art.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(370);
  expect(box.height / box.width).toBeGreaterThanOrEqual(0.7);
});

test("the region chooser highlights only the chosen country: the region's main one, or the region_pref one", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const current = page.locator(".region-card--current");
  await page.goto(`${baseURL}/us/choose-your-region`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("data-country", "US");
  await expect(page.locator('.region-card[aria-current="true"]')).toHaveCount(1);

  for (const country of ["CA", "OTHER"]) {
    const value = encodeURIComponent(
      Buffer.from(JSON.stringify({ region: "us", language: "en", country })).toString("base64"),
    );
    await context.addCookies([{ name: "region_pref", value, url: baseURL! }]);
    await page.goto(`${baseURL}/us/choose-your-region`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("data-country", country);
  }
  // A preference for another region does not move the highlight of this one.
  await page.goto(`${baseURL}/jp/choose-your-region`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("data-country", "JP");
  await context.close();
});

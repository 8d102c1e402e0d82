// Placements (menu entries, text banners): the pages they point to exist, while the entry shows (an entry shows only
// while its page exists: a window reaching outside the page's is a mistake).
import { noPage, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { isPageKey, pageDef, pageExists } from "~/content/pages";
import type { Placements } from "~/content/placements.schema";
import { REGION_CODES, REGIONS } from "~/rules/regions";
import { regionWindow, type LocalTimeWindow, type TimeWindow } from "~/rules/schedule";

export function checkPlacements({ set: content, document }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  const placements = content.placements as Placements;
  const entries = [
    ...placements.menu.map((entry, index) => [entry, `menu[${index}]`] as const),
    ...placements.textBanners.map((entry, index) => [entry, `textBanners[${index}]`] as const),
  ];
  for (const [entry, path] of entries) {
    const twice = boundsGivenTwice(entry);
    if (twice) add({ file: "placements.ts", path: `${path}.${twice}`, message: twiceMessage });
  }
  placements.menu.forEach((entry, index) => {
    if (!("page" in entry)) return;
    const path = `menu[${index}].page`;
    if (!isPageKey(document, entry.page))
      return add({ file: "placements.ts", path, message: noPage(document, entry.page) });
    for (const region of REGION_CODES) {
      const windows = pageDef(document, entry.page).windows?.[region];
      if (!pageExists(document, entry.page, region) || !windows) continue;
      // Inside one of the page's windows (a campaign series: one per edition), or named against the first.
      const own = { page: entry.page, ...regionWindow(entry, REGIONS[region].timeZone) };
      const outside = windows.every((window) => outsideWindow(own, window))
        ? outsideWindow(own, windows[0]!)
        : undefined;
      if (outside)
        add({
          file: "placements.ts",
          path: `menu[${index}]`,
          message: `${outside}: keep the entry's window inside the page's, or leave it out (the entry follows the page)`,
          region,
        });
    }
  });
  placements.textBanners.forEach((banner, index) => {
    if ("page" in banner.link && !isPageKey(document, banner.link.page))
      add({
        file: "placements.ts",
        path: `textBanners[${index}].link.page`,
        message: noPage(document, banner.link.page),
      });
  });

  return issues;
}

const twiceMessage =
  "a bound given both as one instant and as each region's local time: keep one (local time runs from each region's own clock)";

/** The first bound an entry gives in both forms (an instant and a local time), or null. */
function boundsGivenTwice(entry: LocalTimeWindow): "startLocal" | "endLocal" | null {
  if (entry.startTime && entry.startLocal) return "startLocal";
  if (entry.endTime && entry.endLocal) return "endLocal";
  return null;
}

/** How an entry's window reaches outside its page's, or null when it does not. */
function outsideWindow(
  entry: { page: string; startTime?: string | null; endTime?: string | null },
  window: TimeWindow,
): string | null {
  const at = (time: string | null | undefined, fallback: number) => (time ? Date.parse(time) : fallback);
  if (at(entry.startTime, -Infinity) < at(window.startTime, -Infinity))
    return `shows before page "${entry.page}" exists (from ${entry.startTime ?? "the start"})`;
  if (at(entry.endTime, Infinity) > at(window.endTime, Infinity))
    return `shows after page "${entry.page}" closes (until ${entry.endTime ?? "for good"})`;
  return null;
}

// Placements (menu entries, text banners): the pages they point to exist, while the entry shows (an entry shows only
// while its page exists: a window reaching outside the page's is a mistake).
import { noPage, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { isPageKey, pageDef, pageExists } from "~/content/pages";
import type { Placements } from "~/content/placements.schema";
import { REGION_CODES } from "~/rules/regions";
import type { TimeWindow } from "~/rules/schedule";

export function checkPlacements({ set: content, document }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  const placements = content.placements as Placements;
  placements.menu.forEach((entry, index) => {
    if (!("page" in entry)) return;
    const path = `menu[${index}].page`;
    if (!isPageKey(document, entry.page))
      return add({ file: "placements.ts", path, message: noPage(document, entry.page) });
    for (const region of REGION_CODES) {
      const windows = pageDef(document, entry.page).windows?.[region];
      if (!pageExists(document, entry.page, region) || !windows) continue;
      // Inside one of the page's windows (a campaign series: one per edition), or named against the first.
      const outside = windows.every((window) => outsideWindow(entry, window))
        ? outsideWindow(entry, windows[0]!)
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

/** How an entry's window reaches outside its page's, or null when it does not. */
function outsideWindow(
  entry: { page: string; startTime?: string; endTime?: string },
  window: TimeWindow,
): string | null {
  const at = (time: string | null | undefined, fallback: number) => (time ? Date.parse(time) : fallback);
  if (at(entry.startTime, -Infinity) < at(window.startTime, -Infinity))
    return `shows before page "${entry.page}" exists (from ${entry.startTime ?? "the start"})`;
  if (at(entry.endTime, Infinity) > at(window.endTime, Infinity))
    return `shows after page "${entry.page}" closes (until ${entry.endTime ?? "for good"})`;
  return null;
}

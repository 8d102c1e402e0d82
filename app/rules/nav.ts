// Which navigation entries and text banners show at a moment (docs/requirements.md, "Menus and text banners").
import { isOpen } from "~/rules/schedule";
import type { NavEntry, NavGroup, SiteContent } from "~/views/site-content";

export type NavPlace = "header" | "footer";

export interface NavMoment {
  now: Date;
  /** Flagship Bumblebee launch stage of the region at `now`. */
  launchStage: number;
}

export function isEntryVisible(entry: NavEntry, place: NavPlace, moment: NavMoment): boolean {
  if (entry.hidden?.includes(place)) return false;
  if (entry.launchStages && !entry.launchStages.includes(moment.launchStage)) return false;
  return isOpen(entry, moment.now);
}

/** An entry as it shows at a moment: a tag with an end (a product's "New") is dropped from then on. */
export function entryAt(entry: NavEntry, now: Date): NavEntry {
  if (entry.tag?.until === undefined) return entry;
  const { until, ...tag } = entry.tag;
  if (now.getTime() < Date.parse(until)) return { ...entry, tag };
  const { tag: _ended, ...rest } = entry;
  return rest;
}

export function visibleGroup(group: NavGroup, place: NavPlace, moment: NavMoment): NavGroup {
  return {
    ...group,
    children: group.children
      .filter((entry) => isEntryVisible(entry, place, moment))
      .map((entry) => entryAt(entry, moment.now)),
  };
}

export interface TextBannerItem {
  label: string;
  link: string;
}

/**
 * The footer text banner showing now: of the banners whose window is open (and whose launch stage it is, for the
 * launch's own), the one of highest priority, the first listed among equals.
 */
export function activeTextBanner(banner: SiteContent["textBanner"], moment: NavMoment): TextBannerItem | null {
  let best: SiteContent["textBanner"]["items"][number] | null = null;
  for (const item of banner.items) {
    if (item.launchStages && !item.launchStages.includes(moment.launchStage)) continue;
    if (!isOpen(item, moment.now)) continue;
    if (!best || (item.priority ?? 0) > (best.priority ?? 0)) best = item;
  }
  return best ? { label: best.label, link: best.link } : null;
}

export interface SiteNav {
  groups: { key: "products" | "support" | "about"; group: NavGroup }[];
  extras: NavEntry[];
}

/** The menu of a place (header or footer) at a moment of the region's launch `stage`. */
export function siteNav(site: SiteContent, place: NavPlace, now: Date, launchStage: number): SiteNav {
  const moment = { now, launchStage };
  const keys = ["products", "support", "about"] as const;
  return {
    groups: keys
      .map((key) => ({ key, group: visibleGroup(site.nav[key], place, moment) }))
      .filter(({ group }) => group.children.length > 0),
    // Higher priority first; equal ones keep their order (Array.prototype.sort is stable).
    extras: site.nav.extras
      .filter((entry) => isEntryVisible(entry, place, moment))
      .map((entry) => entryAt(entry, now))
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)),
  };
}

// Which navigation entries and text banners show at a moment (spec §2 Menus, §4).
import type { NavEntry, NavGroup, SiteContent } from "~/views/site-content.server";
import { isOpen } from "./schedule";

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

export function visibleGroup(group: NavGroup, place: NavPlace, moment: NavMoment): NavGroup {
  return { ...group, children: group.children.filter((entry) => isEntryVisible(entry, place, moment)) };
}

export interface TextBannerItem {
  label: string;
  link: string;
}

/** The footer text banner entry showing now: only in the configured launch stages and inside its own window. */
export function activeTextBanner(banner: SiteContent["textBanner"], moment: NavMoment): TextBannerItem | null {
  if (!banner.launchStages.includes(moment.launchStage)) return null;
  const item = banner.items.find((candidate) => isOpen(candidate, moment.now));
  return item ? { label: item.label, link: item.link } : null;
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
    extras: site.nav.extras.filter((entry) => isEntryVisible(entry, place, moment)),
  };
}

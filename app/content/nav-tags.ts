// The tags a menu entry may carry ("New", "Hot", "Sale"): their colours are in site.ts, their labels are words.
export const NAV_TAGS = ["new", "hot", "sale"] as const;
export type NavTag = (typeof NAV_TAGS)[number];

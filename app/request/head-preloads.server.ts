// Module preload hints out of the document head (docs/decisions/060-module-preloads-out-of-head.md). React hoists the
// router's ~120 KB of `<link rel="modulepreload">` into <head>, where on a slow mobile link they take the bandwidth and
// connections the first paint and the hero image need. Without them the scripts start when the router's module script
// at the end of <body> runs: first paint and LCP come first, hydration one round trip later.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HEAD_END = "</head>";

/** Removes module preload links from the document head; everything after </head> is left as it is. */
export function removeHeadModulePreloads(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return removeModulePreloads(html);
  return removeModulePreloads(html.slice(0, end)) + html.slice(end);
}

/** Removes module preload links from a piece of the head. */
export function removeModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, "");
}

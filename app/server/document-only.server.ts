import { attachHeaderMenu } from "../client/header-menu";
import type { StaticShellOptions } from "../components/layout/document-only";
import { jsonLdText } from "../rules/structured-data";

/**
 * The analytics page view and the hydration marker of a document React does not hydrate (what PageViewTracker and the
 * root layout do on a hydrated page). Sent as its own source text, so it must not use anything from outside its body.
 */
function recordStaticPage(options: Pick<StaticShellOptions, "region" | "language">): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: "virtual_page_view",
    page_path: location.pathname + location.search,
    page_title: document.title,
    region: options.region,
    language: options.language,
  });
  // The same marker a hydrated page sets: the page's controls work from here on.
  document.documentElement.dataset.hydrated = "true";
}

const MENU_SOURCE = attachHeaderMenu.toString();
const RECORD_SOURCE = recordStaticPage.toString();

/**
 * The inline script of a document-only page: the header menu's behaviour (the very function the React header runs,
 * client/header-menu.ts) and the page view.
 */
export function staticShellScript(options: StaticShellOptions): string {
  const labels = { openMenu: options.openMenu, closeMenu: options.closeMenu };
  return `(${MENU_SOURCE})(document,${jsonLdText(labels)});(${RECORD_SOURCE})(${jsonLdText({ region: options.region, language: options.language })});`;
}

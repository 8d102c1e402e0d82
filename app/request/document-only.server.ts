import { attachConsent } from "~/client/consent";
import { attachFadeIn } from "~/client/fade-in";
import { attachHeaderMenu } from "~/client/header-menu";
import { lockScroll } from "~/client/scroll-lock";
import type { StaticShellOptions } from "~/components/layout/document-only";
import { jsonLdText } from "~/rules/json-ld-text";

/**
 * The analytics page view (recorded as the visitor's consent allows, client/consent.ts) and the hydration marker of a
 * document React does not hydrate (what Analytics and the root layout do on a hydrated page). Sent as its own source
 * text, so it must not use anything from outside its body.
 */
function recordStaticPage(options: Pick<StaticShellOptions, "region" | "language">): void {
  window.mfAnalytics?.pageView({
    event: "virtual_page_view",
    page_path: location.pathname + location.search,
    page_title: document.title,
    region: options.region,
    language: options.language,
  });
  // The same marker a hydrated page sets: the page's controls work from here on.
  document.documentElement.dataset.hydrated = "true";
}

/**
 * Live time on a document-only page (LiveSchedule on hydrated pages): when the region's next boundary passes
 * while the page is open, it reloads itself, which renders its next state (the browser keeps the scroll position on a
 * reload). Only a boundary less than a day after the render is waited for; the wait then asks the server's clock
 * (/ssr/timestamp, the preview clock in a preview), never the browser's. Sent as its own source text.
 */
function reloadAtNextChange(times: { now: number; nextChange: number | null }): void {
  const DAY = 86_400_000;
  if (times.nextChange === null || times.nextChange - times.now > DAY) return;
  const target = times.nextChange;
  const start = (serverNow: number) => {
    const syncedAt = performance.now();
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      const left = target - (serverNow + performance.now() - syncedAt);
      if (left <= 0) location.reload();
      else timer = window.setTimeout(check, Math.min(left, 60_000));
    };
    check();
    document.addEventListener("visibilitychange", check);
  };
  fetch("/ssr/timestamp", { headers: { accept: "application/json" } })
    .then((response) => response.json())
    .then((body: { data?: { timestamp?: unknown } }) => {
      const timestamp = body.data?.timestamp;
      if (typeof timestamp === "number") start(timestamp);
    })
    .catch(() => undefined);
}

const MENU_SOURCE = attachHeaderMenu.toString();
const LOCK_SOURCE = lockScroll.toString();
const FADE_SOURCE = attachFadeIn.toString();
const RELOAD_SOURCE = reloadAtNextChange.toString();
const RECORD_SOURCE = recordStaticPage.toString();
const CONSENT_SOURCE = attachConsent.toString();

/**
 * The inline script of a document-only page: the header menu's behaviour (the very function the React header runs,
 * client/header-menu.ts), consent (client/consent.ts) and the page view.
 */
export function staticShellScript(options: StaticShellOptions): string {
  const labels = { openMenu: options.openMenu, closeMenu: options.closeMenu };
  return `(${MENU_SOURCE})(document,${jsonLdText(labels)},${LOCK_SOURCE});(${CONSENT_SOURCE})(document,${jsonLdText(options.consent)});(${RECORD_SOURCE})(${jsonLdText({ region: options.region, language: options.language })});(${FADE_SOURCE})(document);(${RELOAD_SOURCE})(${jsonLdText({ now: options.now, nextChange: options.nextChange })});`;
}

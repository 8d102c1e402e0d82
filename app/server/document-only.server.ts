import type { StaticShellOptions } from "../components/layout/document-only";
import { jsonLdText } from "../rules/structured-data";

/**
 * The header and analytics behaviour of SiteHeader and PageViewTracker for a document React does not hydrate. It is sent
 * as its own source text (staticShellScript), so it must not use anything from outside its body.
 */
export function enhanceStaticShell(options: StaticShellOptions): void {
  const doc = document;
  const menuButton = doc.querySelector<HTMLButtonElement>(".site-header__menu-button");
  const nav = doc.querySelector<HTMLElement>(".site-nav");
  const groups = Array.from(doc.querySelectorAll<HTMLButtonElement>(".site-nav__group-button"));
  const isOpen = (button: HTMLElement) => button.getAttribute("aria-expanded") === "true";

  const setMenu = (open: boolean) => {
    if (!menuButton || !nav) return;
    menuButton.setAttribute("aria-expanded", String(open));
    nav.classList.toggle("site-nav--open", open);
    menuButton.querySelector(".burger")?.classList.toggle("burger--open", open);
    const label = menuButton.querySelector(".visually-hidden");
    if (label) label.textContent = open ? options.closeMenu : options.openMenu;
  };
  const setGroup = (opened: HTMLElement | null) => {
    for (const button of groups) {
      button.setAttribute("aria-expanded", String(button === opened));
      const panel = doc.getElementById(button.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = button !== opened;
    }
  };

  menuButton?.addEventListener("click", () => setMenu(!isOpen(menuButton)));
  for (const button of groups) button.addEventListener("click", () => setGroup(isOpen(button) ? null : button));
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    // Focus inside a panel that is about to hide goes back to the button that opened it.
    const opener = groups.find(isOpen);
    if (opener?.parentElement?.contains(doc.activeElement)) opener.focus();
    setMenu(false);
    setGroup(null);
  });
  doc.addEventListener("click", (event) => {
    if (nav && !nav.contains(event.target as Node)) setGroup(null);
  });

  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: "virtual_page_view",
    page_path: location.pathname + location.search,
    page_title: doc.title,
    region: options.region,
    language: options.language,
  });
  // The same marker a hydrated page sets: the page's controls work from here on.
  doc.documentElement.dataset.hydrated = "true";
}

const SHELL_SOURCE = enhanceStaticShell.toString();

/** The inline script text that runs enhanceStaticShell with this page's options. */
export function staticShellScript(options: StaticShellOptions): string {
  return `(${SHELL_SOURCE})(${jsonLdText(options)});`;
}

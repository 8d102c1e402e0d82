// The header menu's behaviour (docs/requirements.md, "Menus and text banners"), once for both ways a page reaches the
// browser: the hydrated React header runs it from an effect (components/layout/SiteHeader.tsx), and a document-only
// page sends its source text as an inline script (app/request/document-only.server.ts). So it must not use anything
// from outside its own body.

export interface HeaderMenuLabels {
  openMenu: string;
  closeMenu: string;
}

export interface HeaderMenu {
  /** Closes the menu and every group (a navigation does). */
  close(): void;
  /** Removes the listeners (the React header unmounts). */
  detach(): void;
}

/**
 * Makes the rendered header work: the menu button opens the menu (phones and tablets) over a backdrop that closes it,
 * with the page's scroll locked (`lockScroll`, client/scroll-lock.ts, passed in so that the document-only page can send
 * both as source text); a group button opens its panel (aria-expanded, one panel at a time); Escape closes everything
 * and gives focus back to the group button; a click outside closes the open panel.
 */
export function attachHeaderMenu(
  doc: Document,
  labels: HeaderMenuLabels,
  lockScroll: (doc: Document) => () => void,
): HeaderMenu {
  const menuButton = doc.querySelector<HTMLButtonElement>(".site-header__menu-button");
  const nav = doc.querySelector<HTMLElement>(".site-nav");
  const backdrop = doc.querySelector<HTMLElement>(".site-nav__backdrop");
  let release: (() => void) | null = null;
  const groups = Array.from(doc.querySelectorAll<HTMLButtonElement>(".site-nav__group-button"));
  const isOpen = (button: HTMLElement) => button.getAttribute("aria-expanded") === "true";

  const setMenu = (open: boolean) => {
    if (!menuButton || !nav) return;
    menuButton.setAttribute("aria-expanded", String(open));
    nav.classList.toggle("site-nav--open", open);
    if (backdrop) backdrop.hidden = !open;
    if (open && !release) release = lockScroll(doc);
    if (!open && release) {
      release();
      release = null;
    }
    menuButton.querySelector(".burger")?.classList.toggle("burger--open", open);
    const label = menuButton.querySelector(".visually-hidden");
    if (label) label.textContent = open ? labels.closeMenu : labels.openMenu;
  };
  const setGroup = (opened: HTMLElement | null) => {
    for (const button of groups) {
      button.setAttribute("aria-expanded", String(button === opened));
      const panel = doc.getElementById(button.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = button !== opened;
    }
  };
  const close = () => {
    setMenu(false);
    setGroup(null);
  };

  const onMenu = () => menuButton && setMenu(!isOpen(menuButton));
  const onGroup = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    setGroup(isOpen(button) ? null : button);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Focus inside a panel that is about to hide goes back to the button that opened it.
    const opener = groups.find(isOpen);
    if (opener?.parentElement?.contains(doc.activeElement)) opener.focus();
    close();
  };
  const onOutside = (event: MouseEvent) => {
    if (nav && !nav.contains(event.target as Node)) setGroup(null);
  };
  const onBackdrop = () => {
    close();
    menuButton?.focus();
  };

  menuButton?.addEventListener("click", onMenu);
  backdrop?.addEventListener("click", onBackdrop);
  for (const button of groups) button.addEventListener("click", onGroup);
  doc.addEventListener("keydown", onKey);
  doc.addEventListener("click", onOutside);
  return {
    close,
    detach() {
      close();
      menuButton?.removeEventListener("click", onMenu);
      backdrop?.removeEventListener("click", onBackdrop);
      for (const button of groups) button.removeEventListener("click", onGroup);
      doc.removeEventListener("keydown", onKey);
      doc.removeEventListener("click", onOutside);
    },
  };
}

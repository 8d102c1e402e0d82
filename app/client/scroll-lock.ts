// Page scroll lock (docs/requirements.md, "Motion and overlays"), one implementation for every overlay: the dealer
// modal and the video dialog (ui/Modal), the mobile menu (client/header-menu.ts, also on document-only pages, which
// receive this function's source text, so it must not use anything from outside its own body) and the collapse's option
// (ui/Collapse). The spec's 17 px compensation is added only where the page loses a classic scrollbar: padding where
// none is lost would shift the page instead. 17 px is the spec's figure even where the scrollbar is 15 px (Chromium on
// Linux). The collapse locks the page only while it animates (0.5 s); no panel uses the option today (on the FAQ the
// scrollbar swap would jolt the page at every click).

/** Releases one lock; the page scrolls again once every lock taken is released. Calling it twice does nothing. */
export type ScrollRelease = () => void;

/**
 * Locks the page's scroll: `overflow: hidden` on <body>. Where the page loses a classic scrollbar by it (a scrollbar
 * takes room, not on phones: below 768 px), `padding-right: 17px` keeps the content from shifting under the
 * overlay. Locks nest (a counter on <body>): the first takes them, the last release restores the page as it was.
 */
export function lockScroll(doc: Document): ScrollRelease {
  const body = doc.body;
  const view = doc.defaultView;
  const held = Number(body.dataset.scrollLock ?? "0");
  if (held === 0) {
    const scrollbar = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    const mobile = view ? view.matchMedia("(max-width: 767px)").matches : false;
    body.dataset.scrollLockStyle = JSON.stringify([body.style.overflow, body.style.paddingRight]);
    body.style.overflow = "hidden";
    if (scrollbar > 0 && !mobile) body.style.paddingRight = "17px";
  }
  body.dataset.scrollLock = String(held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Number(body.dataset.scrollLock ?? "1") - 1;
    if (left > 0) {
      body.dataset.scrollLock = String(left);
      return;
    }
    const [overflow, paddingRight] = JSON.parse(body.dataset.scrollLockStyle ?? '["",""]') as [string, string];
    body.style.overflow = overflow;
    body.style.paddingRight = paddingRight;
    delete body.dataset.scrollLock;
    delete body.dataset.scrollLockStyle;
  };
}

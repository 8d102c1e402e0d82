import { useEffect } from "react";
import { useLocation, useMatches, useNavigationType, type UIMatch } from "react-router";

/**
 * Where a page scrolls after a forward navigation (docs/requirements.md, "Scroll after navigation"), declared in its
 * route's `handle`.
 */
export interface ScrollHandle {
  scroll: { position: { top: number } } | { target: string };
}

export function scrollTo(target: string): ScrollHandle {
  return { scroll: { target } };
}

function scrollOf(matches: readonly UIMatch[]): ScrollHandle["scroll"] | undefined {
  return matches.map((match) => (match.handle as Partial<ScrollHandle> | undefined)?.scroll).findLast(Boolean);
}

/**
 * Scroll after forward navigations: the page's scroll position, else its scroll target element; back/forward keep the
 * saved position and other pages go to the top (both handled by <ScrollRestoration>).
 */
export function RouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const scroll = scrollOf(useMatches());
  useEffect(() => {
    if (navigationType === "POP" || location.hash || !scroll) return;
    if ("position" in scroll) window.scrollTo({ top: scroll.position.top });
    else document.getElementById(scroll.target)?.scrollIntoView({ block: "start" });
  }, [location.key, location.pathname, location.hash, navigationType, scroll]);
  return null;
}

import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { pageByPath, pageDef } from "~/lib/pages";
import { resolveRegion } from "~/lib/regions";

/**
 * Scroll after forward navigations (spec §2): the page's scrollPosition, else its scroll target element;
 * back/forward keep the saved position and other pages go to the top (both handled by <ScrollRestoration>).
 */
export function RouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP" || location.hash) return;
    const key = pageByPath(resolveRegion(location.pathname).pagePath);
    if (!key) return;
    const def = pageDef(key);
    if (def.scrollPosition) {
      window.scrollTo({ top: def.scrollPosition.top });
    } else if (def.scrollTarget) {
      document.getElementById(def.scrollTarget)?.scrollIntoView({ block: "start" });
    }
  }, [location.key, location.pathname, location.hash, navigationType]);
  return null;
}

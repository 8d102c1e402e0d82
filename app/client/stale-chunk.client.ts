// Stale-deploy recovery (docs/requirements.md, "Stale deploys"). When a lazy route chunk under /assets/ is gone after a
// deploy (the server answers 404 for it), React Router gives up the client navigation and reloads the *current*
// document. We remember the navigation that was under way when the page unloaded, and on the reloaded page open that
// route's full path.

const KEY = "intended-navigation";
const MAX_AGE_MS = 10_000;

interface Intended {
  href: string;
  at: number;
}

interface RouterLike {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
}

declare global {
  interface Window {
    __reactRouterDataRouter?: RouterLike;
  }
}

/** Called after hydration starts: tracks the navigation under way and stores it if the page unloads mid-way. */
export function rememberIntendedNavigation(): void {
  let pending: string | null = null;
  const attach = () => {
    const router = window.__reactRouterDataRouter;
    if (!router) return void window.setTimeout(attach, 50);
    router.subscribe((state) => {
      const location = state.navigation.location;
      pending = location ? location.pathname + location.search + location.hash : null;
    });
  };
  attach();
  window.addEventListener("pagehide", () => {
    if (!pending) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ href: pending, at: Date.now() } satisfies Intended));
    } catch {
      // Storage unavailable: the plain reload still shows a working page.
    }
  });
}

/** On boot: if the previous document was torn down mid-navigation, load that navigation's target instead. */
export function followIntendedNavigation(): boolean {
  let intended: Intended | null;
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    intended = raw ? (JSON.parse(raw) as Intended) : null;
  } catch {
    return false;
  }
  if (!intended || typeof intended.href !== "string" || Date.now() - intended.at > MAX_AGE_MS) return false;
  const here = location.pathname + location.search + location.hash;
  // Same-origin paths only: never a way to send the visitor elsewhere.
  if (!intended.href.startsWith("/") || intended.href.startsWith("//") || intended.href === here) return false;
  location.replace(intended.href);
  return true;
}

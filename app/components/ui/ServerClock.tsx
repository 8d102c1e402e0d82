import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { fetchServerTimestamp } from "~/api/server-time";

// Server time in the browser (docs/requirements.md, "Server time"): the first render uses the server's timestamp; later
// navigations ask /ssr/timestamp again and keep the last known value when that fails. Renders never read the browser
// clock until after hydration, so countdowns can not cause hydration mismatches.
// Countdowns and stage changes follow the server's clock, not the visitor's, and a cached page embeds the time of its
// render: after hydration the clock ticks from the timestamp with performance.now(), plus the cache's `Server-Timing`
// age, and asks /ssr/timestamp right away (10 s timeout), which also corrects a page a CDN kept up to s-maxage +
// stale-while-revalidate.

interface ServerClock {
  /** Server time (ms) at the last synchronisation. */
  serverNow: number;
  /** performance.now() at that synchronisation; null during server render and hydration. */
  syncedAt: number | null;
}

const ServerClockContext = createContext<ServerClock>({ serverNow: 0, syncedAt: null });

/**
 * How long the server kept this document in its page cache before sending it (Server-Timing "age", ms; 0 when it was
 * rendered for this request): the server time embedded in a cached page is that much older than the response.
 */
function documentCacheAge(): number {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const age = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming?.find(
    (entry) => entry.name === "age",
  );
  return age && Number.isFinite(age.duration) ? age.duration : 0;
}

export function ServerClockProvider({ serverNow, children }: { serverNow: number; children: React.ReactNode }) {
  const [clock, setClock] = useState<ServerClock>({ serverNow, syncedAt: null });
  const location = useLocation();
  const firstRender = useRef(true);
  const lastServerNow = useRef(serverNow);

  // A revalidation (live time: a boundary was reached) brings a new server timestamp: the clock follows it, so a server
  // whose clock is behind ours is believed and the page waits for the boundary again (components/layout/LiveSchedule).
  useEffect(() => {
    if (lastServerNow.current === serverNow) return;
    lastServerNow.current = serverNow;
    setClock({ serverNow, syncedAt: performance.now() });
  }, [serverNow]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // A first estimate at once; a shared cache in front (CDN, nginx) may have kept the document longer than our own
      // cache says, so the server's clock is asked right after.
      setClock({ serverNow: serverNow + documentCacheAge(), syncedAt: performance.now() });
    }
    const controller = new AbortController();
    fetchServerTimestamp({ signal: controller.signal })
      .then((timestamp) => setClock({ serverNow: timestamp, syncedAt: performance.now() }))
      .catch(() => {
        // Keep the last known time.
      });
    return () => controller.abort();
    // Re-synchronise after every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return <ServerClockContext.Provider value={clock}>{children}</ServerClockContext.Provider>;
}

/** The page's server clock: server time at the last synchronisation and performance.now() then (null before it). */
export function useServerClock(): ServerClock {
  return useContext(ServerClockContext);
}

/** Server time (ms) now, by a synchronised clock. */
export function serverTimeNow(clock: ServerClock): number {
  return clock.syncedAt === null ? clock.serverNow : clock.serverNow + (performance.now() - clock.syncedAt);
}

/**
 * The current server time in ms, ticking every `intervalMs` after hydration.
 * `initial` is the page's own server timestamp, used for the server render and hydration.
 */
export function useServerNow(initial: number, intervalMs = 1000): number {
  const clock = useContext(ServerClockContext);
  const [now, setNow] = useState(initial);
  useEffect(() => {
    if (clock.syncedAt === null) return;
    const base = clock.serverNow;
    const syncedAt = clock.syncedAt;
    const tick = () => setNow(base + (performance.now() - syncedAt));
    tick();
    const id = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(id);
  }, [clock, intervalMs]);
  return now;
}

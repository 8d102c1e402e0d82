import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { serverTimeNow, useServerClock } from "~/components/ui/ServerClock";

/** Longest single wait: timers are re-armed from the server clock, so a sleeping laptop or a clock step can not fool them. */
const MAX_WAIT_MS = 60_000;

/**
 * Live time: when the region's next schedule boundary passes while the page is open (a countdown reaches zero, a
 * campaign stage begins or ends, a menu entry comes or goes), the route's data is loaded again and the page shows its
 * next state in place: no reload, no flash, the scroll position kept, and never the old stage after it. A campaign that
 * has ended answers its redirect to the region home, which the router follows. The boundary comes from the root loader
 * (`nextScheduleChange`, views/schedule-events.server.ts). The time is the server's (ui/ServerClock), never the
 * browser's own clock; if the server is still before the boundary, its new timestamp resets our clock and we wait
 * again; a tab that becomes visible checks at once. Revalidations are `.data` requests, which the page cache never
 * serves. The document-only home has no router: its inline script reloads it (for a boundary less than a day away).
 */
export function LiveSchedule({ nextChange }: { nextChange: number | null }) {
  const clock = useServerClock();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (nextChange === null || clock.syncedAt === null) return;
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      const left = nextChange - serverTimeNow(clock);
      if (left <= 0) {
        void revalidate.current();
        return;
      }
      timer = window.setTimeout(check, Math.min(left, MAX_WAIT_MS));
    };
    check();
    // A tab coming back from the background checks at once (timers there may have been held back).
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [nextChange, clock]);
  return null;
}

// Pure time rules. "now" is always a parameter: nothing here reads the clock.

/** A half-open window [startTime, endTime): either bound may be absent. Times are ISO-8601 with an offset. */
export interface TimeWindow {
  startTime?: string | null;
  endTime?: string | null;
}

export type WindowState = "before" | "open" | "after";

export function windowState(window: TimeWindow, now: Date): WindowState {
  const t = now.getTime();
  if (window.startTime && t < Date.parse(window.startTime)) return "before";
  if (window.endTime && t >= Date.parse(window.endTime)) return "after";
  return "open";
}

export function isOpen(window: TimeWindow, now: Date): boolean {
  return windowState(window, now) === "open";
}

/** The window in which both are open: the later start and the earlier end. */
export function intersectWindows(a: TimeWindow, b: TimeWindow): TimeWindow {
  const later = (x?: string | null, y?: string | null) => (!x ? y : !y ? x : Date.parse(x) >= Date.parse(y) ? x : y);
  const earlier = (x?: string | null, y?: string | null) => (!x ? y : !y ? x : Date.parse(x) <= Date.parse(y) ? x : y);
  return { startTime: later(a.startTime, b.startTime) ?? null, endTime: earlier(a.endTime, b.endTime) ?? null };
}

/** Whether two windows share an instant. */
export function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  const { startTime, endTime } = intersectWindows(a, b);
  return !startTime || !endTime || Date.parse(startTime) < Date.parse(endTime);
}

/**
 * Launch stage of a product launch with four stage-start timestamps.
 * Stage n starts at timestamps[n-1]; an empty (null) timestamp is a stage the region skips.
 * Returns 0 before the first stage begins.
 */
export function launchStage(timestamps: readonly (string | null)[], now: Date): number {
  const t = now.getTime();
  let stage = 0;
  timestamps.forEach((stamp, index) => {
    if (stamp && t >= Date.parse(stamp)) stage = index + 1;
  });
  return stage;
}

/** The first instant after `now` at which any of the given times is reached, or null. */
export function nextBoundary(times: readonly (string | null | undefined)[], now: Date): Date | null {
  const t = now.getTime();
  let best: number | null = null;
  for (const time of times) {
    if (!time) continue;
    const at = Date.parse(time);
    if (at > t && (best === null || at < best)) best = at;
  }
  return best === null ? null : new Date(best);
}

/** Milliseconds from `now` until `target`, never negative. */
export function timeLeft(target: Date, now: Date): number {
  return Math.max(0, target.getTime() - now.getTime());
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

// Pure time rules. "now" is always a parameter: nothing here reads the clock.
import { isoWithOffset, zonedInstant } from "./zoned-time";

/** A half-open window [startTime, endTime): either bound may be absent. Times are ISO-8601 with an offset. */
export interface TimeWindow {
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * A window a marketer may also write as wall-clock times (`YYYY-MM-DDTHH:mm`), read in each region's own zone: an entry
 * for jp and de from "2025-04-29T00:00" opens at midnight in Tokyo, then eight hours later at midnight in Berlin.
 * A local bound, where given, is the bound (the schema allows one form per bound).
 */
export interface LocalTimeWindow extends TimeWindow {
  startLocal?: string;
  endLocal?: string;
}

/** A window as a region sees it: its local bounds made instants in the region's zone. */
export function regionWindow(window: LocalTimeWindow, timeZone: string): TimeWindow {
  const instant = (local: string | undefined, fixed: string | null | undefined) => {
    if (!local) return fixed ?? undefined;
    const at = zonedInstant(local, timeZone);
    return at === null ? undefined : isoWithOffset(at, timeZone);
  };
  const startTime = instant(window.startLocal, window.startTime);
  const endTime = instant(window.endLocal, window.endTime);
  return { ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) };
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

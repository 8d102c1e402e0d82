// A wall-clock time in a region's time zone and the instant it names (the studio's date fields show both).
// Intl only: no time-zone database of our own. Pure: every instant is a parameter.

/** `YYYY-MM-DDTHH:mm` as a clock in `timeZone` shows `instant`. */
export function zonedLocal(instant: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The offset of `timeZone` from UTC at `instant`, in minutes (east positive: Asia/Tokyo 540). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const local = zonedLocal(instant, timeZone);
  const asUtc = Date.parse(`${local}:00Z`);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time `YYYY-MM-DDTHH:mm` names in `timeZone`, or null for a malformed one. A time the clocks
 * skip (spring forward) is read with the offset before the change, as the time an hour later; a time that happens twice
 * (fall back) is the first of the two.
 */
export function zonedInstant(local: string, timeZone: string): number | null {
  if (!LOCAL.test(local)) return null;
  const naive = Date.parse(`${local}:00Z`);
  if (Number.isNaN(naive)) return null;
  // Two guesses: the offset a day before and a day after bracket any change; the earlier instant that reads back wins.
  const [before, after] = [naive - 86_400_000, naive + 86_400_000].map(
    (probe) => naive - zoneOffsetMinutes(probe, timeZone) * 60_000,
  ) as [number, number];
  const readBack = [before, after].filter((candidate) => zonedLocal(candidate, timeZone) === local);
  return readBack.length ? Math.min(...readBack) : before;
}

/** An instant as content writes it: ISO-8601 with the zone's offset at that instant (`2025-02-01T00:00:00-08:00`). */
export function isoWithOffset(instant: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  const seconds = new Date(instant).toISOString().slice(17, 19);
  return `${zonedLocal(instant, timeZone)}:${seconds}${sign}${hours}:${minutes}`;
}

// An instant as the studio names it to an editor, on a region's clock: "Fri, 20 Nov 2026, 00:00 GMT-8". Browser-safe.

const formats = new Map<string, Intl.DateTimeFormat>();

export function onClock(instant: number | string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formats.set(timeZone, format);
  }
  return format.format(typeof instant === "string" ? Date.parse(instant) : instant);
}

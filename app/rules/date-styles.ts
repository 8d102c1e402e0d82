// The date styles copy placeholders use (rules/copy-template.ts). A module of its own without imports, so the build's
// font-subset plugin (scripts/vite/cjk-fonts.ts) can read it while the app's `~/` alias is not yet in place.
/** How a date placeholder shows its day: `{stage1}` is "November 14" in en-US, `{stage1:short}` "Nov 14", … */
export const DATE_STYLES = {
  "": { day: "numeric", month: "long" },
  short: { day: "numeric", month: "short" },
  year: { day: "numeric", month: "long", year: "numeric" },
  shortYear: { day: "numeric", month: "short", year: "numeric" },
  day: { day: "numeric" },
  month: { month: "long" },
  monthYear: { month: "long", year: "numeric" },
  numeric: { day: "numeric", month: "numeric" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  /** The locale's own clock: "12:00 AM" in en-US, "09:00" in en-GB. */
  clock: { hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

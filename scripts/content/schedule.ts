// npm run content:schedule [-- --region us] [--now 2024-11-20T00:00:00Z] — every past and upcoming boundary of the
// site per region, in time order, with what changes and a preview link for the instant. A marketer's answer to "what
// will the site do next week". Preview links need PREVIEW_TOKEN (see the README).
import { parseArgs } from "node:util";
import { REGION_CODES, isRegionCode, type RegionCode } from "~/rules/regions";
import { regionTime, scheduleEvents } from "~/views/schedule-events.server";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { region: { type: "string" }, now: { type: "string" }, origin: { type: "string" } },
  strict: true,
});
if (values.region !== undefined && !isRegionCode(values.region)) {
  console.error(`content:schedule: unknown region "${values.region}" (one of ${REGION_CODES.join(", ")})`);
  process.exit(2);
}
// The tool's own clock (the edge): which boundaries are past. --now sets another moment.
const now = values.now ? Date.parse(values.now) : Date.now();
if (Number.isNaN(now)) {
  console.error(`content:schedule: --now must be an ISO-8601 instant`);
  process.exit(2);
}
const origin = values.origin ?? process.env.PUBLIC_ORIGIN ?? "http://localhost:3000";
const regions: RegionCode[] = values.region ? [values.region as RegionCode] : [...REGION_CODES];
for (const region of regions) {
  const events = scheduleEvents(region);
  console.log(`\n${region} (${events.length} boundaries; now ${regionTime(region, now)})`);
  let marked = false;
  for (const event of events) {
    if (!marked && event.at > now) {
      console.log("  ── now ──");
      marked = true;
    }
    console.log(`  ${event.at <= now ? "past    " : "upcoming"}  ${regionTime(region, event.at)}  ${event.what}`);
    console.log(`            ${origin}${event.preview}`);
  }
  if (!marked) console.log("  ── now ── (no upcoming boundary)");
}

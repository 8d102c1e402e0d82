// npm run content:schedule [-- --region us] [--now 2024-11-20T00:00:00Z] [--urls] — every past and upcoming boundary of
// the site per region, in time order, with what changes, the URLs whose page it changes (shared caches keep those only
// until then; --urls lists "every page" too) and a preview link for the instant. A marketer's answer to "what will the
// site do next week", and an operator's check of what a CDN must refresh when (README, "CDN"). Preview links need
// PREVIEW_TOKEN (see the README).
import { parseArgs } from "node:util";
import { pageDef, pageExists } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { DAILY_PAGES } from "~/request/schedule-segment.server";
import { REGION_CODES, isRegionCode, type RegionCode } from "~/rules/regions";
import { regionPath } from "~/rules/regions";
import { affectedPaths, regionPagePaths, regionTime, scheduleEvents } from "~/views/schedule-events.server";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    region: { type: "string" },
    now: { type: "string" },
    origin: { type: "string" },
    urls: { type: "boolean" },
  },
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
// The repository's content (the studio's published version is the running server's: its Schedule screen).
const content = repositoryDocument();
const regions: RegionCode[] = values.region ? [values.region as RegionCode] : [...REGION_CODES];
for (const region of regions) {
  const events = scheduleEvents(content, region);
  console.log(`\n${region} (${events.length} boundaries; now ${regionTime(region, now)})`);
  let marked = false;
  for (const event of events) {
    if (!marked && event.at > now) {
      console.log("  ── now ──");
      marked = true;
    }
    console.log(`  ${event.at <= now ? "past    " : "upcoming"}  ${regionTime(region, event.at)}  ${event.what}`);
    console.log(`            preview: ${origin}${event.preview}`);
    const paths = affectedPaths(content, event);
    if (event.pages === null && !values.urls)
      console.log(`            changes: every page of ${region} (${paths.length} URLs; --urls lists them)`);
    else console.log(`            changes: ${paths.map((path) => origin + path).join(" ")}`);
  }
  const daily = DAILY_PAGES.filter((key) => pageExists(content, key, region)).map(
    (key) => origin + regionPath(region, pageDef(content, key).path),
  );
  if (daily.length)
    console.log(
      `  daily     00:00 UTC+14  the latest purchase date of the forms\n            changes: ${daily.join(" ")}`,
    );
  if (values.urls) console.log(`  (${regionPagePaths(content, region).length} pages in ${region})`);
  if (!marked) console.log("  ── now ── (no upcoming boundary)");
}

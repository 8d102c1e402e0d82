// npm run content:schedule [-- --region us] [--now 2024-11-20T00:00:00Z] [--urls] — every past and upcoming boundary of
// the site per region, in time order, with what changes, the URLs whose page it changes (shared caches keep those only
// until then; --urls lists "every page" too) and a preview link for the instant. A marketer's answer to "what will the
// site do next week", and an operator's check of what a CDN must refresh when (README, "CDN"). Preview links need
// PREVIEW_TOKEN (see the README). Drafts scheduled to publish (the studio's scheduled releases) are read from the
// studio's database (as content:export reaches it) and listed at their instant in every region, with a preview of the
// site with the draft at that instant; --no-releases leaves them out.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageDef, pageExists } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { DAILY_PAGES } from "~/request/schedule-segment.server";
import { REGION_CODES, isRegionCode, type RegionCode } from "~/rules/regions";
import { regionPath } from "~/rules/regions";
import { affectedPaths, regionPagePaths, regionTime, scheduleEvents } from "~/views/schedule-events.server";
import { embeddedDataDir } from "../../database/client.server";
import { studioConnectionFromEnv } from "../../database/studio.server";
import { upcomingReleases } from "../../studio/releases.server";
import { askServer, studioAccess } from "./studio-access";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    region: { type: "string" },
    now: { type: "string" },
    origin: { type: "string" },
    urls: { type: "boolean" },
    "no-releases": { type: "boolean" },
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

interface Release {
  draft: number;
  title: string;
  at: string;
  by: string;
}
/** The studio's scheduled releases: directly, or through the running server that holds its embedded database. */
async function scheduledReleases(): Promise<{ releases: Release[]; note: string | null }> {
  if (values["no-releases"]) return { releases: [], note: null };
  const connection = studioConnectionFromEnv(process.env);
  const dataDir = embeddedDataDir(process.env);
  if (connection.kind === "pglite" && !(dataDir && existsSync(path.join(dataDir, "studio"))))
    return { releases: [], note: "no studio database here (DATA_DIR): scheduled releases not read" };
  try {
    const access = await studioAccess("content:schedule");
    try {
      const releases =
        access.kind === "direct"
          ? await upcomingReleases(access.db)
          : ((await askServer(access, "/releases")).releases as Release[]);
      return { releases, note: null };
    } finally {
      await access.close();
    }
  } catch (error) {
    return { releases: [], note: `scheduled releases not read: ${error instanceof Error ? error.message : error}` };
  }
}
const { releases, note } = await scheduledReleases();
if (note) console.log(note);
else if (!values["no-releases"]) {
  console.log(`\nscheduled releases (${releases.length}; each publishes its draft at the instant, the whole site)`);
  for (const release of releases)
    console.log(`  ${release.at}  draft #${release.draft} ${release.title}, scheduled by ${release.by}`);
}

for (const region of regions) {
  const events = [
    ...scheduleEvents(content, region),
    // The site with the draft at its instant: PREVIEW_TOKEN holders' ?draft= (a studio preview link does the same).
    ...releases.map((release) => ({
      at: Date.parse(release.at),
      what: `scheduled publish of draft #${release.draft} ${release.title} (by ${release.by})`,
      preview: `${regionPath(region)}?draft=${release.draft}&at=${release.at}`,
      release: true as const,
    })),
  ].sort((a, b) => a.at - b.at);
  console.log(`\n${region} (${events.length} boundaries; now ${regionTime(region, now)})`);
  let marked = false;
  for (const event of events) {
    if (!marked && event.at > now) {
      console.log("  ── now ──");
      marked = true;
    }
    console.log(`  ${event.at <= now ? "past    " : "upcoming"}  ${regionTime(region, event.at)}  ${event.what}`);
    console.log(`            preview: ${origin}${event.preview}`);
    if ("release" in event) {
      console.log(`            changes: what the draft changes (the studio's Drafts and History screens)`);
      continue;
    }
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

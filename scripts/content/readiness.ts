// npm run content:readiness — each market's launch blockers: legal facts still marked sample (and which of them hold
// sample values), register numbers not in their register's form, and every problem content:check finds in the region.
// One block per market; exits 1 while any market has a blocker (`--region de` for one market).
import { parseArgs } from "node:util";
import type { ContentIssue } from "~/content/checks";
import type { ContentDocument } from "~/content/document";
import { REGIONS, isRegionCode } from "~/rules/regions";

const { values } = parseArgs({ options: { region: { type: "string" } } });
if (values.region !== undefined && !isRegionCode(values.region)) {
  console.error(`content:readiness: --region ${values.region}: one of ${Object.keys(REGIONS).join(", ")}`);
  process.exit(2);
}

const { loadContentSet } = await import("./content-set");
const { checkContent } = await import("~/content/checks");
const { launchReadiness } = await import("~/content/checks/readiness");
const { content, issues: loadIssues } = await loadContentSet();
if (loadIssues.length) {
  console.error("content:readiness: the content cannot be read; run npm run content:check");
  process.exit(1);
}
const issues: ContentIssue[] = checkContent(content);
const markets = launchReadiness(content as unknown as ContentDocument, issues).filter(
  (market) => values.region === undefined || market.region === values.region,
);
let blocked = 0;
for (const market of markets) {
  const { region, legal, blockers } = market;
  if (blockers.length) blocked++;
  console.log(
    `${region}: ${blockers.length ? `${blockers.length} blocker${blockers.length === 1 ? "" : "s"}` : "ready"} (legal facts ${legal})`,
  );
  for (const blocker of blockers) console.log(`  ${blocker.file} ${blocker.path}: ${blocker.message}`);
}
console.log(`content:readiness: ${markets.length - blocked} of ${markets.length} markets ready`);
process.exit(blocked ? 1 : 0);

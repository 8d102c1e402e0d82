// npm run content:check — validates all content (schemas, cross-references, placeholders, dates written as text)
// and the drift between pages (two pages showing one product at a different price, stock or link at some schedule
// instant). Prints one line per problem, naming the file, the field and the region; exits 1 on any.
import { checkContent, formatIssue } from "./check-content";
import { siteContentSet } from "./content-set";
import { checkDrift } from "./drift";

const started = performance.now();
const issues = checkContent(siteContentSet()).map(formatIssue);
if (issues.length === 0) issues.push(...checkDrift().map((drift) => drift.message));
for (const line of issues) console.error(line);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (issues.length) {
  console.error(`content:check: ${issues.length} problem${issues.length === 1 ? "" : "s"} (${seconds} s)`);
  process.exit(1);
}
console.log(`content:check: all content consistent (${seconds} s)`);

// Byte budgets, checked right after the build in `npm test`: every page type's first-load JavaScript as a browser
// receives it (scripts/budgets/first-load.ts), the served home page's HTML when given, and no studio code in a
// shopper's chunks. Counts bytes, never time. Exits 1 on a budget exceeded beyond its known exception.
//   npx vite-node --config vitest.config.ts scripts/check-budgets.ts -- [--report] [--json out.json] [--html home.html]
//   --report prints the table and exits 0 even when a budget is exceeded; --html names a saved home page.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { HOME_HTML_BUDGET, measureFirstLoad, studioLeaks, type PageFirstLoad } from "./budgets/first-load";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { report: { type: "boolean" }, json: { type: "string" }, html: { type: "string" } },
});
const homeHtml = values.html && existsSync(values.html) ? readFileSync(values.html, "utf8") : undefined;
const rows = await measureFirstLoad(homeHtml);

const bytes = (n: number) => `${n.toLocaleString("en")} B`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
function verdict(row: PageFirstLoad): string {
  const over = row.bytes === null ? 0 : row.bytes - row.budget;
  if (row.verdict === "known exception")
    return `over by ${bytes(over)}: known exception, allowed up to ${bytes(row.allowance!)} until its bytes are cut`;
  if (row.verdict === "over")
    return row.allowance === undefined
      ? `OVER by ${bytes(over)}`
      : `OVER by ${bytes(over)}, past its known exception of ${bytes(row.allowance)}`;
  if (row.verdict === "exception no longer needed")
    return `within budget: take "${row.type}" off KNOWN_OVERSHOOT in scripts/budgets/first-load.ts`;
  if (row.verdict === "unmeasured") return "checked from the served page (tests/e2e/budgets.spec.ts, npm run bench)";
  return row.verdict;
}

console.log("First-load JavaScript, bytes as a browser receives them (stored brotli 11; 1 KB = 1,024 bytes)");
console.log(`${"page type".padEnd(20)} scripts  ${"received".padStart(20)}  ${"budget".padStart(20)}`);
for (const row of rows) {
  const size =
    row.bytes === null ? "served HTML only".padStart(20) : `${bytes(row.bytes)} (${kb(row.bytes)})`.padStart(20);
  const note = row.documentOnly
    ? `  document-only first load (its inline scripts, gzip); ${bytes(row.clientNavigationBytes!)} on a client navigation`
    : "";
  console.log(
    `${row.type.padEnd(20)} ${String(row.scripts.length).padStart(7)}  ${size}  ${`${bytes(row.budget)} (${kb(row.budget)})`.padStart(20)}  ${verdict(row)}${note}`,
  );
}
let html: { gzip: number; budget: number; ok: boolean } | undefined;
if (homeHtml !== undefined) {
  const gzip = gzipSync(homeHtml, { level: 9 }).length;
  html = { gzip, budget: HOME_HTML_BUDGET, ok: gzip <= HOME_HTML_BUDGET };
  console.log(`home HTML, gzip -9 ${bytes(gzip)} of ${bytes(HOME_HTML_BUDGET)}: ${html.ok ? "ok" : "OVER"}`);
}
const studio = studioLeaks();
for (const [file, module] of studio.leaks) console.error(`studio code in a shopper chunk: ${file} holds ${module}`);
console.log(
  `studio code in shopper chunks: ${studio.leaks.length ? "FOUND" : "none"} (${studio.studioChunks} studio chunk(s) seen)`,
);
if (values.json) writeFileSync(values.json, JSON.stringify({ pages: rows, html }, null, 2));

const failed =
  rows.filter((row) => row.verdict === "over" || row.verdict === "exception no longer needed").length +
  (html && !html.ok ? 1 : 0) +
  (studio.leaks.length || !studio.studioChunks ? 1 : 0);
if (failed && !values.report) {
  console.error(`${failed} budget check(s) failed.`);
  process.exit(1);
}

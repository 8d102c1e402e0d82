// Prints the closing lines of the whole run from the Vitest and Playwright JSON reports: every failed test by file and
// name with the first line of its error (CI shows only the end of a long log), then "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim()) ?? "";

function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.errors?.[0]?.message;
      failures.push(`${spec.file ?? file}: [${test.projectName}] ${spec.title} — ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failures.push(`${file}: missing test report`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      if (result.status === "failed" && !result.assertionResults?.some((a) => a.status === "failed")) {
        failures.push(`${result.name}: ${firstLine(result.message)}`);
      }
      for (const assertion of result.assertionResults ?? []) {
        if (assertion.status !== "failed") continue;
        failures.push(`${result.name}: ${assertion.fullName} — ${firstLine(assertion.failureMessages?.[0])}`);
      }
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
    for (const error of report.errors ?? []) failures.push(`${file}: ${firstLine(error.message)}`);
  }
}
if (failures.length > 0) {
  console.log("failed:");
  for (const line of failures) console.log(`  ${line.slice(0, 400)}`);
}
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);

// npm run content:check — validates all content (schemas, cross-references, placeholders, dates written as text,
// reference prices) and the drift between pages (two pages showing one product at a different price, stock or link at
// some schedule instant). Prints one line per problem, naming the file, the field and the region; exits 1 on any. It
// never stops on a stack trace: a part that cannot run is itself one line.
// Marketers edit content, and a stack trace or one failing page for a typo stops them: a module that cannot load, or
// invalid JSON, is one line (with line and column); a schema problem names the nearest known value ("did you mean"), a
// number written as text, an instant without its offset; the same problem in several places is one line naming them
// all. `CONTENT_DIR` makes the content tools read a copy of app/content (scripts/vite/content-dir.ts), so tests do
// marketers' tasks and plant mistakes there (tests/unit/content-tasks.test.ts, tests/unit/content-mistakes.test.ts).
import type { ContentIssue } from "~/content/checks";
import type { ContentDocument } from "~/content/document";

const started = performance.now();
const lines: string[] = [];
const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0];

try {
  const { loadContentSet } = await import("./content-set");
  const { checkContent, formatIssues } = await import("~/content/checks");
  const { content, issues: loadIssues } = await loadContentSet();
  // What could not be read is fixed first: checking the rest against it would only repeat it.
  const issues: ContentIssue[] = [...loadIssues];
  if (issues.length === 0)
    try {
      issues.push(...checkContent(content));
    } catch (error) {
      issues.push({ file: "(content)", path: "(check)", message: `the check could not finish: ${oneLine(error)}` });
    }
  lines.push(...formatIssues(issues));
  if (issues.length === 0) {
    try {
      const { checkDrift } = await import("~/views/drift.server");
      lines.push(...checkDrift(content as unknown as ContentDocument).map((drift) => drift.message));
    } catch (error) {
      lines.push(`drift between pages could not be checked: ${oneLine(error)}`);
    }
  }
} catch (error) {
  lines.push(`content:check could not read the content: ${oneLine(error)}`);
}

for (const line of lines) console.error(line);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (lines.length) {
  console.error(`content:check: ${lines.length} problem${lines.length === 1 ? "" : "s"} (${seconds} s)`);
  process.exit(1);
}
console.log(`content:check: all content consistent (${seconds} s)`);

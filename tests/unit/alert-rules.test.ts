// The Prometheus alert rules (deploy/prometheus/alerts.yml) with promtool, from Debian's prometheus package
// (scripts/ensure-promtool.sh installs it when missing): they load, their unit tests in alerts.test.yml pass, every
// alert is tested firing and not firing, each names a runbook section that exists, and the rules and the Grafana
// dashboard ask only for series the server exports.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

beforeAll(() => {
  execFileSync("bash", ["scripts/ensure-promtool.sh"], { cwd: ROOT, stdio: "inherit" });
}, 300_000);

/** Runs promtool; a failure shows what promtool said (which rule, expected and got). */
async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run("promtool", args, { cwd: ROOT });
    return stdout + stderr;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(" ")} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

interface Rule {
  alert: string;
  text: string;
  expr: string;
}

/** The alerting rules of alerts.yml, each with its block's text and its expression (one line, or a `|` block). */
function alertRules(): Rule[] {
  const blocks = read("deploy/prometheus/alerts.yml")
    .split(/^ {6}- alert: /m)
    .slice(1);
  return blocks.map((block) => {
    const alert = block.slice(0, block.indexOf("\n")).trim();
    const single = /^ {8}expr: (?!\|)(.+)$/m.exec(block);
    const multi = /^ {8}expr: \|\n((?: {10}.*\n)+)/m.exec(block);
    return { alert, text: block, expr: single?.[1] ?? multi?.[1] ?? "" };
  });
}

/** The metric names a PromQL expression reads: label matchers, grouping labels, strings and durations left out. */
function seriesOf(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/"[^"]*"/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\boffset\s+\w+/g, " ");
  const words = [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map((match) => match[1]!);
  return [...new Set(words.filter((word) => !["and", "or", "unless", "bool"].includes(word)))];
}

/** Every series the server's processes export: its metrics' names (histograms with their parts), prom-client's
 * default metrics, and Prometheus's own `up`. */
function exportedSeries(): Set<string> {
  const names = new Set(["up"]);
  for (const file of ["server/metrics.ts", "server/cluster-metrics.ts", "server/index.ts"]) {
    const source = read(file);
    for (const [, kind, name] of source.matchAll(/new client\.(\w+)\(\{\s*name: "(\w+)"/g)) {
      names.add(name!);
      if (kind === "Histogram") for (const part of ["_bucket", "_sum", "_count"]) names.add(name! + part);
    }
  }
  // prom-client's collectDefaultMetrics() (process_*, nodejs_*): accepted by prefix.
  return names;
}
const isExported = (exported: Set<string>, name: string) => exported.has(name) || /^(process|nodejs)_/.test(name);

/** GitHub's anchors of a Markdown file's headings. */
function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
  return new Set(
    headings.map((heading) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

describe("alert rules", () => {
  it("load, and pass their promtool unit tests", async () => {
    expect(await promtool("check", "rules", "deploy/prometheus/alerts.yml")).toContain("SUCCESS");
    expect(await promtool("check", "config", "deploy/prometheus/prometheus.yml")).toContain("SUCCESS");
    expect(await promtool("test", "rules", "deploy/prometheus/alerts.test.yml")).toContain("SUCCESS");
  }, 60_000);

  it("each alert has a hold time, a severity and a runbook section, and is tested firing and not firing", () => {
    const rules = alertRules();
    expect(rules.length).toBeGreaterThanOrEqual(12);
    const anchors = anchorsOf(read("docs/operations.md"));
    const tests = read("deploy/prometheus/alerts.test.yml");
    for (const { alert, text } of rules) {
      expect(text, alert).toMatch(/^ {8}for: \d+[smh]$/m);
      expect(text, alert).toMatch(/^ {10}severity: (critical|warning)$/m);
      const runbook = /^ {10}runbook: "docs\/operations\.md#([a-z0-9-]+)"$/m.exec(text)?.[1];
      expect(runbook && anchors.has(runbook), `${alert}: runbook ${runbook}`).toBe(true);
      const cases = [...tests.matchAll(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:(.*)\\n(.*)`, "g"))];
      expect(
        cases.some(([, rest, next]) => rest === "" && next!.includes("- exp_labels:")),
        `${alert} fires in a test`,
      ).toBe(true);
      expect(
        cases.some(([, rest]) => rest === " []"),
        `${alert} does not fire in a test`,
      ).toBe(true);
    }
  });

  it("read only series the server exports, as does the dashboard, whose queries parse", async () => {
    const exported = exportedSeries();
    expect(exported).toContain("http_request_duration_seconds_bucket");
    expect(exported).toContain("server_worker_exits_total");
    for (const { alert, expr } of alertRules()) {
      expect(expr, alert).not.toBe("");
      for (const name of seriesOf(expr)) expect(isExported(exported, name), `${alert} reads ${name}`).toBe(true);
    }
    const dashboard = JSON.parse(read("deploy/grafana/dashboard.json")) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => [panel.title, target.expr]),
    );
    expect(exprs.length).toBeGreaterThan(0);
    // The dashboard's queries parse as PromQL: promtool checks them as recording rules (Grafana's $__rate_interval
    // given a value).
    const rules = exprs.map(([, expr], i) => `      - record: dashboard_${i}\n        expr: ${JSON.stringify(expr)}\n`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dashboard-")), "rules.yml");
    writeFileSync(
      file,
      `groups:\n  - name: dashboard\n    rules:\n${rules.join("").replaceAll("$__rate_interval", "5m")}`,
    );
    expect(await promtool("check", "rules", file)).toContain("SUCCESS");
    for (const [title, expr] of exprs)
      for (const name of seriesOf(expr!)) expect(isExported(exported, name), `${title} reads ${name}`).toBe(true);
  });
});

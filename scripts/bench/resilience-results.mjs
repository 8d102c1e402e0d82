// Writes the resilience figures into bench/results.md between the resilience markers, leaving the rest of the file
// (the performance section of `npm run bench`) as it is. Creates the file with both marker pairs when absent.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./resilience-server.mjs";

const FILE = path.join(ROOT, "bench/results.md");
const START = "<!-- bench:resilience:start -->";
const END = "<!-- bench:resilience:end -->";
const EMPTY_FILE = `# Benchmark results

<!-- bench:performance:start -->
<!-- bench:performance:end -->

${START}
${END}
`;

const ms = (value) => (value === null || value === undefined ? "–" : `${Math.round(value)} ms`);
const table = (header, rows) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
const pages = (statuses) =>
  Object.entries(statuses)
    .map(([page, { status }]) => `${page} ${status}`)
    .join(", ");

function loadRows(run) {
  const answers = Object.entries(run.answers)
    .sort()
    .map(([key, count]) => `${key}: ${count}`)
    .join("; ");
  return [
    run.label,
    `${run.connections} × ${run.seconds} s`,
    String(run.requests),
    String(run.reqPerSec),
    `${run.latency.p50} / ${run.latency.p99} / ${run.latency.max} ms`,
    `${run.successes.subscribe} / ${run.successes.signIn}`,
    `${run.rateLimited.subscribe} / ${run.rateLimited.signIn}`,
    `${run.failures} (${run.timeouts} timeouts)`,
    answers,
  ];
}

export function renderSection(results, verdicts, { seconds }) {
  const { machine } = results;
  const out = [
    "## Resilience (`npm run bench:resilience`)",
    "",
    `Run ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (load average at start ${machine.loadAverage}; ` +
      "the machine is shared, so absolute rates are indicative). Production server (`node build/server/start.js`, the build), PGlite unless noted.",
    "",
    ...verdicts.map((line) => `- ${line}`),
  ];
  if (results.load) {
    out.push(
      "",
      `### Load: 200 connections for ${seconds} s on subscribe + sign-in (half each, scopes cn/us/eu in turn, a new address per subscription)`,
      "",
      "All traffic comes from one client address, so with the production limits (20 per minute per tier and client address) nearly every answer is the designed rate-limit envelope (HTTP 429, code 4029). " +
        "The second run lifts the limits so that every request is a real insert or an argon2 verification.",
      "",
      table(
        [
          "run",
          "load",
          "requests",
          "req/s",
          "p50 / p99 / max",
          "successes subscribe / sign-in",
          "4029 subscribe / sign-in",
          "failures (5xx, socket errors incl. 30 s timeouts, other answers)",
          "answers (endpoint HTTP code: count)",
        ],
        [results.load, results.loadLifted].filter(Boolean).map(loadRows),
      ),
    );
  }
  if (results.hostile) {
    const h = results.hostile;
    out.push(
      "",
      `### Hostile input: ${h.requests} seeded requests (seed ${h.seed}), ${h.seconds} s`,
      "",
      `Crashed: ${h.crashed ? "yes" : "no"}; HTTP 5xx: ${h.http5xx}; failed verdicts: ${h.failures} (5xx, API answer not an envelope, redirect to another host, stack trace or file contents in a body, no answer). ` +
        `${h.parserRefusals} were refused by Node's HTTP parser before any application code (431 for headers/URL over 16 KB, 400 for invalid methods or bytes): bare answers without a body, which carry no envelope by nature.`,
      "",
      `Statuses: ${Object.entries(h.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", ")}.`,
      "",
      table(
        ["category", "requests", "failures"],
        Object.entries(h.byCategory).map(([name, tally]) => [name, String(tally.requests), String(tally.failures)]),
      ),
    );
    if (h.failureSample.length)
      out.push(
        "",
        "Failures (first 10):",
        "",
        ...h.failureSample.map(
          (f) => `- #${f.id} ${f.category} ${f.method} \`${f.path}\` → ${f.status}: ${f.problems.join(", ")}`,
        ),
      );
  }
  if (results.deep) {
    const d = results.deep;
    const row = (label, x) => [label, String(x.requests), `${x.p50} ms`, `${x.p99} ms`, `${x.max} ms`];
    out.push(
      "",
      `### Deep paths: ${d.page} alone, then while ${d.attackers} clients send ${d.segments.toLocaleString("en")}-segment paths (14 KB) in a loop`,
      "",
      table(
        ["requests of", "count", "p50", "p99", "max"],
        [
          row("normal page, alone", d.alone),
          row("normal page, under attack", d.underAttack),
          row("7,000-segment path (404)", d.attack),
        ],
      ),
    );
  }
  if (results.flood) {
    const f = results.flood;
    const row = (label, run, when, x) => [label, when, String(x.requests), `${x.p50} ms`, `${x.p99} ms`, `${x.max} ms`];
    const rows = Object.entries(f.runs).flatMap(([label, run]) => [
      row(label, run, "alone", run.alone),
      row(
        label,
        run,
        `under the flood (${run.flood.requests.toLocaleString("en")} flood requests, ${run.flood.non2xx.toLocaleString("en")} of them 404/429)`,
        run.underFlood,
      ),
    ]);
    out.push(
      "",
      `### 404 flood: ${f.page} fetched by one sequential client, alone (5 s) and while ${f.connections} connections of one client send random 404 paths for ${f.seconds} s (wrk, scripts/bench/flood-404.lua)`,
      "",
      "The reference is nginx gzip_static serving the same page bytes (its 404s cost it nothing). Without the per-client render budget such a flood took the cached page from 8 ms to 0.67 s mean (5 s max).",
      "",
      table(["server", "page requests", "count", "p50", "p99", "max"], rows),
    );
  }
  if (results.soak) {
    const s = results.soak;
    out.push(
      "",
      `### Memory soak: ${s.seconds} s, ${s.concurrency} concurrent clients, ${s.requests.toLocaleString("en")} requests`,
      "",
      `Mix: cached pages ${s.counts.page}, previews (fresh renders) ${s.counts.preview}, unknown paths ${s.counts.notFound}, loader data ${s.counts.data}, API ${s.counts.api}; ${s.counts.status5xx} 5xx, ${s.counts.errors} socket errors. ` +
        `Resident memory: peak ${s.peakMb} MB, fifth minute ${s.settledMb} MB, last minute ${s.lastMinuteMb} MB (${(s.drift * 100).toFixed(1)}%).`,
      "",
      `RSS every 10 s (MB): ${s.samples.map((sample) => sample.rss.toFixed(0)).join(" ")}`,
    );
  }
  if (results.crash) {
    out.push(
      "",
      "### kill -9 during a burst of subscriptions (32 concurrent clients, SIGKILL after 1.5 s), then restart",
      "",
      table(
        [
          "database",
          "acknowledged (2000)",
          "cut off by the kill",
          "missing after restart",
          "restart",
          "sign-up after restart",
        ],
        results.crash.map((c) => [
          c.label,
          String(c.acknowledged),
          String(c.cutOff),
          String(c.missing),
          ms(c.restartMs),
          String(c.afterRestartCode),
        ]),
      ),
    );
  }
  if (results.db) {
    const d = results.db;
    const api = (list) => list.map(({ status, code, ms: time }) => `${status}/${code} in ${time} ms`).join(", ");
    out.push(
      "",
      "### Database unreachable (PostgreSQL via DATABASE_URL)",
      "",
      table(
        ["case", "API during the outage (HTTP/code)", "pages during the outage", "recovery after the database is back"],
        [
          [
            "stopped under an open pool",
            api(d.openPool.apiDuringOutage),
            pages(d.openPool.pagesDuringOutage),
            `${ms(d.openPool.recovery.ms)} after \`pg_ctl start\` began (${d.openPool.recovery.attempts} attempt(s)), no server restart`,
          ],
          [
            "down when the server started (pool never opened)",
            api(d.neverOpened.apiDuringOutage),
            pages(d.neverOpened.pagesDuringOutage),
            `${ms(d.neverOpened.recovery.ms)} after \`pg_ctl start\` began`,
          ],
          [
            "black hole (accepts, never answers)",
            api([d.blackHole.api]),
            pages(d.blackHole.pages),
            "– (connection timeout 5 s)",
          ],
          [
            "frozen under an open pool (SIGSTOP, then SIGCONT)",
            api([d.frozen.api]),
            pages(d.frozen.pages),
            `${ms(d.frozen.recovery.ms)} after SIGCONT (query timeout 10 s)`,
          ],
        ],
      ),
    );
  }
  return out.join("\n");
}

/** The figures of the last runs, kept beside bench/results.md so that a partial run does not drop the others. */
const JSON_FILE = path.join(ROOT, "bench/resilience.json");

export function previousResults() {
  return existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, "utf8")) : {};
}

export function writeSection(results, verdicts, options) {
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(
    JSON_FILE,
    `${JSON.stringify(results, null, 2)}
`,
  );
  let text = existsSync(FILE) ? readFileSync(FILE, "utf8") : EMPTY_FILE;
  if (!text.includes(START) || !text.includes(END)) text = `${text.trimEnd()}\n\n${START}\n${END}\n`;
  const before = text.slice(0, text.indexOf(START) + START.length);
  const after = text.slice(text.indexOf(END));
  writeFileSync(FILE, `${before}\n${renderSection(results, verdicts, options)}\n${after}`);
  return FILE;
}

// `npm run bench`: byte budgets, Lighthouse and loopback throughput of the built site, written to bench/results.md
// (only the performance section). Builds first when build/ is missing. Ports: BENCH_PORT_BASE (3210) to +10 (ports.mjs).
// Run through vite-node (package.json), as it imports TypeScript modules; what it measures runs in node processes of
// its own (the servers, the renderToString reference).
// Options: --only budgets,lighthouse,throughput,logging   --duration <s> (throughput, default 10)   --connections <n> (50)
// Environment: LIGHTHOUSE_RUNS (5), LIGHTHOUSE_ONLY=pages,campaign-live (the Lighthouse groups; both by default). The
// live campaign rows are written to a section of their own, so a run of them alone leaves the performance section.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { measureFirstLoad } from "../budgets/first-load";
import {
  LIGHTHOUSE_ONLY,
  LIGHTHOUSE_PAGES,
  LIVE_CAMPAIGN,
  LIVE_TARGETS,
  RUNS,
  TARGETS,
  measureLighthouse,
} from "./lighthouse.mjs";
import { loggingRun, loggingSection } from "./operations.mjs";
import { BENCH_PORTS } from "./ports.mjs";
import { writeSection } from "./results.mjs";
import { ROOT, newDataDir, startServer } from "./server.mjs";
import { seedStudioProduct } from "./studio-product.mjs";
import { measureThroughput } from "./throughput.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const only = new Set(option("only", "budgets,lighthouse,throughput,logging").split(","));
const KB = 1024;
const kb = (n) => (n / KB).toFixed(1);
const ms = (n) => (n === null || n === undefined ? "–" : `${Math.round(n)} ms`);

function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${(os.totalmem() / KB ** 3).toFixed(1)} GB memory, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

async function budgets(origin) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-budgets-"));
  const html = {};
  for (const [region, pagePath] of [
    ["cn", "/"],
    ["us", "/us"],
  ]) {
    const file = path.join(tmp, `home-${region}.html`);
    writeFileSync(file, Buffer.from(await (await fetch(origin + pagePath)).arrayBuffer()));
    html[region] = { file, gzip: gzipSync(readFileSync(file), { level: 9 }).length };
  }
  const pages = await measureFirstLoad(readFileSync(html.cn.file, "utf8"));
  const bytes = (n) => `${n.toLocaleString("en")} B`;
  const lines = [
    "### Byte budgets (first-load JavaScript as a browser receives it: stored brotli 11; home: its inline scripts, gzip -9)",
    "",
    "| page type | scripts | first-load JS | budget | |",
    "|---|---:|---:|---:|---|",
  ];
  for (const row of pages) {
    const note = row.documentOnly
      ? ` (cn home as served: document-only first load; ${bytes(row.clientNavigationBytes)} on a client navigation to it)`
      : "";
    const verdict = row.verdict === "ok" ? "ok" : `**${row.verdict}, ${bytes(row.bytes - row.budget)} over**`;
    lines.push(
      `| ${row.type} | ${row.scripts.length} | ${bytes(row.bytes)} | ${bytes(row.budget)} | ${verdict}${note} |`,
    );
  }
  for (const region of ["cn", "us"]) {
    const { gzip } = html[region];
    lines.push(`| home HTML (${region}) | | ${kb(gzip)} KB | 60.0 KB | ${gzip <= 60 * KB ? "ok" : "**over**"} |`);
  }
  return lines.join("\n");
}

function lighthouseTable(rows) {
  const mark = (ok) => (ok ? "" : " ✗");
  const lines = [
    "### Lighthouse (mobile preset, simulated throttling, Debian Chromium headless)",
    "",
    `Each page is measured ${RUNS} times (LIGHTHOUSE_RUNS); the median run by performance score is shown, with the machine's 1-minute load average over its runs (2 cores). Targets: performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}, accessibility ${TARGETS.accessibility}. The campaign page is opened at its stage 2 instant through the preview (\`x-preview-token\` + \`?at=\`), so it is rendered for that request rather than served from the page cache.`,
    "",
    "| page | region | performance (median) | range | accessibility | CLS | LCP | TBT | FCP | load average |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    if (!row.path) {
      lines.push(
        `| ${row.type} | ${row.region} | – | – | – | – | – | – | – | – |`.trimEnd() + " (no such page in this region)",
      );
      continue;
    }
    if (row.runtimeError) {
      lines.push(`| ${row.type} | ${row.region} | error: ${row.runtimeError} | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${row.type} | ${row.region} | ${row.performance}${mark(row.performance >= TARGETS.performance)} | ${row.range.join("–")} (${row.runs} runs) | ${row.accessibility}${mark(row.accessibility >= TARGETS.accessibility)} | ${row.cls.toFixed(3)}${mark(row.cls <= TARGETS.cls)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${ms(row.fcp)} | ${row.load.map((load) => load.toFixed(1)).join("–")} |`,
    );
  }
  const misses = rows.filter(
    (r) => r.path && (r.failedA11y?.length || r.performance < TARGETS.performance || r.cls > TARGETS.cls),
  );
  if (misses.length) {
    lines.push("", "Misses:");
    for (const r of misses)
      lines.push(
        `- ${r.region} ${r.type}: ${[r.failedA11y?.length ? `accessibility audits failing: ${r.failedA11y.join(", ")}` : "", r.performance < TARGETS.performance ? `LCP element: \`${(r.lcpElement ?? "?").replaceAll("`", "'").slice(0, 120)}\`` : ""].filter(Boolean).join("; ")}`,
      );
  }
  return lines.join("\n");
}

function liveCampaignTable({ live, now, referenceAssets }) {
  const signed = (value, format) =>
    value === null ? "–" : `${value > 0 ? "+" : value < 0 ? "−" : "±"}${format(Math.abs(value))}`;
  const lines = [
    `### Lighthouse: the live ${LIVE_CAMPAIGN.page} page and a product page made in the studio, beside their scripts-free references`,
    "",
    `Measured ${now.toISOString()} (the bench's real time), mobile preset, simulated throttling, Debian Chromium headless. ` +
      `Each campaign page is the edition of the \`${LIVE_CAMPAIGN.page}\` series that the content opens in its region at that time; ` +
      "the product page is one a marketer made in the studio (scripts/bench/studio-product.mjs: a picture uploaded, prices in us and de, " +
      "names and page text in English and German, published before the server starts), served from the published content; " +
      "requested as shoppers do (no `?at=`, no preview token: the page cache answers after the first request). " +
      "The reference beside it is the same document as the server sent it to a plain GET, every `<script>` element and " +
      `modulepreload link removed, at the same path on nginx (gzip_static, gzip on) with the ${referenceAssets ?? 0} ` +
      "same-origin assets it loads copied beside it (same origin, same bytes and request graph, less the scripts). " +
      `Each page and its reference are measured back to back in each of ${RUNS} rounds (LIGHTHOUSE_RUNS), their order swapped every other round. ` +
      "Every figure is the median of its own runs; the gap is the median over rounds of (page − reference) in the same round. " +
      `Targets for the page: performance ≥ ${LIVE_TARGETS.performance}, LCP ≤ ${LIVE_TARGETS.lcp} ms.`,
    "",
    "| page | region | edition | served by | performance (median) | range | LCP | CLS | TBT | FCP | gap: performance | gap: LCP | gap: CLS | gap: TBT | load average |",
    "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of live) {
    const head = `| ${row.path} | ${row.region} | ${row.edition ?? "–"} | ${row.served === "server" ? "the server" : "nginx, no scripts"}`;
    if (row.skipped) {
      lines.push(`${head} | skipped: ${row.skipped} | | | | | | | | | | |`);
      continue;
    }
    if (row.runtimeError) {
      lines.push(`${head} | error: ${row.runtimeError} | | | | | | | | | | |`);
      continue;
    }
    const isPage = row.served === "server";
    const mark = (ok) => (isPage && !ok ? " ✗" : "");
    const gap = row.gap ?? {};
    lines.push(
      `${head} | ${row.performance}${mark(row.performance >= LIVE_TARGETS.performance)} | ${row.range.join("–")} (${row.runs} runs) | ${ms(row.lcp)}${mark(row.lcp <= LIVE_TARGETS.lcp)} | ${row.cls.toFixed(3)} | ${ms(row.tbt)} | ${ms(row.fcp)} | ` +
        (isPage
          ? `${signed(gap.performance, String)} | ${signed(gap.lcp, (v) => `${Math.round(v)} ms`)} | ${signed(gap.cls, (v) => v.toFixed(3))} | ${signed(gap.tbt, (v) => `${Math.round(v)} ms`)}`
          : "reference | | |") +
        ` | ${row.load.map((load) => load.toFixed(1)).join("–")} |`,
    );
  }
  const measured = live.filter((r) => r.mainThread?.length);
  if (measured.length) {
    lines.push(
      "",
      "Main-thread work (Lighthouse's breakdown, the median of each kind over the runs, the three largest):",
    );
    for (const r of measured)
      lines.push(
        `- ${r.region}, ${r.served === "server" ? "the server" : "reference"}: ${r.mainThread.map((w) => `${w.label} ${ms(w.ms)}`).join(", ")}`,
      );
  }
  const misses = live.filter(
    (r) =>
      r.served === "server" && !r.skipped && (r.performance < LIVE_TARGETS.performance || r.lcp > LIVE_TARGETS.lcp),
  );
  if (misses.length) {
    lines.push("", "LCP elements of the pages that miss:");
    for (const r of misses)
      lines.push(`- ${r.region}: \`${(r.lcpElement ?? "?").replaceAll("`", "'").slice(0, 160)}\``);
  }
  return lines.join("\n");
}

function throughputTable(result) {
  const num = (value, digits = 0) =>
    value === null || value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits);
  const lines = [
    `### Throughput (wrk -t1 -c${result.connections} -d${result.duration}s after a 2 s warm-up, \`Accept-Encoding: ${result.acceptEncoding}\` as a browser sends it, one run)`,
    "",
    `Servers run with their clock at ${result.at} (Black Friday stage 2); every server, wrk included, shares the machine's two cores. ` +
      "Targets: page cache HIT ≥ 50% of nginx gzip_static serving the same page bytes; a fresh render ≥ 50% of React's renderToString of the same element tree.",
    "",
    "The two sides of the fresh-render comparison: the server (one process, PAGE_CACHE=off, the production V8 heap settings) " +
      "answers wrk over HTTP on the two cores it shares with wrk: routing, middleware, loaders, React Router's encoding of the " +
      "loader data, the render, the hash CSP and compression (brotli, as the browser asks; both on its document thread), its main thread, " +
      "the document thread and V8's GC helper threads. The reference renders the very element tree the server renders for that request (entry.server's documentTree " +
      "with the EntryContext React Router built, the loader data scripts added, the string flattened once; checked to be the served " +
      "document byte for byte) with React's renderToString in a loop, in a process of its own with the same heap settings, while no server runs (half the time just before the servers are measured, half just after, averaged): " +
      "one JavaScript thread plus V8's GC helpers, no HTTP, loaders or compression. CPU time per request is read from /proc " +
      "for both, so the notes also compare them by CPU time.",
    "",
    "| page | server | req/s | p50 | p99 | ratio | to | notes |",
    "|---|---|---:|---:|---:|---:|---|---|",
  ];
  for (const r of result.rows) {
    if (r.server === "sizes") {
      lines.push(`| ${r.page} | sizes | | | | | | ${r.note} |`);
      continue;
    }
    lines.push(
      `| ${r.page} | ${r.server} | ${num(r.rps)} | ${num(r.p50, 2)} ms | ${r.p99 === null ? "–" : `${num(r.p99, 2)} ms`} | ${(r.ratio * 100).toFixed(0)}% | ${r.of} | ${r.note ?? (r.errors ? `${r.errors} errors` : "")} |`,
    );
  }
  lines.push(
    "",
    "Several processes (WEB_CONCURRENCY) on PostgreSQL, us home:",
    "",
    "| workers | server | req/s | p50 | p99 |",
    "|---:|---|---:|---:|---:|",
    ...result.workers.map(
      (w) => `| ${w.workers} | ${w.server} | ${num(w.rps)} | ${num(w.p50, 2)} ms | ${num(w.p99, 2)} ms |`,
    ),
  );
  return lines.join("\n");
}

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.log("build/ missing: npm run build");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  }
  const started = new Date();
  const sections = [
    `## Performance`,
    "",
    `Measured ${started.toISOString()} on ${machine()}. Other work may share the machine: compare figures within one run.`,
  ];

  let liveSection = null;
  const previewToken = randomBytes(32).toString("hex");
  // The live rows measure a product page made in the studio too: published into the server's data before it starts.
  const dataDir = newDataDir();
  const studioPages =
    only.has("lighthouse") && LIGHTHOUSE_ONLY.has("campaign-live") ? await seedStudioProduct(dataDir) : [];
  const server =
    only.has("budgets") || only.has("lighthouse")
      ? await startServer({ port: BENCH_PORTS.site, env: { PREVIEW_TOKEN: previewToken }, dataDir })
      : null;
  try {
    if (only.has("budgets")) {
      console.log("Byte budgets");
      sections.push("", await budgets(server.origin));
    }
    if (only.has("lighthouse")) {
      if (LIGHTHOUSE_ONLY.has("pages"))
        console.log(
          `Lighthouse: ${LIGHTHOUSE_PAGES.length} page types in cn and us (home and pre-order in kr and jp too)`,
        );
      if (LIGHTHOUSE_ONLY.has("campaign-live"))
        console.log(
          `Lighthouse: the live ${LIVE_CAMPAIGN.page} page in ${LIVE_CAMPAIGN.regions.join(" and ")} and a product page made in the studio, and their references`,
        );
      const result = await measureLighthouse({
        origin: server.origin,
        previewToken,
        chromePort: BENCH_PORTS.chrome,
        referencePort: BENCH_PORTS.lighthouseReference,
        studioPages,
      });
      if (LIGHTHOUSE_ONLY.has("pages")) sections.push("", lighthouseTable(result.rows));
      if (LIGHTHOUSE_ONLY.has("campaign-live")) liveSection = liveCampaignTable(result);
    }
  } finally {
    await server?.stop();
  }
  if (only.has("throughput")) {
    execFileSync("bash", ["scripts/ensure-nginx.sh"], { cwd: ROOT, stdio: "inherit" });
    console.log("Throughput");
    const result = await measureThroughput({
      duration: Number(option("duration", 10)),
      connections: Number(option("connections", 50)),
    });
    sections.push("", throughputTable(result));
  }
  const body = sections.join("\n");
  if (sections.length > 3) writeSection(path.join(ROOT, "bench/results.md"), "performance", body);
  if (sections.length > 3) console.log(`\n${body}\n\nWritten to bench/results.md`);
  if (liveSection) {
    writeSection(path.join(ROOT, "bench/results.md"), "lighthouse-campaign-live", liveSection);
    console.log(`\n${liveSection}\n\nWritten to bench/results.md (lighthouse-campaign-live)`);
  }
  if (only.has("logging")) {
    // The hit path with request logs on and off (its own section, scripts/bench/operations.mjs).
    console.log("Request logs and the page cache");
    const logging = loggingSection(await loggingRun());
    writeSection(path.join(ROOT, "bench/results.md"), "operations-logging", logging);
    console.log(`\n${logging}`);
  }
}

await main();

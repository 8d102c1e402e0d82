// Does our own machinery still earn its keep? Fresh-render throughput and memory of the production server
// with and without the document thread (DOCUMENT_THREAD: CSP hashing and compression off the main thread), both servers
// up at once and measured in interleaved rounds, so the machine's other load falls on each alike. Every request is a
// fresh render (PAGE_CACHE=off) asked for as a browser asks (Accept-Encoding: gzip, deflate, br). The loader-data hiding
// of document-only first loads, weighed here too, bought 10% and was removed
// (docs/decisions/061-fresh-renders.md).
//   npx vite-node --config vitest.config.ts scripts/bench/complexity.mjs -- [--rounds 6] [--seconds 4] [--connections 8]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BENCH_PORTS } from "./ports.mjs";
import { startServer } from "./server.mjs";
import { wrk } from "./throughput.mjs";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "4" },
    connections: { type: "string", default: "8" },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

/** Document-only first loads and hydrated documents. */
const PAGES = [
  { name: "cn home (document-only)", path: "/" },
  { name: "us home (document-only)", path: "/us" },
  { name: "us pre-order", path: "/us/flagship-bumblebee" },
  { name: "us faq", path: "/us/faq" },
];
const VARIANTS = [
  { name: "as shipped", env: {} },
  { name: "no document thread", env: { DOCUMENT_THREAD: "off" } },
];

const CLOCK_TICKS = 100;
/** CPU time (ms) of a process, all threads, from /proc. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** Resident memory now and at its peak (MB), from /proc. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

const servers = [];
try {
  for (const [index, variant] of VARIANTS.entries()) {
    // A fresh data directory's databases are created before the server listens: minutes on a loaded machine.
    const env = { PAGE_CACHE: "off", ...variant.env };
    const server = await startServer({ port: BENCH_PORTS.fresh + index, env, timeoutMs: 600_000 });
    servers.push({ ...variant, ...server });
  }
  // Warm every route in every server (JIT, lazy modules) before anything counts.
  for (const server of servers)
    for (const page of PAGES) wrk(server.origin + page.path, { duration: 2, connections: 2 });
  const results = new Map(); // `${variant} ${page}` → { rps: [], cpu: [] }
  console.log(`load average before: ${loadAverage()}`);
  for (let round = 0; round < ROUNDS; round++) {
    // Each round visits the variants in another order (a Latin square over rounds), each page in turn.
    const order = servers.map((_, i) => servers[(i + round) % servers.length]);
    for (const page of PAGES) {
      for (const server of order) {
        const cpuBefore = cpuMs(server.pid);
        const run = wrk(server.origin + page.path, { duration: SECONDS, connections: CONNECTIONS });
        const cpu = cpuMs(server.pid) - cpuBefore;
        if (run.errors) throw new Error(`${server.name} ${page.path}: ${run.errors} non-2xx answers`);
        const key = `${server.name}\t${page.name}`;
        const entry = results.get(key) ?? { rps: [], cpu: [] };
        entry.rps.push(run.rps);
        entry.cpu.push(cpu / run.requests);
        results.set(key, entry);
      }
    }
    console.log(`round ${round + 1}/${ROUNDS} done, load average ${loadAverage()}`);
  }
  const lines = [
    `Fresh renders (PAGE_CACHE=off), wrk -t1 -c${CONNECTIONS}, ${SECONDS} s × ${ROUNDS} interleaved rounds; median req/s, its`,
    `ratio to the shipped server, and median server CPU (all threads) per request. Load average after: ${loadAverage()}.`,
    "",
    "| page | variant | req/s | vs shipped | CPU ms/request |",
    "|---|---|---:|---:|---:|",
  ];
  for (const page of PAGES) {
    const shipped = median(results.get(`${servers[0].name}\t${page.name}`).rps);
    for (const server of servers) {
      const { rps, cpu } = results.get(`${server.name}\t${page.name}`);
      const value = median(rps);
      lines.push(
        `| ${page.name} | ${server.name} | ${value.toFixed(0)} | ${((value / shipped) * 100).toFixed(1)}% | ${median(cpu).toFixed(2)} |`,
      );
    }
  }
  lines.push("", "| variant | RSS after (MB) | peak RSS (MB) |", "|---|---:|---:|");
  for (const server of servers) {
    const { rss, peak } = memory(server.pid);
    lines.push(`| ${server.name} | ${rss.toFixed(0)} | ${peak.toFixed(0)} |`);
  }
  console.log(lines.join("\n"));
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

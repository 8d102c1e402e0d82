// Two builds of the site, side by side in one run (issue 30: what content read per request costs shoppers): each
// build's production server, in turn and in alternating rounds, answers wrk on loopback as a browser asks
// (Accept-Encoding), for fresh renders (PAGE_CACHE=off) and for page cache hits; plus each server's resident memory
// once warm. The builds are checkouts (folders with build/ and node_modules/), e.g. a copy of main's and this one's.
//   BENCH_PORT_BASE=3800 node scripts/bench/builds-ab.mjs --a /tmp/base --b . [--rounds 5] [--duration 5] [--data dir]
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { withProductionEnv } from "../production-env.mjs";
import { BENCH_PORTS } from "./ports.mjs";
import { THROUGHPUT_AT, wrk } from "./throughput.mjs";

const { values } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    rounds: { type: "string", default: "5" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    /** A data directory to start each server from (copied; saves each its databases' creation). */
    data: { type: "string" },
    only: { type: "string", default: "fresh,hits" },
  },
});
if (!values.a || !values.b) {
  console.error("usage: node scripts/bench/builds-ab.mjs --a <checkout> --b <checkout> [--rounds n] [--duration s]");
  process.exit(2);
}
const builds = { a: path.resolve(values.a), b: path.resolve(values.b) };
const PAGES = ["/us", "/us/black-friday", "/us/flagship-bumblebee", "/de/faq"];

/** CPU ms of a process, all threads (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

async function start(root, port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-ab-"));
  if (values.data) cpSync(values.data, dataDir, { recursive: true });
  const child = spawn(
    process.execPath,
    ["--import", path.resolve(import.meta.dirname, "shift-clock.mjs"), "build/server/start.js"],
    {
      cwd: root,
      env: {
        ...process.env,
        ...withProductionEnv({
          PORT: String(port),
          HOST: "127.0.0.1",
          METRICS_PORT: "0",
          SHUTDOWN_DRAIN_MS: "0",
          DATA_DIR: dataDir,
          RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
          BENCH_CLOCK_AT: THROUGHPUT_AT,
          LOG_REQUESTS: "off",
          ...env,
        }),
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`${root}: server exited`);
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) break;
    } catch {
      // not yet
    }
    if (waited > 600_000) throw new Error(`${root}: not ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];

async function compare(kind, env) {
  const servers = {
    a: await start(builds.a, BENCH_PORTS.fresh, env),
    b: await start(builds.b, BENCH_PORTS.cached, env),
  };
  const results = {};
  try {
    // Warm-up: every page once, then a short run each.
    for (const server of Object.values(servers))
      for (const page of PAGES) {
        await (await fetch(server.origin + page, { headers: { "accept-encoding": "gzip, br" } })).arrayBuffer();
        wrk(server.origin + page, { duration: 1, connections: Number(values.connections) });
      }
    for (const page of PAGES) {
      results[page] = { a: [], b: [], cpuA: [], cpuB: [] };
      for (let round = 0; round < Number(values.rounds); round++)
        for (const side of round % 2 ? ["b", "a"] : ["a", "b"]) {
          const server = servers[side];
          const cpu = cpuMs(server.pid);
          const run = wrk(server.origin + page, {
            duration: Number(values.duration),
            connections: Number(values.connections),
          });
          if (run.errors) throw new Error(`${side} ${page}: ${run.errors} non-2xx answers`);
          results[page][side].push(run.rps);
          results[page][side === "a" ? "cpuA" : "cpuB"].push((cpuMs(server.pid) - cpu) / run.requests);
        }
    }
    const memory = { a: rssMb(servers.a.pid), b: rssMb(servers.b.pid) };
    console.log(
      `\n${kind} (wrk -t1 -c${values.connections} -d${values.duration}s, ${values.rounds} rounds, alternating)`,
    );
    console.log("| page | A req/s | B req/s | B/A | A CPU ms/req | B CPU ms/req |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const [page, r] of Object.entries(results)) {
      const [a, b] = [median(r.a), median(r.b)];
      console.log(
        `| ${page} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${((100 * b) / a).toFixed(1)}% | ${median(r.cpuA).toFixed(2)} | ${median(r.cpuB).toFixed(2)} |`,
      );
    }
    console.log(`resident memory after the runs: A ${memory.a.toFixed(0)} MB, B ${memory.b.toFixed(0)} MB`);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

console.log(`A: ${builds.a}\nB: ${builds.b}\nclock at ${THROUGHPUT_AT}; ${new Date().toISOString()}`);
const only = values.only.split(",");
if (only.includes("fresh")) await compare("fresh renders (PAGE_CACHE=off)", { PAGE_CACHE: "off" });
if (only.includes("hits")) await compare("page cache hits", {});

// The figures, each in its own section of bench/results.md:
// - logging (part of `npm run bench`): the page cache's hit rate with one JSON log line per request against logging
//   off (LOG_REQUESTS=off), both writing stdout to a file as a service manager would; log volume and CPU per request.
// - restart (part of `npm run bench:resilience`): a rolling restart of two origins behind deploy/nginx.conf under wrk
//   -c50 for 30 s (every answer must be 2xx), and SIGTERM under load straight at one origin (no connection resets
//   on its keep-alive connections).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { withProductionEnv } from "../production-env";
import { BENCH_PORTS } from "./ports.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EDGE_HOST = "www.mechaforge.com";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function machine() {
  return `${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`;
}

/** The production server on `port`, its stdout (the JSON log) written to `logFile`. */
async function startOrigin({ port, dataDir, logFile, env = {} }) {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, ["build/server/start.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...withProductionEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        METRICS_PORT: "0",
        TRUST_PROXY: "loopback",
        PUBLIC_ORIGIN: `https://${EDGE_HOST}`,
        // The repository's legal facts are samples: served knowingly at the deployment's public host.
        LEGAL_SAMPLES: "serve",
        RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
        ...env,
      }),
    },
    stdio: ["ignore", out, "inherit"],
  });
  closeSync(out);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null)
      throw new Error(`origin on ${port} exited: ${readFileSync(logFile, "utf8").slice(-2000)}`);
    const ready = await status(`http://127.0.0.1:${port}/readyz`);
    if (ready === 200) break;
    await sleep(100);
  }
  return {
    pid: child.pid,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

function status(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve(0));
    request.setTimeout(2_000, () => request.destroy());
  });
}

/** wrk's figures: requests, rate, non-2xx/3xx answers and socket errors by kind. */
function parseWrk(out) {
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: number(/(\d+) requests in/),
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    socket: socket
      ? { connect: Number(socket[1]), read: Number(socket[2]), write: Number(socket[3]), timeout: Number(socket[4]) }
      : { connect: 0, read: 0, write: 0, timeout: 0 },
  };
}

function runWrk(url, { seconds, connections, host }) {
  return new Promise((resolve, reject) => {
    const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip, deflate, br"];
    if (host) args.push("-H", `Host: ${host}`);
    const child = spawn("wrk", [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.once("error", reject);
    child.once("exit", () => resolve({ ...parseWrk(out), raw: out }));
  });
}

/** A migrated PGlite data directory, made once by starting a server on it. */
async function templateDir(port) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-ops-template-"));
  const log = path.join(dir, "..", `${path.basename(dir)}.log`);
  const origin = await startOrigin({ port, dataDir: dir, logFile: log, env: { SHUTDOWN_DRAIN_MS: "0" } });
  await origin.stop();
  rmSync(log, { force: true });
  return dir;
}

function copyOf(template, label) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-ops-${label}-`));
  rmSync(dir, { recursive: true });
  cpSync(template, dir, { recursive: true });
  return dir;
}

// ---------------------------------------------------------------------------------------------------------------
// Logging: hit rate with request logs on and off.

export async function loggingRun({ seconds = 10, rounds = 2 } = {}) {
  const port = BENCH_PORTS.cached;
  const template = await templateDir(port);
  const work = mkdtempSync(path.join(tmpdir(), "bench-ops-logging-"));
  const runs = [];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const logging of round % 2 === 0 ? ["on", "off"] : ["off", "on"]) {
        const logFile = path.join(work, `log-${logging}-${round}.jsonl`);
        const dataDir = copyOf(template, `logging-${logging}`);
        const origin = await startOrigin({
          port,
          dataDir,
          logFile,
          env: { LOG_REQUESTS: logging, SHUTDOWN_DRAIN_MS: "0" },
        });
        try {
          for (let i = 0; i < 2; i++) await status(`http://127.0.0.1:${port}/us`);
          const sizeBefore = statSync(logFile).size;
          const cpuBefore = cpuMs(origin.pid);
          const result = await runWrk(`http://127.0.0.1:${port}/us`, { seconds, connections: 50 });
          const cpu = cpuMs(origin.pid) - cpuBefore;
          await sleep(200);
          const bytes = statSync(logFile).size - sizeBefore;
          runs.push({
            logging,
            round,
            ...result,
            cpuPerRequestUs: (cpu * 1000) / result.requests,
            logBytesPerRequest: bytes / result.requests,
          });
        } finally {
          await origin.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  }
  const summary = (logging) => {
    const mine = runs.filter((run) => run.logging === logging);
    const requests = mine.reduce((sum, run) => sum + run.requests, 0);
    return {
      logging,
      rps: mine.reduce((sum, run) => sum + run.rps, 0) / mine.length,
      requests,
      non2xx: mine.reduce((sum, run) => sum + run.non2xx, 0),
      cpuPerRequestUs: mine.reduce((sum, run) => sum + run.cpuPerRequestUs * run.requests, 0) / requests,
      logBytesPerRequest: mine.reduce((sum, run) => sum + run.logBytesPerRequest * run.requests, 0) / requests,
      runs: mine.map((run) => Math.round(run.rps)),
    };
  };
  // Each round runs on and off back to back: the ratio within a round is what the neighbours' load disturbs least.
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    const on = runs.find((run) => run.round === round && run.logging === "on");
    const off = runs.find((run) => run.round === round && run.logging === "off");
    if (on && off) ratios.push(on.rps / off.rps);
  }
  ratios.sort((a, b) => a - b);
  const median =
    ratios.length % 2
      ? ratios[(ratios.length - 1) / 2]
      : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
  return { seconds, rounds, on: summary("on"), off: summary("off"), ratios, median };
}

export function loggingSection(result) {
  const { on, off } = result;
  const ratio = on.rps / off.rps;
  const row = (s) =>
    `| ${s.logging} | ${Math.round(s.rps).toLocaleString("en")} (${s.runs.join(", ")}) | ${s.non2xx} | ${s.cpuPerRequestUs.toFixed(1)} µs | ${s.logBytesPerRequest.toFixed(0)} B |`;
  return [
    "## Request logs and the page cache (`npm run bench`)",
    "",
    `Run ${new Date().toISOString()} on ${machine()}. The us home page from the page cache (hits), wrk -t1 -c50, ` +
      `${result.seconds} s per run, ${result.rounds} runs each, alternating; the server's stdout (pino, one JSON line per request) ` +
      "written to a file as a service manager would; LOG_REQUESTS=off keeps the metrics and drops the lines.",
    "",
    "| request log | hits/s, mean (runs) | non-2xx | server CPU per request | log per request |",
    "|---|---:|---:|---:|---:|",
    row(on),
    row(off),
    "",
    `With logging on the mean hit rate is ${(ratio * 100).toFixed(1)}% of logging off; the median of the rounds' ratios ` +
      `(on and off run back to back) is ${(result.median * 100).toFixed(1)}% (rounds: ${result.ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(", ")}; target: at least 90%).`,
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// Restarts: a rolling restart of two origins behind nginx, and SIGTERM under load.

function startEdge(originPorts, port) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-ops-nginx-"));
  chmodSync(dir, 0o755);
  for (const name of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, name));
    chmodSync(path.join(dir, name), 0o777);
  }
  const site = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8")
    .replace(/server 127\.0\.0\.1:3000\b/, `server 127.0.0.1:${originPorts[0]}`)
    .replace(/server 127\.0\.0\.1:3001\b/, `server 127.0.0.1:${originPorts[1]}`)
    .replace("/var/cache/nginx/mechaforge", path.join(dir, "cache"))
    // The hop's socket in this directory; no access log (the figures stay comparable with earlier runs).
    .replaceAll("unix:/run/mechaforge-edge-hop.sock", `unix:${path.join(dir, "hop.sock")}`)
    .replace(/^\s*access_log \/var\/log\/nginx\/mechaforge\.access\.log .*$/m, "    access_log off;")
    .replace("listen 80 default_server;", `listen 127.0.0.1:${port} default_server;`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    // wrk is one client: the per-client zones would answer it 429; and every request goes to an origin (no edge cache),
    // so the restart is what is measured, not nginx's cache.
    .replace(/^\s*limit_req zone=.*$/gm, "")
    .replace(/^\s*proxy_cache mechaforge;$/m, "");
  if (!site.includes(`127.0.0.1:${originPorts[1]}`)) throw new Error("deploy/nginx.conf: upstream lines not found");
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; worker_processes 1; daemon on;
events { worker_connections 4096; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir}/${name};`).join("\n  ")}
  include ${dir}/site.conf;
}
`,
  );
  execFileSync("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "inherit" });
  return {
    dir,
    errorLog: () => readFileSync(path.join(dir, "error.log"), "utf8"),
    stop() {
      try {
        process.kill(Number(readFileSync(path.join(dir, "nginx.pid"), "utf8")), "SIGQUIT");
      } catch {
        // already gone
      }
    },
  };
}

export async function restartRun({ seconds = 30, drainMs = 5_000 } = {}) {
  const [portA, portB, edgePort] = [BENCH_PORTS.fresh, BENCH_PORTS.bare, BENCH_PORTS.edge];
  const template = await templateDir(portA);
  const work = mkdtempSync(path.join(tmpdir(), "bench-ops-restart-"));
  const dirs = [copyOf(template, "a"), copyOf(template, "b")];
  const env = { SHUTDOWN_DRAIN_MS: String(drainMs) };
  const origins = [];
  let edge = null;
  const timeline = [];
  let t0 = Date.now();
  const mark = (event) => timeline.push(`${((Date.now() - t0) / 1000).toFixed(1)} s ${event}`);
  try {
    origins[0] = await startOrigin({ port: portA, dataDir: dirs[0], logFile: path.join(work, "a.log"), env });
    origins[1] = await startOrigin({ port: portB, dataDir: dirs[1], logFile: path.join(work, "b.log"), env });
    edge = startEdge([portA, portB], edgePort);
    for (let i = 0; i < 4; i++) await status(`http://127.0.0.1:${edgePort}/us/faq`);
    t0 = Date.now();
    mark("wrk starts");
    const load = runWrk(`http://127.0.0.1:${edgePort}/us/faq`, { seconds, connections: 50, host: EDGE_HOST });
    // The rolling restart: one origin at a time, the next only once the restarted one is ready.
    await sleep(3_000);
    for (const [index, port] of [portA, portB].entries()) {
      mark(`SIGTERM origin ${index + 1}`);
      const exit = await origins[index].stop();
      mark(`origin ${index + 1} exited (${exit.signal ?? exit.code})`);
      origins[index] = await startOrigin({ port, dataDir: dirs[index], logFile: path.join(work, `${index}.log`), env });
      mark(`origin ${index + 1} ready again`);
    }
    const rolling = await load;
    mark("wrk done");

    // SIGTERM under load, straight at one origin: its keep-alive connections must close cleanly, none reset.
    const direct = runWrk(`http://127.0.0.1:${portA}/us/faq`, {
      seconds: Math.ceil(drainMs / 1000) + 6,
      connections: 50,
    });
    await sleep(2_000);
    const signalled = Date.now();
    await origins[0].stop();
    const stopMs = Date.now() - signalled;
    const sigterm = await direct;
    return {
      seconds,
      drainMs,
      rolling: { ...rolling, raw: undefined },
      timeline,
      sigterm: { ...sigterm, raw: undefined, stopMs },
      nginxErrors: edge
        .errorLog()
        .split("\n")
        .filter((line) => /\[(error|crit)\]/.test(line)).length,
    };
  } finally {
    edge?.stop();
    for (const origin of origins) await origin?.stop();
    for (const dir of [...dirs, work, template]) rmSync(dir, { recursive: true, force: true });
  }
}

export function restartSection(result) {
  const { rolling, sigterm } = result;
  const errors = (s) => `connect ${s.connect}, read ${s.read}, write ${s.write}, timeout ${s.timeout}`;
  return [
    "## Restarts (`npm run bench:resilience -- --only=restart`)",
    "",
    `Run ${new Date().toISOString()} on ${machine()}. Two origins (PGlite each) behind deploy/nginx.conf as shipped ` +
      "(its upstream block), the per-client limit_req zones and the edge cache removed so that wrk (one client) reaches " +
      `an origin with every request; /us/faq; SHUTDOWN_DRAIN_MS=${result.drainMs}.`,
    "",
    "| run | requests | req/s | non-2xx | socket errors (wrk) |",
    "|---|---:|---:|---:|---|",
    `| rolling restart of both origins under wrk -c50 for ${result.seconds} s, through nginx | ${rolling.requests.toLocaleString("en")} | ${Math.round(rolling.rps).toLocaleString("en")} | **${rolling.non2xx}** | ${errors(rolling.socket)} |`,
    `| SIGTERM under wrk -c50 straight at one origin (stopped ${(sigterm.stopMs / 1000).toFixed(1)} s after the signal) | ${sigterm.requests.toLocaleString("en")} | ${Math.round(sigterm.rps).toLocaleString("en")} | ${sigterm.non2xx} | ${errors(sigterm.socket)} |`,
    "",
    `Timeline of the rolling restart: ${result.timeline.join("; ")}. nginx error-log lines: ${result.nginxErrors} ` +
      "(connections refused by a stopped origin, each passed to the other one).",
    "",
    "Straight at an origin, wrk ignores /readyz and goes on reconnecting: once the drain is over the port is closed and " +
      "its new connections are refused, which wrk counts as write errors (a refused connect, not a reset); a read error " +
      "is a connection cut under a request. Through nginx those refusals are passed to the other origin.",
  ].join("\n");
}

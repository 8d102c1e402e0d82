// Throughput on loopback as a browser asks (wrk, `Accept-Encoding: gzip, deflate, br`), all in one run:
// per page, nginx gzip_static serving the same page bytes (the limit for a cached page), a bare node:http server
// writing the same precompressed bytes, our page cache (hits served before Express), nginx (deploy/nginx.conf) in
// front of our server, a fresh render (PAGE_CACHE=off), and React's renderToString of the same element tree (the
// reference for a fresh render); then 1 worker against 2 (WEB_CONCURRENCY) on PostgreSQL.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { withProductionEnv } from "../production-env";
import { BENCH_PG_PORT, BENCH_PORTS } from "./ports.mjs";
import { createPostgres } from "./resilience-postgres.mjs";
import { ROOT, startServer } from "./server.mjs";
import { startStaticNginx } from "./static-nginx.mjs";

/** While Black Friday stage 2 is live in the us. */
export const THROUGHPUT_AT = "2024-11-25T12:00:00+01:00";
export const THROUGHPUT_PAGES = [
  { name: "us home", path: "/us" },
  { name: "us pre-order", path: "/us/flagship-bumblebee" },
];
const ACCEPT_ENCODING = "gzip, deflate, br";
/** The first host deploy/nginx.conf serves. */
const EDGE_HOST = "www.mechaforge.com";

/** One wrk run: one thread (the other core is the server's), `connections` connections; `host` sets Host. */
export function wrk(url, { duration, connections, host }) {
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--latency", "-H", `Accept-Encoding: ${ACCEPT_ENCODING}`];
  if (host) args.push("-H", `Host: ${host}`);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? Number.NaN);
  const latency = (percent) => {
    const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return null;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? "0";
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    p50: latency(50),
    p99: latency(99),
    errors: Number(errors),
  };
}

/** CPU time (ms) a process has used, all its threads, or only its main thread (Linux /proc; null elsewhere). */
function cpuMs(pid, mainThreadOnly = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/${mainThreadOnly ? `task/${pid}/` : ""}stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** nginx with deploy/nginx.conf in front of the server on `originPort`. */
function startEdgeNginx(port, originPort) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-edge-"));
  chmodSync(dir, 0o755);
  for (const name of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, name));
    chmodSync(path.join(dir, name), 0o777);
  }
  const site = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8")
    .replace("/var/cache/nginx/mechaforge", path.join(dir, "cache"))
    // The hop's socket in this directory; no access log (the figures stay comparable with earlier runs).
    .replaceAll("unix:/run/mechaforge-edge-hop.sock", `unix:${path.join(dir, "hop.sock")}`)
    .replace(/^\s*access_log \/var\/log\/nginx\/mechaforge\.access\.log .*$/m, "    access_log off;")
    // One origin here: the shipped upstream's two (rolling restarts) become this one.
    .replace(/server 127\.0\.0\.1:3000\b[^;]*;/, `server 127.0.0.1:${originPort};`)
    .replace(/^\s*server 127\.0\.0\.1:3001\b[^;]*;\n/m, "")
    .replace("listen 80 default_server;", `listen 127.0.0.1:${port} default_server;`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    // wrk is one client: the per-client request zones would measure the limit, not the cache.
    .replace(/^\s*limit_req zone=.*$/gm, "");
  writeFileSync(path.join(dir, "site.conf"), site);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; worker_processes 1;
events { worker_connections 1024; }
http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((n) => `${n}_temp_path ${dir}/${n};`).join(" ")}
  include ${dir}/site.conf; }
`,
  );
  const started = spawnSync("nginx", ["-p", dir, "-c", conf], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
  return { origin: `http://127.0.0.1:${port}`, stop: () => spawnSync("nginx", ["-p", dir, "-c", conf, "-s", "stop"]) };
}

/** A bare node:http server (its own process) writing one stored body: what the hit path would cost with no logic. */
function startBareNode(port, body, encoding) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-bare-")), "body");
  writeFileSync(file, body);
  const child = spawn(process.execPath, ["scripts/bench/bare-server.mjs", String(port), file, encoding ?? "identity"], {
    cwd: ROOT,
  });
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => (child.once("exit", done), child.kill())),
      }),
    );
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
  });
}

/** renderToString of the page's element tree, in its own process with the same clock. */
function renderReference(pagePath, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "./scripts/bench/shift-clock.mjs", "scripts/bench/render-reference.mjs", pagePath, String(seconds)],
      // The server's V8 heap settings (package.json's start script), so both sides collect garbage alike.
      {
        cwd: ROOT,
        env: { ...process.env, ...withProductionEnv({ NODE_ENV: "production", BENCH_CLOCK_AT: THROUGHPUT_AT }) },
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => process.stderr.write(chunk));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").at(-1)))
        : reject(new Error(`render reference exited ${code}`)),
    );
  });
}

/** What a fresh render costs the server, next to the reference: CPU per request and how many cores it kept busy. */
function cpuNote(result, reference) {
  const cores = (result.cpuMsPerRequest * result.rps) / 1000;
  return (
    `CPU ${result.cpuMsPerRequest.toFixed(2)} ms per request, all threads (main thread ${result.mainMsPerRequest.toFixed(2)} ms; ` +
    `${cores.toFixed(2)} cores busy); by CPU time ${Math.round((100 * reference.cpuMsPerRender) / result.cpuMsPerRequest)}% of the reference`
  );
}

/** The mean of two reference runs (before and after the servers). */
function meanReference(first, second) {
  const mean = (key) => (first[key] + second[key]) / 2;
  const rendersPerSecond = mean("rendersPerSecond");
  return {
    ...second,
    rendersPerSecond,
    msPerRender: 1000 / rendersPerSecond,
    cpuMsPerRender: mean("cpuMsPerRender"),
    handlerPerSecond: mean("handlerPerSecond"),
    runs: [first.rendersPerSecond, second.rendersPerSecond],
  };
}

/** A GET whose body is kept as sent (fetch would decode it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

async function fetchBytes(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function measureThroughput({ duration = 10, connections = 50, log = console.log } = {}) {
  const measure = (label, url, pid, host) => {
    wrk(url, { duration: 2, connections, host }); // warm-up: JIT, connections, caches
    log(`  ${label} (${duration} s, ${connections} connections)`);
    const before = pid ? { all: cpuMs(pid), main: cpuMs(pid, true) } : null;
    const result = wrk(url, { duration, connections, host });
    if (!before || before.all === null || !result.requests) return result;
    // CPU per request of the server process (all threads) and of its main thread, for the cores-used comparison.
    return {
      ...result,
      cpuMsPerRequest: (cpuMs(pid) - before.all) / result.requests,
      mainMsPerRequest: (cpuMs(pid, true) - before.main) / result.requests,
    };
  };
  const rows = [];
  // The edge forwards the host deploy/nginx.conf names; the origin answers for it.
  const cached = await startServer({ port: BENCH_PORTS.cached, at: THROUGHPUT_AT, env: { COM_HOST: EDGE_HOST } });
  const fresh = await startServer({ port: BENCH_PORTS.fresh, at: THROUGHPUT_AT, env: { PAGE_CACHE: "off" } });
  const edge = startEdgeNginx(BENCH_PORTS.edge, BENCH_PORTS.cached);
  try {
    for (const page of THROUGHPUT_PAGES) {
      const html = await fetchBytes(cached.origin + page.path);
      const hit = await rawGet(cached.origin + page.path, { "accept-encoding": ACCEPT_ENCODING });
      if (hit.headers["x-cache"] !== "HIT") throw new Error(`${page.path}: expected a warm cache`);
      const stored = hit.body;
      const staticNginx = startStaticNginx(BENCH_PORTS.staticNginx, html);
      const bare = await startBareNode(BENCH_PORTS.bare, stored, hit.headers["content-encoding"]);
      try {
        // The reference runs just before and just after the servers (half the time each, averaged), so a change in what
        // else the shared machine is doing weighs on both sides of the comparison alike.
        log(`  ${page.name}: renderToString reference, before`);
        const before = await renderReference(page.path, duration / 2);
        const results = {
          "nginx gzip_static, same page bytes": measure(`${page.name}: nginx gzip_static`, staticNginx.origin + "/"),
          "node:http writing the stored bytes": measure(`${page.name}: bare node:http`, bare.origin + "/"),
          "page cache HIT": measure(`${page.name}: page cache`, cached.origin + page.path),
          "nginx (deploy/nginx.conf) in front, edge HIT": measure(
            `${page.name}: edge`,
            edge.origin + page.path,
            undefined,
            EDGE_HOST,
          ),
          "fresh render (PAGE_CACHE=off)": measure(`${page.name}: fresh render`, fresh.origin + page.path, fresh.pid),
        };
        log(`  ${page.name}: renderToString reference, after`);
        const reference = meanReference(before, await renderReference(page.path, duration / 2));
        const limit = results["nginx gzip_static, same page bytes"].rps;
        for (const [server, result] of Object.entries(results)) {
          const base = server.startsWith("fresh") ? reference.rendersPerSecond : limit;
          rows.push({
            page: page.name,
            server,
            ...result,
            ratio: result.rps / base,
            of: server.startsWith("fresh") ? "renderToString" : "nginx",
            note: result.cpuMsPerRequest ? cpuNote(result, reference) : undefined,
          });
        }
        rows.push({
          page: page.name,
          server: "React renderToString of the same tree (one process, no HTTP)",
          rps: reference.rendersPerSecond,
          p50: reference.msPerRender,
          p99: null,
          errors: 0,
          ratio: 1,
          of: "renderToString",
          note:
            `mean of ${reference.runs.map((rate) => `${Math.round(rate)}/s`).join(" before and ")} after the servers; ` +
            `CPU ${reference.cpuMsPerRender.toFixed(2)} ms per render, all threads ` +
            `(${((reference.cpuMsPerRender * reference.rendersPerSecond) / 1000).toFixed(2)} cores busy); ` +
            `React Router's whole handler in-process: ${Math.round(reference.handlerPerSecond)}/s`,
        });
        rows.push({
          page: page.name,
          server: "sizes",
          note: `identity ${html.length} B, stored ${hit.headers["content-encoding"]} ${stored.length} B, gzip -9 ${gzipSync(html, { level: 9 }).length} B`,
        });
      } finally {
        staticNginx.stop();
        await bare.stop();
      }
    }
  } finally {
    edge.stop();
    await cached.stop();
    await fresh.stop();
  }

  // Several processes: the same page on PostgreSQL with 1 and 2 workers (page cache on and off).
  const workers = [];
  const pg = createPostgres({ port: BENCH_PG_PORT });
  pg.start();
  try {
    for (const count of [1, 2]) {
      for (const [label, env] of [
        ["page cache HIT", {}],
        ["fresh render", { PAGE_CACHE: "off" }],
      ]) {
        const server = await startServer({
          port: BENCH_PORTS.workers,
          at: THROUGHPUT_AT,
          env: { DATABASE_URL: pg.url, WEB_CONCURRENCY: String(count), ...env },
        });
        try {
          workers.push({
            workers: count,
            server: label,
            ...measure(`PostgreSQL, ${count} worker(s): ${label}`, `${server.origin}/us`),
          });
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    pg.destroy();
  }
  return { duration, connections, at: THROUGHPUT_AT, acceptEncoding: ACCEPT_ENCODING, rows, workers };
}

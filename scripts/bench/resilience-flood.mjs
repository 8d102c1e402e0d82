// Issue 25: a cached page's latency while one client floods the origin with 404s (64 connections, random paths that no
// cache can answer, wrk with scripts/bench/flood-404.lua), with the production render budget and with it lifted (as
// before the budget), beside nginx gzip_static serving the same page bytes alone (the reference for a cached page).
// The page is fetched by one sequential client with a browser's Accept-Encoding, as the deep-paths part does.
import { execFile, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { startServer } from "./resilience-server.mjs";

const run = promisify(execFile);
const FLOOD_SCRIPT = path.join(import.meta.dirname, "flood-404.lua");
const PAGE = "/us/faq";

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
function summary(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
  };
}

/** Sequential GETs of one URL for `ms`, as a browser asks (gzip, br); every answer must be a 200. */
async function measurePage(url, ms) {
  const timings = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return summary(timings);
}

/** wrk's own figures of the flood: requests and the answers that were not 2xx/3xx (the 404s and 429s). */
function floodFigures(out) {
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** The page alone, then under a `seconds`-long flood of `connections` connections. */
async function pageUnderFlood(origin, { seconds, connections }) {
  await measurePage(`${origin}${PAGE}`, 500); // warm the page cache and the JIT
  const alone = await measurePage(`${origin}${PAGE}`, 5_000);
  const flood = run("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "-s", FLOOD_SCRIPT, origin], {
    encoding: "utf8",
  });
  await new Promise((resolve) => setTimeout(resolve, 200)); // the flood's connections are open
  const underFlood = await measurePage(`${origin}${PAGE}`, seconds * 1000 - 500);
  const { stdout } = await flood;
  return { alone, underFlood, flood: floodFigures(stdout) };
}

/** nginx serving one file with gzip_static (its .gz next to it), unprivileged, from a temporary prefix. */
function startStaticNginx(port, html) {
  const dir = mkdtempSync(path.join(tmpdir(), "flood-nginx-static-"));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "www"));
  chmodSync(path.join(dir, "www"), 0o755);
  writeFileSync(path.join(dir, "www/page.html"), html);
  writeFileSync(path.join(dir, "www/page.html.gz"), gzipSync(html, { level: 9 }));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
  for (const name of temp) {
    mkdirSync(path.join(dir, name));
    chmodSync(path.join(dir, name), 0o777);
  }
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off; ${temp.map((name) => `${name}_temp_path ${dir}/${name};`).join(" ")}
  server { listen 127.0.0.1:${port}; root ${dir}/www; gzip_static on; default_type "text/html; charset=utf-8";
    location = ${PAGE} { try_files /page.html =404; } location / { return 404; } }
}
`,
  );
  const started = spawnSync("nginx", ["-p", dir, "-c", conf], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      spawnSync("nginx", ["-p", dir, "-c", conf, "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {{ port: number, referencePort: number, dataDir: string, liftedDataDir: string, seconds?: number, connections?: number }} options
 */
export async function floodRun({ port, referencePort, dataDir, liftedDataDir, seconds = 20, connections = 64 }) {
  const runs = {};
  let html = null;
  for (const [label, dir, env] of [
    ["production render budget", dataDir, {}],
    ["render budget lifted (as before issue 25)", liftedDataDir, { RATE_LIMIT_RENDERS_PER_MINUTE: "100000000" }],
  ]) {
    const server = await startServer({ port, dataDir: dir, env });
    try {
      html ??= await (await fetch(`${server.url}${PAGE}`)).text();
      runs[label] = { ...(await pageUnderFlood(server.url, { seconds, connections })), serverAlive: !server.exit };
    } finally {
      await server.stop();
    }
  }
  // The reference: nginx gzip_static with the same page bytes, alone and under the same flood of 404s.
  const reference = startStaticNginx(referencePort, html);
  try {
    runs["nginx gzip_static, same page bytes (reference)"] = await pageUnderFlood(reference.origin, {
      seconds,
      connections,
    });
  } finally {
    reference.stop();
  }
  return { page: `${PAGE} (page cache)`, seconds, connections, runs };
}

// A cached page's latency while one client floods the origin with 404s (64 connections, random paths that no
// cache can answer, wrk with scripts/bench/flood-404.lua), with the production render budget and with it lifted (as
// before the budget), beside nginx gzip_static serving the same page bytes alone (the reference for a cached page).
// The page is fetched by one sequential client with a browser's Accept-Encoding, as the deep-paths part does.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { measurePage } from "./measure-page.mjs";
import { startServer } from "./resilience-server.mjs";
import { startStaticNginx } from "./static-nginx.mjs";

const run = promisify(execFile);
const FLOOD_SCRIPT = path.join(import.meta.dirname, "flood-404.lua");
const PAGE = "/us/faq";

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

/**
 * @param {{ port: number, referencePort: number, dataDir: string, liftedDataDir: string, seconds?: number, connections?: number }} options
 */
export async function floodRun({ port, referencePort, dataDir, liftedDataDir, seconds = 20, connections = 64 }) {
  const runs = {};
  let html = null;
  for (const [label, dir, env] of [
    ["production render budget", dataDir, {}],
    [
      "render budget lifted (no per-client render budget)",
      liftedDataDir,
      { RATE_LIMIT_RENDERS_PER_MINUTE: "100000000" },
    ],
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
  const reference = startStaticNginx(referencePort, html, { only: PAGE });
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

// Throughput on loopback (autocannon): the page cache warm, the cache off (every request renders), and a static file
// server answering with the same HTML bytes, side by side in one run.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer, startStatic } from "./server.mjs";

/** While Black Friday stage 2 is live in the us (the campaign page answers 200 only inside its window). */
export const THROUGHPUT_AT = "2024-11-25T12:00:00+01:00";
export const THROUGHPUT_PAGES = [
  { name: "home (us)", path: "/us" },
  { name: "campaign (us black-friday)", path: "/us/black-friday" },
];

function run(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers: { accept: "text/html" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

export async function measureThroughput({
  duration = 10,
  connections = 50,
  ports = [3210, 3211, 3212],
  log = console.log,
} = {}) {
  const cached = await startServer({ port: ports[0], at: THROUGHPUT_AT });
  const fresh = await startServer({ port: ports[1], at: THROUGHPUT_AT, env: { PAGE_CACHE: "off" } });
  const rows = [];
  try {
    for (const page of THROUGHPUT_PAGES) {
      // The static server answers with the bytes the app serves for this page.
      const response = await fetch(cached.origin + page.path);
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      const file = path.join(tmpdir(), `bench-static-${path.basename(page.path) || "home"}.html`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const cache = (await fetch(cached.origin + page.path)).headers.get("x-cache");
      if (cache !== "HIT") throw new Error(`${page.path}: expected a warm cache, got X-Cache ${cache}`);
      const staticServer = await startStatic({ port: ports[2], file });
      try {
        const targets = [
          ["static file server", staticServer.origin + "/"],
          ["page cache warm", cached.origin + page.path],
          ["cache off (fresh render)", fresh.origin + page.path],
        ];
        const results = {};
        for (const [label, url] of targets) {
          await run(url, { duration: 2, connections }); // warm-up: JIT, connections, cache
          log(`  ${page.name}: ${label} (${duration} s, ${connections} connections)`);
          results[label] = summary(await run(url, { duration, connections }));
        }
        const base = results["static file server"].rps;
        for (const [label] of targets)
          rows.push({ page: page.name, server: label, ...results[label], ratio: results[label].rps / base });
      } finally {
        await staticServer.stop();
      }
    }
  } finally {
    await cached.stop();
    await fresh.stop();
  }
  return { duration, connections, at: THROUGHPUT_AT, rows };
}

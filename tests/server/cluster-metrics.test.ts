// METRICS_PORT of a cluster: the primary answers the sum of its workers, at once under load, with counters that never go
// down (not across scrapes, not when a worker dies and another takes its place).
import { execFile, execFileSync } from "node:child_process";
import { readlinkSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startServer, type RunningServer } from "./harness";

/** The metrics port the primary announced (METRICS_PORT=0 picks a free one). */
function metricsPort(server: RunningServer): number {
  const port = /"metricsPort":(\d+)/.exec(server.output())?.[1];
  if (!port) throw new Error(`no metrics port announced:\n${server.output()}`);
  return Number(port);
}

/** One GET on a new connection (the cluster hands each connection to its workers in turn). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { connection: "close" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

interface Scrape {
  status: number;
  ms: number;
  /** The sum of http_requests_total over every kind and status. */
  requests: number;
  families: ReturnType<typeof parsePrometheusTextFormat>;
}

function sample(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = scrape.families.find((candidate) => candidate.name === name);
  const metric = family?.metrics.find((candidate) =>
    Object.entries(labels).every(([key, value]) => candidate.labels?.[key] === value),
  );
  return metric?.value === undefined ? undefined : Number(metric.value);
}

/** The workers the primary forked (its child processes). */
function workerPids(primary: number): number[] {
  return execFileSync("ps", ["-o", "pid=", "--ppid", String(primary)], { encoding: "utf8" })
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("metrics of two workers", { timeout: 60_000 }, () => {
  let server: RunningServer;
  const scrapes: Scrape[] = [];
  // By curl, as Prometheus scrapes, from a process of its own: this one is busy sending the load, and its own delays
  // would count as the server's.
  const scrape = async (): Promise<Scrape> => {
    const url = `http://127.0.0.1:${metricsPort(server)}/metrics`;
    const { stdout } = await promisify(execFile)("curl", ["-sS", "-w", "\n%{http_code} %{time_total}", url], {
      maxBuffer: 10_000_000,
    });
    const [code, seconds] = stdout.slice(stdout.lastIndexOf("\n") + 1).split(" ");
    const answer = { status: Number(code), body: stdout.slice(0, stdout.lastIndexOf("\n")) };
    const ms = Number(seconds) * 1000;
    const families = answer.status === 200 ? parsePrometheusTextFormat(answer.body) : [];
    const family = families.find((candidate) => candidate.name === "http_requests_total");
    const requests = (family?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
    const result = { status: answer.status, ms, requests, families };
    scrapes.push(result);
    return result;
  };

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      WEB_CONCURRENCY: "2",
      MAX_CONNECTIONS_PER_ADDRESS: "100000",
      RATE_LIMIT_GENERAL_PER_MINUTE: "100000000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the workers' sum within a second under load, counters equal to the requests sent", async () => {
    const before = await scrape();
    expect(before.status).toBe(200);
    // Gauges every worker gives alike are not added up: one release, ready, the database up.
    const release = path.basename(readlinkSync(path.join(ROOT, "build")));
    expect(sample(before, "build_info", { release })).toBe(1);
    expect(sample(before, "server_ready")).toBe(1);
    expect(sample(before, "database_up")).toBe(1);

    // 1200 requests, 300 in flight at a time, while the metrics port is scraped every 100 ms.
    const total = 1200;
    const inFlight = 300;
    let sent = 0;
    const statuses = new Map<number, number>();
    const client = async () => {
      while (sent < total) {
        sent++;
        const { status } = await get(`${server.url}${sent % 3 === 0 ? "/healthz" : "/us/faq"}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    let loading = true;
    const load = Promise.all(Array.from({ length: inFlight }, client)).finally(() => (loading = false));
    const during: Scrape[] = [];
    while (loading) {
      during.push(await scrape());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await load;
    expect(Object.fromEntries(statuses)).toEqual({ 200: total });
    expect(during.length).toBeGreaterThanOrEqual(3);
    for (const each of during) {
      expect(each.status).toBe(200);
      expect(each.ms).toBeLessThan(1000);
    }

    const after = await scrape();
    expect(after.requests - before.requests).toBe(total);
    expect(sample(after, "server_workers")).toBe(2);

    // A worker killed: its counts stay in the sum, and the one that replaces it adds to them.
    const [victim] = workerPids(server.pid);
    process.kill(victim!, "SIGKILL");
    await expect.poll(() => server.output().match(/Server listening on/g)?.length, { timeout: 20_000 }).toBe(3);
    const afterRestart = await scrape();
    expect(afterRestart.requests - before.requests).toBe(total);
    expect(sample(afterRestart, "server_worker_exits_total")).toBe(1);
    for (let i = 0; i < 40; i++) expect((await get(`${server.url}/us/faq`)).status).toBe(200);
    const last = await scrape();
    expect(last.requests - before.requests).toBe(total + 40);

    // No counter of any scrape went down.
    for (let i = 1; i < scrapes.length; i++)
      expect(scrapes[i]!.requests).toBeGreaterThanOrEqual(scrapes[i - 1]!.requests);
    console.log(
      `scrapes under load: ${during.length}, slowest ${Math.max(...during.map((each) => each.ms)).toFixed(0)} ms`,
    );
  });
});

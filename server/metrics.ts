// Prometheus metrics of one server process, on prom-client's global registry; a cluster's primary sums its workers'
// (server/cluster-metrics.ts: each metric's `aggregator` says how its gauges combine). Served at /metrics: to the admin
// token on the main port, or without credentials on METRICS_PORT bound to loopback (server/http-server.ts).
import client from "prom-client";
import { RELEASE_ID } from "~/request/release.server";
import type { StorageScope } from "~/rules/regions";
import { databaseOutage } from "../database/outage.server";

/** What a request is, for the request metrics: probes and /metrics are counted apart from pages. */
export type RouteKind = "page" | "data" | "api" | "asset" | "admin" | "probe" | "metrics" | "studio" | "other";

/** The route kind of a request path (no query). */
export function routeKindOf(path: string): RouteKind {
  if (path === "/healthz" || path === "/readyz") return "probe";
  if (path === "/metrics") return "metrics";
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/__admin/")) return "admin";
  if (path.startsWith("/__")) return "other";
  // The studio's pages and API are staff traffic, not pages shoppers see (nor the page cache's).
  if (path === "/studio" || path.startsWith("/studio/") || path.startsWith("/studio.")) return "studio";
  if (path.endsWith(".data")) return "data";
  if (path.startsWith("/assets/") || /\.[^/]*$/.test(path)) return "asset";
  return "page";
}

export interface PoolStats {
  scope: string;
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** Each PostgreSQL pool's clients (none for the embedded database). */
  pools(): PoolStats[];
  /** Mail waiting in each opened scope's outbox (pending or sending), and when the oldest of it was queued. */
  outbox(): Promise<{ scope: string; depth: number; oldest: Date | null }[]>;
  /** Whether this process serves pages (/readyz 200): false before its runtime starts and once it is shutting down. */
  serving(): boolean;
}

let sources: MetricsSources | null = null;
/** The app gives the metrics its databases once they exist (server/create-app.ts). */
export function setMetricsSources(given: MetricsSources): void {
  sources = given;
}

const registry = client.register;
// Once per process: the development server loads this module twice (its entry and the app through Vite).
function once<T>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}
if (!registry.getSingleMetric("process_cpu_user_seconds_total"))
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const requests = once(
  "http_requests_total",
  () =>
    new client.Counter({
      name: "http_requests_total",
      help: "Requests answered, by route kind and status",
      labelNames: ["kind", "status"] as const,
    }),
);
const duration = once(
  "http_request_duration_seconds",
  () =>
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to the end of its answer, by route kind and status",
      labelNames: ["kind", "status"] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);
const pageCache = once(
  "page_cache_requests_total",
  () =>
    new client.Counter({
      name: "page_cache_requests_total",
      help: "Page documents (GET/HEAD) by X-Cache: HIT (from the cache), MISS (rendered and stored), BYPASS",
      labelNames: ["result"] as const,
    }),
);
const cacheCounts = { HIT: 0, MISS: 0 };
once(
  "page_cache_hit_ratio",
  () =>
    new client.Gauge({
      name: "page_cache_hit_ratio",
      help: "Page documents answered from the page cache: HIT / (HIT + MISS) since the process started",
      // A cluster's figure is its workers' average (rate() of page_cache_requests_total gives the exact one).
      aggregator: "average",
      collect() {
        const total = cacheCounts.HIT + cacheCounts.MISS;
        this.set(total === 0 ? 0 : cacheCounts.HIT / total);
      },
    }),
);
const render = once(
  "page_render_duration_seconds",
  () =>
    new client.Histogram({
      name: "page_render_duration_seconds",
      help: "React Router renders of pages (documents, loader data, form posts), cache misses only",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);
once(
  "db_pool_connections",
  () =>
    new client.Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool clients per storage scope: in_use, idle, waiting (requests queued for a client)",
      labelNames: ["scope", "state"] as const,
      collect() {
        this.reset();
        for (const pool of sources?.pools() ?? []) {
          this.set({ scope: pool.scope, state: "in_use" }, pool.total - pool.idle);
          this.set({ scope: pool.scope, state: "idle" }, pool.idle);
          this.set({ scope: pool.scope, state: "waiting" }, pool.waiting);
        }
      },
    }),
);
// The outbox figures are read from the database at scrape time, by every worker of a cluster from the same tables (so
// a cluster answers the largest, not the sum). A scrape waits for them at most OUTBOX_WAIT_MS (a database that is slow
// or away must not hold the answer); then it gives the last figures read, and the read goes on for the next scrape.
const OUTBOX_WAIT_MS = 300;
let outboxFigures: { scope: string; depth: number; oldest: Date | null }[] = [];
let outboxReading: Promise<void> | null = null;
async function readOutbox(): Promise<typeof outboxFigures> {
  outboxReading ??= (sources?.outbox() ?? Promise.resolve([]))
    .then((figures) => void (outboxFigures = figures))
    .catch(() => undefined)
    .finally(() => (outboxReading = null));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([outboxReading, new Promise((resolve) => (timer = setTimeout(resolve, OUTBOX_WAIT_MS)))]);
  clearTimeout(timer);
  return outboxFigures;
}
once(
  "mail_outbox_depth",
  () =>
    new client.Gauge({
      name: "mail_outbox_depth",
      help: "Mail waiting to be sent (pending or sending) per storage scope",
      labelNames: ["scope"] as const,
      aggregator: "max",
      async collect() {
        this.reset();
        for (const { scope, depth } of await readOutbox()) this.set({ scope }, depth);
      },
    }),
);
once(
  "mail_outbox_oldest_age_seconds",
  () =>
    new client.Gauge({
      name: "mail_outbox_oldest_age_seconds",
      help: "Age of the oldest mail waiting to be sent (pending or sending) per storage scope; 0 when none waits",
      labelNames: ["scope"] as const,
      aggregator: "max",
      async collect() {
        this.reset();
        const now = Date.now();
        for (const { scope, oldest } of await readOutbox())
          this.set({ scope }, oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0);
      },
    }),
);
const mailSent = once(
  "mail_sent_total",
  () =>
    new client.Counter({
      name: "mail_sent_total",
      help: "Mail handed to the SMTP server by this process's mail worker, per storage scope",
      labelNames: ["scope"] as const,
    }),
);
const mailFailed = once(
  "mail_failed_total",
  () =>
    new client.Counter({
      name: "mail_failed_total",
      help: "Sending attempts that failed, per storage scope; final=true: the last attempt (the mail is given up)",
      labelNames: ["scope", "final"] as const,
    }),
);
once(
  "build_info",
  () =>
    new client.Gauge({
      name: "build_info",
      help: "1, labelled with the release this server runs (releases/<id>; development when not built) and node's version",
      labelNames: ["release", "node"] as const,
      aggregator: "max",
      collect() {
        this.set({ release: RELEASE_ID ?? "development", node: process.version }, 1);
      },
    }),
);

/** The mail worker's outcomes (app/mail/worker.server.ts). */
export const mailEvents = {
  sent(scope: StorageScope): void {
    mailSent.labels(scope).inc();
  },
  failed(scope: StorageScope, final: boolean): void {
    mailFailed.labels(scope, String(final)).inc();
  },
};

// Readiness and the database outage (database/outage.server.ts). A cluster's sum of workers keeps the lowest of the
// gauges (one worker out or cut off from its database shows), and adds the counters. The counters follow the outage's
// own counts: what each has taken of them so far.
let outagesCounted = 0;
const errorsCounted = new Map<string, number>();
once(
  "server_ready",
  () =>
    new client.Gauge({
      name: "server_ready",
      help: "1 while this process serves pages (/readyz 200, ready or degraded), 0 when it does not (shutting down)",
      aggregator: "min",
      collect() {
        this.set(sources?.serving() ? 1 : 0);
      },
    }),
);
once(
  "database_up",
  () =>
    new client.Gauge({
      name: "database_up",
      help: "0 during a database outage (some scope's database unreachable: /readyz degraded), else 1",
      aggregator: "min",
      collect() {
        this.set(databaseOutage.isDown() ? 0 : 1);
      },
    }),
);
once(
  "database_outages_total",
  () =>
    new client.Counter({
      name: "database_outages_total",
      help: "Database outages this process has seen start (each logs one line when it starts and one when it ends)",
      collect() {
        const total = databaseOutage.outages();
        if (total > outagesCounted) this.inc(total - outagesCounted);
        outagesCounted = total;
      },
    }),
);
once(
  "database_errors_total",
  () =>
    new client.Counter({
      name: "database_errors_total",
      help: "Database calls that failed because the database was unreachable, by scope (cn, us, eu, studio, rate-limit)",
      labelNames: ["scope"] as const,
      collect() {
        for (const [scope, total] of databaseOutage.errorCounts()) {
          const seen = errorsCounted.get(scope) ?? 0;
          if (total > seen) this.inc({ scope }, total - seen);
          errorsCounted.set(scope, total);
        }
      },
    }),
);

/** Label children by kind and status, made once (labels() hashes its arguments on every call). */
const children = new Map<string, { count: client.Counter; time: client.Histogram }>();

/** Records one answered request. */
export function recordRequest(kind: RouteKind, status: number, seconds: number, cache: string | undefined): void {
  const key = `${kind} ${status}`;
  let child = children.get(key);
  if (!child) {
    const labels = { kind, status: String(status) };
    child = {
      count: requests.labels(labels) as unknown as client.Counter,
      time: duration.labels(labels) as unknown as client.Histogram,
    };
    children.set(key, child);
  }
  child.count.inc();
  child.time.observe(seconds);
  if (kind === "page" && cache) {
    pageCache.labels(cache).inc();
    if (cache === "HIT" || cache === "MISS") cacheCounts[cache]++;
  }
}

/** Records the time of one React Router render. */
export function recordRender(seconds: number): void {
  render.observe(seconds);
}

/** This process's metrics in the Prometheus text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

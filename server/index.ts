// The server's entry (scripts/start.sh runs its build, build/server/start.js): the environment and the settings checked
// once, then one HTTP server process (server/http-server.ts), or WEB_CONCURRENCY of them behind node:cluster, which
// shares the listening port. Several processes need PostgreSQL (DATABASE_URL): the embedded database allows one process
// per data directory, so WEB_CONCURRENCY > 1 with it is refused at once. A refused setting stops a cluster's primary
// with the single process's line, before it forks; workers that keep dying are replaced ever more slowly, then the
// primary gives up (server/worker-restarts.ts).
import cluster from "node:cluster";
import http from "node:http";
import type net from "node:net";
import client from "prom-client";
import { flushLog, log } from "~/request/log.server";
import { embeddedDataDir, createDatabases, databaseConfigFromEnv, migrationsFolder } from "../database/client.server";
import { createStudioDatabase, studioConnectionFromEnv, studioMigrationsFolder } from "../database/studio.server";
import { ensureSeeded } from "../studio/port.server";
import { createClusterMetrics, type ClusterMetrics } from "./cluster-metrics";
import { createListenGate } from "./cluster-start";
import { checkSettings } from "./config";
import { serverEnv, serverVars, type EnvVars, type ServerEnv } from "./env";
import { refuseStart, startHttpServer } from "./http-server";
import { WORKER_RESTARTS, afterWorkerDeath, recentDeaths } from "./worker-restarts";

let env: ServerEnv;
let vars: EnvVars;
try {
  env = serverEnv();
  vars = serverVars();
  checkSettings(vars);
} catch (error) {
  refuseStart(error);
}

if (cluster.isPrimary && env.WEB_CONCURRENCY > 1 && env.NODE_ENV !== "development") {
  await startCluster(env, vars);
} else {
  await startHttpServer(env);
}

async function startCluster(env: ServerEnv, vars: EnvVars) {
  log.level = env.LOG_LEVEL;
  const dataDir = embeddedDataDir(vars);
  if (dataDir) {
    console.error(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database in ${dataDir} ` +
        "allows one process per data directory. Set DATABASE_URL, or run one process (WEB_CONCURRENCY=1).",
    );
    process.exit(1);
  }
  // Migrations once, here, before any worker starts (each worker would wait its turn on the advisory lock anyway).
  const databases = createDatabases(databaseConfigFromEnv(vars), {
    poolMax: 1,
    migrationsFolder: migrationsFolder(vars.MIGRATIONS_DIR),
  });
  const failed: Record<string, unknown> = await databases.openAll();
  await databases.close();
  // The studio's scope too, and its version 1 seeded once here rather than raced for by the workers.
  const studio = createStudioDatabase(studioConnectionFromEnv(vars), {
    poolMax: 1,
    migrationsFolder: studioMigrationsFolder(vars.STUDIO_MIGRATIONS_DIR),
  });
  try {
    await ensureSeeded(await studio.get());
  } catch (error) {
    failed.studio = error;
  }
  await studio.close();
  if (Object.keys(failed).length > 0)
    log.warn({ scopes: Object.keys(failed) }, "migrations not run before the workers start: database unreachable");

  let stopping = false;
  // The start's workers open the port together, once all of them are ready (server/cluster-start.ts).
  const gate = createListenGate();
  // The workers' metrics summed on METRICS_PORT, with the primary's own (server/cluster-metrics.ts).
  const own = new client.Registry();
  const metrics = createClusterMetrics(own);
  const exits = new client.Counter({
    name: "server_worker_exits_total",
    help: "Workers of this cluster that exited while it ran (each is replaced after a back-off, or the cluster stops)",
    registers: [own],
  });
  new client.Gauge({
    name: "server_workers",
    help: "Workers of this cluster running now (WEB_CONCURRENCY of them, fewer while one is being replaced)",
    registers: [own],
    collect() {
      this.set(Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected()).length);
    },
  });
  const start = (first: boolean) => {
    const worker = cluster.fork();
    metrics.watch(worker);
    gate.watch(worker, first);
  };
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) start(true);
  // A worker that dies is replaced (a crash must not shrink the pool), after a wait that grows while workers keep
  // dying; too many deaths in a short time stop the cluster (server/worker-restarts.ts). On SIGTERM they stop in order.
  let deaths: number[] = [];
  const replacements = new Set<NodeJS.Timeout>();
  cluster.on("exit", (worker, code, signal) => {
    metrics.exited(worker);
    if (stopping) return;
    exits.inc();
    const now = Date.now();
    deaths = recentDeaths([...deaths, now], now);
    const exit = signal ?? code;
    const next = afterWorkerDeath(deaths, now);
    if (next.giveUp) {
      log.fatal(
        { worker: worker.process.pid, exit, deaths: next.deaths, windowSeconds: WORKER_RESTARTS.windowMs / 1000 },
        `workers keep exiting (${next.deaths} within ${WORKER_RESTARTS.windowMs / 1000} s); stopping the cluster`,
      );
      stop("workers keep exiting", 1);
      return;
    }
    log.error({ worker: worker.process.pid, exit, restartInMs: next.delayMs }, "worker exited; starting another");
    const timer = setTimeout(() => {
      replacements.delete(timer);
      if (!stopping) start(false);
    }, next.delayMs);
    replacements.add(timer);
  });
  const metricsServer = startClusterMetrics(env, metrics);
  const stop = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of replacements) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {});
    log.info({ reason, workers: workers.length }, "stopping workers");
    const done = () => {
      metricsServer?.close();
      flushLog();
      process.exit(exitCode);
    };
    if (workers.length === 0) return done();
    for (const worker of workers) worker?.process.kill("SIGTERM");
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) done();
    });
  };
  process.once("SIGTERM", () => stop("SIGTERM", 0));
  process.once("SIGINT", () => stop("SIGINT", 0));
}

/** The workers' metrics summed on METRICS_PORT, loopback only (server/cluster-metrics.ts). */
function startClusterMetrics(env: ServerEnv, metrics: ClusterMetrics): http.Server | null {
  if (env.METRICS_PORT === null) return null;
  const server = http.createServer((req, res) => {
    if ((req.url ?? "").split("?", 1)[0] !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD"))
      return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    metrics.text().then(
      (body) => res.writeHead(200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" }).end(body),
      (error: unknown) => {
        log.error({ error: error instanceof Error ? error.message : String(error) }, "metrics failed");
        res.writeHead(500).end();
      },
    );
  });
  server.on("error", (error) => log.warn({ port: env.METRICS_PORT, error: error.message }, "metrics port unavailable"));
  server.listen(env.METRICS_PORT, "127.0.0.1", () => {
    const { port } = server.address() as net.AddressInfo;
    log.info({ metricsPort: port }, `Metrics on http://127.0.0.1:${port}/metrics`);
  });
  return server;
}

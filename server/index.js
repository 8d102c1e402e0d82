// The server's entry (npm start): one HTTP server process (server/http-server.js), or WEB_CONCURRENCY of them behind
// node:cluster, which shares the listening port. Several processes need PostgreSQL (DATABASE_URL): the embedded
// database allows one process per data directory, so WEB_CONCURRENCY > 1 with it is refused at once.
import cluster from "node:cluster";

const workers = Number.parseInt(process.env.WEB_CONCURRENCY || "1", 10);

if (cluster.isPrimary && Number.isSafeInteger(workers) && workers > 1 && process.env.NODE_ENV !== "development") {
  const build = await import("../build/server/index.js");
  const dataDir = build.embeddedDataDir(process.env);
  if (dataDir) {
    console.error(
      `WEB_CONCURRENCY=${workers} needs PostgreSQL (DATABASE_URL): the embedded database in ${dataDir} allows one ` +
        "process per data directory. Set DATABASE_URL, or run one process (WEB_CONCURRENCY=1).",
    );
    process.exit(1);
  }
  let stopping = false;
  const start = () => cluster.fork();
  for (let i = 0; i < workers; i++) start();
  // A worker that dies is replaced (a crash must not shrink the pool); on SIGTERM they all stop in order.
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[cluster] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    start();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
} else {
  await import("./http-server.js");
}

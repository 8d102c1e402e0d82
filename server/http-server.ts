// One HTTP server process (server/index.ts starts one, or WEB_CONCURRENCY of them). Every request goes through the
// pipeline's stages (server/pipeline.ts: request id and log, metrics, security headers, the drain, the connection cap,
// probes), then to one of two answering paths: the page cache's hit path (a stored page written from its bytes, before
// Express), or Express (compression, static assets, the app), which answers everything else. NODE_ENV=development
// serves through Vite's dev middleware and has no hit path; otherwise build/.
import cluster from "node:cluster";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { flushLog, log, logUnexpected } from "~/request/log.server";
import { reportDatabaseFailure } from "../database/outage.server";
import { answerMetricsRequests } from "./cluster-metrics";
import { turnToListen } from "./cluster-start";
import { serverVars, type ServerEnv } from "./env";
import { metricsText } from "./metrics";
import {
  closeWhileDraining,
  createPipeline,
  observeRequests,
  probes,
  refuseOverCapacity,
  securityHeaders,
  type AnsweringPath,
  type Stage,
} from "./pipeline";
import { isStudioPath } from "./studio-mount";

type AppModule = typeof import("./app");
type ShopApp = import("./app").ShopApp;

/** A refused setting, or a data directory held by another process, open to other users or with no file to lock: one line. */
export function refuseStart(error: unknown): never {
  const refusals = ["ConfigError", "DataDirLockedError", "DataDirExposedError", "DataDirLockUnusableError"];
  if (!refusals.includes((error as Error | null)?.name ?? "")) throw error;
  console.error((error as Error).message);
  process.exit(1);
}

const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The security headers of every response, computed once from helmet's policy. They depend on nothing in the request
 * (the CSP has no nonce; documents swap in their own script hashes, server/document-csp.ts).
 */
export function staticSecurityHeaders(env: ServerEnv): Record<string, string> {
  const development = env.NODE_ENV === "development";
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Documents replace this with their inline scripts' hashes and 'strict-dynamic' (server/document-csp.ts).
        scriptSrc: ["'self'", ...(development ? ["'unsafe-eval'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(development ? ["ws:"] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: env.UPGRADE_INSECURE_REQUESTS ? [] : null,
        ...(env.CSP_REPORT_URI ? { reportTo: ["csp"], reportUri: [env.CSP_REPORT_URI] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
    // helmet's default, no-referrer, makes a browser send `Origin: null` with a plain form post, which the action's
    // origin check refuses: no form worked without JavaScript. This one names only the origin to other sites.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({ method: "GET", url: "/", headers: {} } as never, recorder as never, () => undefined);
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  // The endpoint of the CSP's `report-to csp` (Reporting API); Firefox reads `report-uri` instead.
  if (env.CSP_REPORT_URI) headers["reporting-endpoints"] = `csp="${env.CSP_REPORT_URI}"`;
  return headers;
}

/** Loads the app: the development server's (Vite, reloaded on change) or the build's. */
async function loadApp(env: ServerEnv) {
  if (env.NODE_ENV === "development") {
    const vite = await (await import("vite")).createServer({ server: { middlewareMode: true } });
    // An edited content file reloads the app with the repository's files until the next start, which offers them as a
    // draft like a release's (docs/decisions/302-content-versions.md): said once per file, never silently.
    const contentDir = path.resolve("app/content") + path.sep;
    const told = new Set<string>();
    vite.watcher.on("change", (file) => {
      if (!file.startsWith(contentDir) || told.has(file)) return;
      told.add(file);
      log.warn(
        { file: path.relative(process.cwd(), file) },
        "content file changed: this development server renders the repository's content files until it restarts; " +
          "the next start offers them as a draft of the studio, as a release's",
      );
    });
    return { vite, build: (await vite.ssrLoadModule("./server/app.ts")) as AppModule };
  }
  try {
    // A second server on a held data directory stops here, before the app (seconds on a busy machine) loads.
    (await import("./data-dir-check")).refuseHeldDataDir(serverVars());
  } catch (error) {
    refuseStart(error);
  }
  return { vite: null, build: await import("./app") };
}

export async function startHttpServer(env: ServerEnv): Promise<void> {
  log.level = env.LOG_LEVEL;
  const development = env.NODE_ENV === "development";
  const { vite, build } = await loadApp(env);
  // The app, made from the environment read once (server/app.ts); its runtime takes the data directory's lock.
  let shop: ShopApp;
  let runtime: ReturnType<ShopApp["startRuntime"]>;
  try {
    shop = await build.startApp();
    runtime = shop.startRuntime();
  } catch (error) {
    refuseStart(error);
  }
  // Every scope opened and migrated before the server listens (never on a visitor's request). The embedded database
  // must open; an unreachable PostgreSQL is retried in the background while pages are served and /readyz says 503.
  await runtime.openDatabases();

  // Express: what answers every request the hit path does not take. No cross-cutting middleware here: those are
  // pipeline stages (tests/server/operations.test.ts).
  const app = express();
  // Express moves each response onto its own prototype, which skips PipelineResponse's rule for 304s: that prototype
  // gets the rule too (a revalidated page rendered again answers 304 through Express).
  Object.setPrototypeOf(app.response, pipelineResponseOf(Object.getPrototypeOf(app.response) as object));
  app.disable("x-powered-by");
  // The client address is the right-most X-Forwarded-For entry not written by a proxy that TRUST_PROXY names.
  app.set("trust proxy", (address: string) => shop.trustsProxy(address));
  // Only a client that accepts an encoding pays for the compression middleware (it negotiates and wraps every response).
  // A part of a file (206) goes as it is: its Content-Range counts the plain file's bytes. Hashed assets' scripts and
  // stylesheets come compressed already (server/static-assets.ts), which the middleware leaves as they are. Page
  // documents are encoded by the page handler, as their cached variants are (shop.choosesOwnEncoding).
  const compress = compression({
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
  });
  app.use((req, res, next) =>
    req.headers["accept-encoding"] && !shop.choosesOwnEncoding(req) ? compress(req, res, next) : next(),
  );
  if (vite) {
    // The studio's paths are its own Vite server's (the app mounts it: server/studio-mount.ts), whose root is studio/.
    app.use((req, res, next) => (isStudioPath(req.path) ? next() : vite.middlewares(req, res, next)));
    // The pages render the routes as they are now (server/create-app.ts); the app's own modules load once a start.
    app.use(shop.app);
  } else {
    // --- static assets (of this release and the ones kept beside it) ---
    // Hashed assets never change: this release's and the kept releases' (server/static-assets.ts); a missing one is a
    // 404 that no cache keeps (the browser then reloads the page once).
    app.use("/assets", build.serveAssets);
    // The studio's, apart from the shop's (its own build: server/studio-mount.ts).
    app.use("/studio/assets", build.serveStudioAssets);
    // Every public file has an extension and no page path does: pages skip the file lookup (a stat per request).
    // This release's own files: `build` may point at a newer release while this server runs.
    const publicFiles = express.static(build.CLIENT_DIR, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
    // --- end of static assets ---
    app.use(shop.app);
  }
  // Errors that reach Express itself (a missing hashed asset, a malformed request before the app): a plain answer that
  // keeps the security headers (Express's default handler replaces the CSP with its own).
  app.use((error: { status?: unknown }, _req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error?.status === "number" && Number.isInteger(error.status) && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500 && !reportDatabaseFailure(error, [])) logUnexpected("express error", error);
    if (res.headersSent) return void res.end();
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found" : "Error");
  });

  let draining = false;
  const stages: Stage[] = [
    observeRequests({ logRequests: env.LOG_REQUESTS, trustsProxy: (address) => shop.trustsProxy(address) }),
    closeWhileDraining(() => draining),
    securityHeaders(staticSecurityHeaders(env)),
    refuseOverCapacity,
    probes(() => runtime.readiness(), shop.showsReadinessDetails),
  ];
  // A cached page is answered from its stored bytes and headers (server/cached-handler.ts), before Express; everything
  // else is Express's, page renders included (a path around Express for them gained less than the 15% that would
  // justify a second path: docs/decisions/056-hit-path-before-express.md).
  const paths: AnsweringPath[] = [
    ...(development ? [] : [shop.serveCachedPage]),
    (req, res) => {
      app(req, res);
      return true;
    },
  ];
  const handle = createPipeline(stages, paths);

  // Bounded time per connection: headers within 10 s, the whole request within 30 s (checked every second);
  // idle keep-alive connections close after Node's default 5 s.
  const server = http.createServer(
    {
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
      ServerResponse: PipelineResponse,
    },
    handle,
  );
  // CONNECT (a proxy's method) never reaches the request handler: Node would drop the socket without an answer.
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
  let connections = 0;
  /** Open connections by client (IPv6 by /64); the proxies in front carry many clients' requests and are not counted. */
  const perClient = new Map<string, number>();
  server.prependListener("connection", (socket: net.Socket & { overCapacity?: boolean }) => {
    connections++;
    const address = socket.remoteAddress;
    const client = address && !shop.trustsProxy(address) ? build.clientKey(address) : null;
    const own = client === null ? 0 : (perClient.get(client) ?? 0) + 1;
    if (client !== null) perClient.set(client, own);
    socket.once("close", () => {
      connections--;
      if (client === null) return;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    if (connections > env.MAX_CONNECTIONS || own > env.MAX_CONNECTIONS_PER_ADDRESS) {
      socket.overCapacity = true;
      // A refused client that sends nothing does not hold the slot until the header timeout.
      socket.setTimeout(2_000, () => socket.destroy());
    }
  });

  server.on("error", (error) => {
    console.error(`Can not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  // A cluster's workers listen together, once every worker of the start is ready (server/cluster-start.ts).
  void turnToListen().then(() => {
    if (stopping) return;
    server.listen(env.PORT, env.HOST, () => {
      const address = server.address() as net.AddressInfo;
      const local = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
      runtime.listening(`http://${local.includes(":") ? `[${local}]` : local}:${address.port}`);
      log.info({ port: address.port }, `Server listening on http://localhost:${address.port}`);
    });
  });
  // A cluster's worker gives its metrics to the primary, which serves their sum (server/cluster-metrics.ts).
  if (cluster.isWorker) answerMetricsRequests();
  const metricsServer = cluster.isWorker ? null : startMetricsServer(env);

  // SIGTERM / SIGINT: /readyz turns 503 at once and requests go on being served for SHUTDOWN_DRAIN_MS (the load
  // balancer's time to notice). Then the port closes first, while clients are still on their keep-alive connections
  // (closing it while they reconnect resets the connections waiting in its backlog: measured, bench/results.md), and
  // each open connection's next answer says `Connection: close`; idle ones end by the keep-alive timeout, as between
  // any two requests, never cut while a client may be writing on them. Then the databases close (PGlite writes its
  // files).
  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    runtime.shuttingDown();
    log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, "draining before stop");
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    // net.Server's close: stop accepting without http.Server's closeIdleConnections (a keep-alive connection a client
    // is writing its next request on would be reset).
    net.Server.prototype.close.call(server);
    draining = true;
    metricsServer?.close();
    const deadline = Date.now() + 10_000;
    while (connections > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    server.closeAllConnections();
    await runtime.close().catch((error: unknown) => logUnexpected("close failed", error));
    log.info("stopped");
    flushLog();
    process.exit(0);
  }
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

/**
 * A 304 never carries a Content-Security-Policy: the browser merges a 304's headers into the stored page's, and the
 * pipeline's base policy (no script hashes) would replace the document's own and block its scripts (seen in the
 * browser tests: revalidated pages never hydrated).
 */
class PipelineResponse extends http.ServerResponse {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (statusCode === 304) this.removeHeader("content-security-policy");
    return (super.writeHead as (status: number, ...args: unknown[]) => this)(statusCode, ...rest);
  }
}

/** A copy of Express's response prototype (its own methods) over PipelineResponse's, so Express's answers keep the rule. */
function pipelineResponseOf(expressResponse: object): object {
  return Object.defineProperties(
    Object.create(PipelineResponse.prototype) as object,
    Object.getOwnPropertyDescriptors(expressResponse),
  );
}

/** /metrics without credentials on METRICS_PORT, loopback only (one process; a cluster's primary serves its own). */
function startMetricsServer(env: ServerEnv): http.Server | null {
  if (env.METRICS_PORT === null) return null;
  const server = http.createServer((req, res) => {
    if ((req.url ?? "").split("?", 1)[0] !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    metricsText().then(
      ({ contentType, body }) =>
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(body),
      (error: unknown) => {
        logUnexpected("metrics failed", error);
        res.writeHead(500).end();
      },
    );
  });
  // A port taken (another server on this machine) costs the loopback endpoint, not the server.
  server.on("error", (error) => log.warn({ port: env.METRICS_PORT, error: error.message }, "metrics port unavailable"));
  server.listen(env.METRICS_PORT, "127.0.0.1", () => {
    const { port } = server.address() as net.AddressInfo;
    log.info({ metricsPort: port }, `Metrics on http://127.0.0.1:${port}/metrics`);
  });
  return server;
}

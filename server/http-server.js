// One HTTP server process: security headers, compression, static assets, then the React Router app (server/index.js
// starts one, or WEB_CONCURRENCY of them). NODE_ENV=development serves through Vite's dev middleware; otherwise build/.
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
// Loopback unless told otherwise: the production layout has a proxy in front, and the origin is not to be reached around it.
const HOST = process.env.HOST || "127.0.0.1";
/** Open connections beyond this get a 503 and are closed (MAX_CONNECTIONS). */
const MAX_CONNECTIONS = Number.parseInt(process.env.MAX_CONNECTIONS || "1024", 10);
/** Where browsers report CSP violations (CSP_REPORT_URI): the `report-to` group "csp" and the older `report-uri`. */
const CSP_REPORT_URI = process.env.CSP_REPORT_URI || null;
/** One client's open connections beyond this get the same 503 (the proxies named by TRUST_PROXY are not counted). */
const MAX_CONNECTIONS_PER_ADDRESS = Number.parseInt(process.env.MAX_CONNECTIONS_PER_ADDRESS || "128", 10);

/** A refused setting, or a data directory held by another process, open to other users or with no file to lock: one line. */
function refuseStart(error) {
  const refusals = ["ConfigError", "DataDirLockedError", "DataDirExposedError", "DataDirLockUnusableError"];
  if (!refusals.includes(error?.name)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The app first: its runtime takes the embedded database's directory lock, and a second server stops here at once
// (before loading the app when the directory is already held: that takes seconds on a busy machine).
let vite;
let build;
if (DEVELOPMENT) {
  vite = await (await import("vite")).createServer({ server: { middlewareMode: true } });
  build = await vite.ssrLoadModule("./server/app.ts");
} else {
  try {
    (await import("../build/server/data-dir-check.js")).refuseHeldDataDir(process.env);
  } catch (error) {
    refuseStart(error);
  }
  build = await import("../build/server/index.js");
}
let runtime;
try {
  runtime = build.startRuntime();
} catch (error) {
  refuseStart(error);
}

const app = express();
app.disable("x-powered-by");
// The client address is the right-most X-Forwarded-For entry not written by a proxy that TRUST_PROXY names.
app.set("trust proxy", (address) => build.trustsProxy(address));

// A connection over the cap gets one clean answer (below) instead of a reset.
app.use((req, res, next) => {
  if (!req.socket.overCapacity) return next();
  res.set({ Connection: "close", "Retry-After": "5", "Cache-Control": "no-store" });
  res.status(503).type("text/plain").send("Service Unavailable: too many connections");
});
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

// Security headers of every response. They depend on nothing in the request (the CSP has no nonce; documents swap in
// their own script hashes), so they are also computed once for the lean document path (see the server below).
const securityMiddleware = [
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Documents replace this with their inline scripts' hashes and 'strict-dynamic' (server/document-csp.ts).
        scriptSrc: ["'self'", ...(DEVELOPMENT ? ["'unsafe-eval'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(DEVELOPMENT ? ["ws:"] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: process.env.UPGRADE_INSECURE_REQUESTS === "1" ? [] : null,
        ...(CSP_REPORT_URI ? { reportTo: ["csp"], reportUri: [CSP_REPORT_URI] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  }),
  (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // The endpoint of the CSP's `report-to csp` (Reporting API); Firefox reads `report-uri` instead.
    if (CSP_REPORT_URI) res.setHeader("Reporting-Endpoints", `csp="${CSP_REPORT_URI}"`);
    next();
  },
];
app.use(securityMiddleware);

/** The headers the security middleware sets, captured once from a response that records them. */
function staticSecurityHeaders() {
  const headers = {};
  const recorder = {
    setHeader: (name, value) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name) => void delete headers[name.toLowerCase()],
    getHeader: (name) => headers[name.toLowerCase()],
  };
  const request = { method: "GET", url: "/", headers: {} };
  for (const middleware of securityMiddleware) middleware(request, recorder, () => undefined);
  return headers;
}
// Only a client that accepts an encoding pays for the compression middleware (it negotiates and wraps every response).
const compress = compression();
app.use((req, res, next) => (req.headers["accept-encoding"] ? compress(req, res, next) : next()));

if (DEVELOPMENT) {
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = await vite.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Hashed assets never change: this release's and the kept releases' (server/static-assets.ts); a missing one is a
  // 404 that no cache keeps (the browser then reloads the page once, spec §8).
  app.use("/assets", build.serveAssets);
  // Every public file has an extension and no page path does: pages skip the file lookup (a stat per request).
  // This release's own files: `build` may point at a newer release while this server runs.
  const publicFiles = express.static(build.CLIENT_DIR, { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(build.app);
}

// Errors that reach Express itself (a missing hashed asset, a malformed request before the app): a plain answer that
// keeps the security headers above (Express's default handler replaces the CSP with its own).
app.use((error, _req, res, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return res.end();
  res
    .status(status)
    .type("text/plain")
    .send(status === 404 ? "Not found" : "Error");
});

// Bounded time per connection: headers within 10 s, the whole request within 30 s (checked every second);
// idle keep-alive connections close after Node's default 5 s.
// A cached page is answered before Express: its stored bytes and headers are all it needs (server/cached-handler.ts);
// other document GETs take a lean path too (security headers precomputed, compression by the page handler).
const serveCachedPage = DEVELOPMENT ? () => false : build.serveCachedPage;
const servePage = DEVELOPMENT ? () => false : build.createPageServer(staticSecurityHeaders());
const server = http.createServer(
  { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    if (!req.socket.overCapacity && (serveCachedPage(req, res) || servePage(req, res))) return;
    app(req, res);
  },
);
// CONNECT (a proxy's method) never reaches the request handler: Node would drop the socket without an answer.
server.on("connect", (_req, socket) => {
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
  );
});
let connections = 0;
/** Open connections by client (IPv6 by /64); the proxies in front carry many clients' requests and are not counted. */
const perClient = new Map();
server.prependListener("connection", (socket) => {
  connections++;
  const address = socket.remoteAddress;
  const client = address && !build.trustsProxy(address) ? build.clientKey(address) : null;
  const own = client === null ? 0 : (perClient.get(client) ?? 0) + 1;
  if (client !== null) perClient.set(client, own);
  socket.once("close", () => {
    connections--;
    if (client === null) return;
    const left = perClient.get(client) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  });
  if (connections > MAX_CONNECTIONS || own > MAX_CONNECTIONS_PER_ADDRESS) {
    socket.overCapacity = true;
    // A refused client that sends nothing does not hold the slot until the header timeout.
    socket.setTimeout(2_000, () => socket.destroy());
  }
});

server.listen(PORT, HOST, () => {
  const address = server.address();
  const local = HOST === "0.0.0.0" || HOST === "::" ? "127.0.0.1" : HOST;
  runtime.listening(`http://${local.includes(":") ? `[${local}]` : local}:${address.port}`);
  console.log(`Server listening on http://localhost:${address.port}`);
});

// SIGTERM / SIGINT: stop accepting, let requests in flight finish (at most 10 s), then close the databases (PGlite
// writes its files) and release the data directory.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: closing`);
  const forced = setTimeout(() => server.closeAllConnections(), 10_000);
  forced.unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  await runtime.close().catch((error) => console.error(`[server] close failed: ${error.message}`));
  process.exit(0);
}
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));

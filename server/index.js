// HTTP server: security headers, compression, static assets, then the React Router app.
// NODE_ENV=development serves through Vite's dev middleware; otherwise the built app in build/.
import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || "0.0.0.0";

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1");

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`, ...(DEVELOPMENT ? ["'unsafe-eval'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(DEVELOPMENT ? ["ws:"] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: process.env.UPGRADE_INSECURE_REQUESTS === "1" ? [] : null,
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  }),
);
// Only a client that accepts an encoding pays for the compression middleware (it negotiates and wraps every response).
const compress = compression();
app.use((req, res, next) => (req.headers["accept-encoding"] ? compress(req, res, next) : next()));

if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Hashed assets never change; a missing one is a plain 404 (the browser then reloads the page, spec §8).
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", fallthrough: false }));
  // Every public file has an extension and no page path does: pages skip the file lookup (a stat per request).
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  const build = await import("../build/server/index.js");
  app.use(build.app);
}

// Errors that reach Express itself (a missing hashed asset, a malformed request before the app): a plain answer that
// keeps the security headers above (Express's default handler replaces the CSP with its own).
app.use((error, _req, res, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return res.end();
  res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Error");
});

app.listen(PORT, HOST, () => {
  console.log(`Server listening on http://localhost:${PORT}`);
});

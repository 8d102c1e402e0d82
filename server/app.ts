// The request handler, built into build/server/index.js with the app (see vite.config.ts). Order matters: the cheap
// refusals (bad Host, oversized bodies and paths, methods) come first, then the one rate-limit policy in front of every
// request that changes something, then the API, the operator endpoints and the pages.
import express from "express";
import pg from "pg";
import { RouterContextProvider, createRequestHandler, type ServerBuild } from "react-router";
import { createApiRouter, answerApiError } from "~/api/router.server";
import { serverApiDeps } from "~/api/server-deps.server";
import { previewSubscriptionsRouter } from "~/api/preview-subscriptions.server";
import { adminRouter } from "~/api/admin.server";
import { createRateLimitStore, rateLimitPolicy, rateLimitsFromEnv, rateVerdict } from "~/api/rate-limit.server";
import { nonceContext } from "~/lib/nonce.server";
import { rateLimitContext } from "~/lib/page-action.server";
import { createCachedHandler } from "./cached-handler";
import { requestUrl, sendFetchResponse, toFetchRequest } from "./express-fetch";
import { DEFAULT_PAGE_CACHE_OPTIONS, PageCache } from "./page-cache";
import {
  isOversizedPath,
  limitDeclaredBody,
  notFoundStandIn,
  pageMethods,
  readPageBody,
  requireValidHost,
} from "./request-guards";
import { startRuntime as startServerRuntime, type ServerRuntime } from "./runtime";

export const app = express.Router();

const apiDeps = serverApiDeps();

// Rate limits: shared through PostgreSQL when DATABASE_URL is set (several processes, one budget), else in memory.
const rateLimitPool = process.env.DATABASE_URL
  ? new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: 2_000,
      query_timeout: 2_000,
    })
  : null;
rateLimitPool?.on("error", (error) => console.error(`[rate-limit] idle client error: ${error.message}`));
const rateLimits = createRateLimitStore(
  rateLimitsFromEnv(process.env),
  rateLimitPool ? { pool: rateLimitPool } : undefined,
);

let runtime: ServerRuntime | null = null;

/** Called once by server/index.js before it listens: takes the data directory's lock (throws DataDirLockedError). */
export function startRuntime(): ServerRuntime {
  runtime ??= startServerRuntime(process.env, {
    databases: apiDeps.databases,
    closers: rateLimitPool ? [() => rateLimitPool.end()] : [],
  });
  return runtime;
}

app.use(requireValidHost((req, res) => answerApiError(req, res, 400)));
app.use(limitDeclaredBody((req, res) => answerApiError(req, res, 413)));
app.use(rateLimitPolicy(rateLimits));

// The JSON API (spec §7); databases open on the first call, so pages render even when they are unreachable.
app.use("/api", createApiRouter(apiDeps));
// Preview-token holders (staff, browser tests) may check a subscription; answers 404 to everyone else.
app.use("/__preview/subscriptions", previewSubscriptionsRouter(apiDeps.databases, process.env.PREVIEW_TOKEN));
// Operators: the subscribers export of a running server (npm run subscribers:export uses it).
app.use(
  "/__admin",
  adminRouter(apiDeps.databases, () => runtime?.adminToken ?? null),
);

// Pages: React Router behind the page cache (issue 7). PAGE_CACHE=off renders every request (benchmarks, debugging).
// Behind a proxy that keeps its own Host header, PUBLIC_ORIGIN's host is an allowed origin for form posts.
const publicHost = process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).host : null;
const renderPage = createRequestHandler(async () => {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  return publicHost ? { ...build, allowedActionOrigins: [publicHost] } : build;
}, process.env.NODE_ENV);
const handlePage = createCachedHandler({
  cache: process.env.PAGE_CACHE === "off" ? null : new PageCache(DEFAULT_PAGE_CACHE_OPTIONS),
  clock: () => Date.now(),
});

app.use(pageMethods);
app.use(readPageBody);
app.use(async (req, res, next) => {
  try {
    const url = requestUrl(req);
    // A path deeper or longer than any page: its 404 renders for a short stand-in (route matching is not linear).
    if (isOversizedPath(url.pathname)) {
      if (url.pathname.endsWith(".data") || req.method !== "GET")
        return void res.status(404).type("text/plain").send("Not found");
      const response = await renderPage(
        toFetchRequest(req, res, notFoundStandIn(url)),
        pageContext(String(res.locals.cspNonce ?? ""), null),
      );
      return await sendFetchResponse(res, response);
    }
    const headers = { get: (name: string) => req.get(name) ?? null };
    const verdict = rateVerdict(res) ?? null;
    const answer = await handlePage({ method: req.method, url, headers }, String(res.locals.cspNonce ?? ""), (nonce) =>
      renderPage(toFetchRequest(req, res, url), pageContext(nonce, verdict)),
    );
    if (answer instanceof Response) return await sendFetchResponse(res, answer);
    res.status(answer.status).set(answer.headers);
    if (answer.body) for (const chunk of answer.body) res.write(chunk);
    res.end();
  } catch (error) {
    next(error);
  }
});

function pageContext(nonce: string, verdict: ReturnType<typeof rateVerdict> | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  // Page actions (lib/page-action.server.ts) answer a request over its budget with the region's 429 message.
  if (verdict?.limited) context.set(rateLimitContext, verdict);
  return context;
}

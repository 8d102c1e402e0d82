// The request handler, built into build/server/index.js with the app (see vite.config.ts).
import express from "express";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { createApiRouter } from "~/api/router.server";
import { serverApiDeps } from "~/api/server-deps.server";
import { previewSubscriptionsRouter } from "~/api/preview-subscriptions.server";
import { nonceContext } from "~/lib/nonce.server";
import { createCachedHandler } from "./cached-handler";
import { requestUrl, sendFetchResponse, toFetchRequest } from "./express-fetch";
import { DEFAULT_PAGE_CACHE_OPTIONS, PageCache } from "./page-cache";

export const app = express.Router();

// The JSON API (spec §7); databases open on the first call, so pages render even when they are unreachable.
const apiDeps = serverApiDeps();
app.use("/api", createApiRouter(apiDeps));
// Preview-token holders (staff, browser tests) may check a subscription; answers 404 to everyone else.
app.use("/__preview/subscriptions", previewSubscriptionsRouter(apiDeps.databases, process.env.PREVIEW_TOKEN));

// Pages: React Router behind the page cache (issue 7). PAGE_CACHE=off renders every request (benchmarks, debugging).
const renderPage = createRequestHandler(() => import("virtual:react-router/server-build"), process.env.NODE_ENV);
const handlePage = createCachedHandler({
  cache: process.env.PAGE_CACHE === "off" ? null : new PageCache(DEFAULT_PAGE_CACHE_OPTIONS),
  clock: () => Date.now(),
});

app.use(async (req, res, next) => {
  try {
    const url = requestUrl(req);
    const headers = { get: (name: string) => req.get(name) ?? null };
    const answer = await handlePage({ method: req.method, url, headers }, String(res.locals.cspNonce ?? ""), (nonce) => {
      const context = new RouterContextProvider();
      context.set(nonceContext, nonce);
      return renderPage(toFetchRequest(req, res, url), context);
    });
    if (answer instanceof Response) return await sendFetchResponse(res, answer);
    res.status(answer.status).set(answer.headers);
    if (answer.body) for (const chunk of answer.body) res.write(chunk);
    res.end();
  } catch (error) {
    next(error);
  }
});

// The request handler, built into build/server/index.js with the app (see vite.config.ts).
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { createApiRouter } from "~/api/router.server";
import { serverApiDeps } from "~/api/server-deps.server";
import { previewSubscriptionsRouter } from "~/api/preview-subscriptions.server";
import { nonceContext } from "~/lib/nonce.server";

export const app = express.Router();

// The JSON API (spec §7); databases open on the first call, so pages render even when they are unreachable.
const apiDeps = serverApiDeps();
app.use("/api", createApiRouter(apiDeps));
// Preview-token holders (staff, browser tests) may check a subscription; answers 404 to everyone else.
app.use("/__preview/subscriptions", previewSubscriptionsRouter(apiDeps.databases, process.env.PREVIEW_TOKEN));

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(nonceContext, String(res.locals.cspNonce ?? ""));
      return context;
    },
  }),
);

// The request handler, built into build/server/index.js with the app (see vite.config.ts).
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { createApiRouter } from "~/api/router.server";
import { serverApiDeps } from "~/api/server-deps.server";
import { nonceContext } from "~/lib/nonce.server";

export const app = express.Router();

// The JSON API (spec §7); databases open on the first call, so pages render even when they are unreachable.
app.use("/api", createApiRouter(serverApiDeps()));

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

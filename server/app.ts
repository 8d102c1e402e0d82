// The request handler, built into build/server/index.js with the app (see vite.config.ts).
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { nonceContext } from "~/lib/nonce.server";

export const app = express.Router();

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

// The studio beside the shop (docs/decisions/332-studio-app.md): an app of its own, built into the same release
// (releases/<id>/studio/), whose build the server loads by its path and mounts under /studio. No module of the studio is
// imported here: its types come from the one module the shop may import, studio/port.server.ts.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextFunction, Request, Response } from "express";
import { RELEASE_ID, RELEASES_DIR } from "~/request/release.server";
import type { CreateStudio, StudioApp, StudioHost } from "../studio/port.server";
import { createAssetServer } from "./static-assets";

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** This release's studio build: releases/<id>/studio (build/studio without a release id: tools, unit tests). */
const STUDIO_DIR = RELEASE_ID ? path.join(RELEASES_DIR, RELEASE_ID, "studio") : path.resolve("build/studio");

/**
 * Whether a request path is the studio's (its pages, its data requests, its API), in any spelling a router takes for it:
 * letter case and percent-escapes do not matter (/STUDIO/ and /%73tudio/ are the studio's). The shop never sees one.
 */
export function isStudioPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path as it is.
  }
  const lower = decoded.toLowerCase();
  return lower === "/studio" || lower.startsWith("/studio/") || lower.startsWith("/studio.");
}

/** The studio's client files (/studio/assets/…) of this release and the kept ones, as the shop's /assets/ are served. */
export const serveStudioAssets = createAssetServer({
  releasesDir: RELEASES_DIR,
  clientDir: path.join(STUDIO_DIR, "client"),
  releaseClientPath: "studio/client",
});

export interface MountedStudio {
  /** The studio's handlers, made with `host` on first use (again after a change of its code in development). */
  app(): Promise<StudioApp>;
  /** Development only: the studio's Vite server (its modules, styles and HMR under /studio/). */
  devMiddleware: Handler | null;
}

/** The Vite server of the studio in development, one per process (the shop's app module may be loaded again). */
const DEV_SERVER = Symbol.for("mechaforge.studio-dev-server");
type DevServer = import("vite").ViteDevServer;

/** The studio: its build in production, its Vite server's modules in development. */
export async function mountStudio(host: StudioHost, development: boolean): Promise<MountedStudio> {
  let load: () => Promise<{ createStudio: CreateStudio }>;
  let devMiddleware: Handler | null = null;
  if (development) {
    const holder = globalThis as { [DEV_SERVER]?: Promise<DevServer> };
    holder[DEV_SERVER] ??= import("vite").then(({ createServer }) =>
      createServer({
        root: path.resolve("studio"),
        configFile: path.resolve("studio/vite.config.ts"),
        server: { middlewareMode: true },
        appType: "custom",
      }),
    );
    const vite = await holder[DEV_SERVER];
    devMiddleware = vite.middlewares;
    load = async () => (await vite.ssrLoadModule("./server.ts")) as { createStudio: CreateStudio };
  } else {
    const built = import(/* @vite-ignore */ pathToFileURL(path.join(STUDIO_DIR, "server", "index.js")).href);
    load = () => built as Promise<{ createStudio: CreateStudio }>;
  }
  let made: { module: unknown; app: StudioApp } | null = null;
  // Loaded now: a release without its studio stops the server at start, not at the first staff request.
  await load();
  return {
    devMiddleware,
    async app() {
      const module = await load();
      if (made?.module !== module) made = { module, app: module.createStudio(host) };
      return made.app;
    },
  };
}

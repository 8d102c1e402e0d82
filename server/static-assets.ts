// Hashed assets (/assets/*) of this release and of the releases kept beside it (scripts/release/releases.ts): a page
// cached from an earlier release, or from a later one after a rollback, still finds every script, stylesheet and font
// it names. Names carry their content's hash, so a name found in any release is the same file. A name found nowhere is a
// 404 that no cache keeps (the browser's stale-chunk recovery reloads the page once: app/client/stale-chunk.client.ts).
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import express from "express";
import { NO_STORE } from "./page-cache";

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface AssetServerOptions {
  /** The directory holding releases/<id>/client/assets. */
  releasesDir: string;
  /** This server's own client directory (its assets are looked up first). */
  clientDir: string;
  /** Where a release keeps these client files: "client" (the shop's), "studio/client" (the studio's). */
  releaseClientPath?: string;
  /** Epoch ms: the list of releases is read again at most once a second. */
  clock?: () => number;
}

const STATIC_OPTIONS = { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: true } as const;
const RELIST_MS = 1_000;

/** An Express handler for /assets or /studio/assets (mounted there: req.url is the file's name). */
export function createAssetServer({
  releasesDir,
  clientDir,
  releaseClientPath = "client",
  clock = Date.now,
}: AssetServerOptions): Handler {
  const own = path.join(clientDir, "assets");
  const handlers = new Map<string, Handler>();
  const handlerFor = (dir: string): Handler => {
    let handler = handlers.get(dir);
    if (!handler) handlers.set(dir, (handler = express.static(dir, STATIC_OPTIONS) as unknown as Handler));
    return handler;
  };
  let listed = { at: Number.NEGATIVE_INFINITY, dirs: [own] };
  const assetDirs = (): string[] => {
    const now = clock();
    if (now - listed.at < RELIST_MS && now >= listed.at) return listed.dirs;
    let releases: string[] = [];
    try {
      releases = readdirSync(releasesDir).sort().reverse();
    } catch {
      // No releases directory (development layout): this server's own assets only.
    }
    const others = releases
      .map((id) => path.join(releasesDir, id, releaseClientPath, "assets"))
      .filter((dir) => dir !== own);
    listed = { at: now, dirs: [own, ...others] };
    for (const dir of handlers.keys()) if (!listed.dirs.includes(dir)) handlers.delete(dir);
    return listed.dirs;
  };

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, {
        Allow: "GET, HEAD",
        "Cache-Control": NO_STORE,
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end("Method Not Allowed");
      return;
    }
    const dirs = assetDirs();
    let index = 0;
    const tryNext = (error?: unknown): void => {
      if (error) return next(error);
      const dir = dirs[index++];
      if (dir) return handlerFor(dir)(req, res, tryNext);
      res.writeHead(404, { "Cache-Control": NO_STORE, "Content-Type": "text/plain; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : "Not found");
    };
    tryNext();
  };
}

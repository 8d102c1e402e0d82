// Hashed assets (/assets/*) of this release and of the releases kept beside it (scripts/release/releases.ts): a page
// cached from an earlier release, or from a later one after a rollback, still finds every script, stylesheet and font
// it names. Names carry their content's hash, so a name found in any release is the same file. A name found nowhere is a
// 404 that no cache keeps (the browser's stale-chunk recovery reloads the page once: app/client/stale-chunk.client.ts).
// Each release's scripts and stylesheets have their brotli and gzip forms stored beside them (name.br, name.gz:
// scripts/release/precompress.ts): a client that accepts one gets it as it is, with its length (the compression
// middleware leaves an encoded body alone), brotli first; any other client, or a range request, gets the plain file.
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import mime from "mime-types";
import send from "send";
import { ENCODINGS, PRECOMPRESSED_TYPES } from "../scripts/release/precompress";
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

const SEND_OPTIONS = { immutable: true, maxAge: "1y", index: false } as const;
const RELIST_MS = 1_000;
const NOT_FOUND = "Not found";
type Coding = (typeof ENCODINGS)[number][0];

/**
 * The stored encodings a request accepts, in the order to try them: by the client's q-values, brotli first among
 * equals. An encoding named with q=0, or left out when there is no `*`, is not accepted. A range request gets none:
 * its bytes are the plain file's.
 */
export function acceptedCodings(req: IncomingMessage): Coding[] {
  const header = req.headers["accept-encoding"];
  if (!header || req.headers.range) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  return ENCODINGS.map(([coding]) => coding)
    .filter((coding) => weight(coding) > 0)
    .sort((a, b) => weight(b) - weight(a));
}

/** An Express handler for /assets or /studio/assets (mounted there: req.url is the file's name). */
export function createAssetServer({
  releasesDir,
  clientDir,
  releaseClientPath = "client",
  clock = Date.now,
}: AssetServerOptions): Handler {
  const own = path.join(clientDir, "assets");
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
    const name = (req.url ?? "/").split("?", 1)[0]!;
    // Every file of a kind that has stored encodings answers with Vary, its plain form too: a cache in front keeps
    // one answer per encoding.
    const varies = PRECOMPRESSED_TYPES.test(name);
    const codings = varies ? acceptedCodings(req) : [];
    // Each directory, newest release first; in each, the accepted encodings' files, then the plain one.
    const candidates = assetDirs().flatMap((dir) => [
      ...codings.map((coding) => ({ dir, coding: coding as Coding | null })),
      { dir, coding: null },
    ]);
    let index = 0;
    const tryNext = (): void => {
      const candidate = candidates[index++];
      if (!candidate) {
        // With its length, which the compression middleware leaves alone (it would brotli nine bytes).
        res.writeHead(404, {
          "Cache-Control": NO_STORE,
          "Content-Type": "text/plain; charset=utf-8",
          "Content-Length": NOT_FOUND.length,
        });
        res.end(req.method === "HEAD" ? undefined : NOT_FOUND);
        return;
      }
      const { dir, coding } = candidate;
      const suffix = ENCODINGS.find(([stored]) => stored === coding)?.[1] ?? "";
      send(req, name + suffix, { ...SEND_OPTIONS, root: dir, acceptRanges: coding === null })
        .on("headers", (response: ServerResponse) => {
          if (varies) response.setHeader("Vary", "Accept-Encoding");
          if (coding === null) return;
          response.setHeader("Content-Encoding", coding);
          response.setHeader("Content-Type", mime.contentType(path.extname(name)) || "application/octet-stream");
        })
        // A directory, a name that is not a file here, a malformed or escaping path: the next place to look.
        .on("directory", tryNext)
        .on("error", (error: { status?: number }) => ((error.status ?? 500) < 500 ? tryNext() : next(error)))
        .pipe(res);
    };
    tryNext();
  };
}

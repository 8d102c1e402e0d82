// The media library's images, as shoppers get them: /media/<id>-<width>.<ext>, the variants the studio made of an
// upload (studio/media.server.ts), read from the studio's database so every process and host serves the same bytes
// (docs/decisions/333-media-library.md). A name is the hash of the upload and the variant's width and format: its bytes
// never change, so it is cached for a year by anyone; a name not in the library is a 404 no cache keeps. No session is
// read: these are public files.
import { eq, sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { mediaFiles } from "../database/studio-schema";
import type { StudioDatabase } from "../database/studio.server";

/** A variant's name: 32 hex digits of the upload's SHA-256, its width, its format. The original is never served. */
const VARIANT_NAME = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.(?:webp|avif|jpg|png)$/;

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

function notFound(res: Response) {
  res.set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  res.status(404).type("text/plain").send("Not found");
}

/** GET and HEAD /media/<name> (mounted at /media). */
export function serveMedia(studio: StudioDatabase) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!VARIANT_NAME.test(name)) return notFound(res);
    try {
      const db = await studio.get();
      const [file] = await db
        // As base64 text: PGlite reads bytea several times slower (studio/media.server.ts writes it the same way).
        .select({ contentType: mediaFiles.contentType, body: sql<string>`encode(${mediaFiles.body}, 'base64')` })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      if (!file) return notFound(res);
      const body = Buffer.from(file.body, "base64");
      const etag = `"${name}"`;
      res.set({
        "Content-Type": file.contentType,
        "Cache-Control": MEDIA_CACHE_CONTROL,
        ETag: etag,
        "X-Content-Type-Options": "nosniff",
      });
      const match = req.headers["if-none-match"];
      if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
        return void res.status(304).end();
      res.set("Content-Length", String(body.length));
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}

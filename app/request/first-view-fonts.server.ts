// The first-view fonts of each CJK page, cut after the build (scripts/fonts/first-view.mjs): read once.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FirstViewFace } from "~/components/layout/RestFonts";
import { RELEASE_ID, RELEASES_DIR } from "~/request/release.server";

/** This release's cut (never through the `build` link, which a later build moves), or build/'s without a release id. */
const MANIFEST = RELEASE_ID
  ? path.join(RELEASES_DIR, RELEASE_ID, "server/first-view-fonts.json")
  : path.resolve("build/server/first-view-fonts.json");

export interface FirstViewFonts {
  /** The page's CJK first-view faces, preloaded. */
  faces: FirstViewFace[];
  /** The stylesheet of Inter's cut to the page's first-view Latin letters (inline in the page). */
  interSheet?: string;
}

let manifest: Record<string, FirstViewFonts> | undefined;

/** A page's first-view fonts; none where the build has no cut (the development server, a 404). */
export function firstViewFonts(pathname: string): FirstViewFonts {
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as typeof manifest;
    } catch {
      manifest = {};
    }
  }
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return manifest?.[key] ?? { faces: [] };
}

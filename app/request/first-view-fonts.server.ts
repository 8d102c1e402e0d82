// The first-view font faces of each CJK page, cut after the build (scripts/fonts/first-view.mjs): read once.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FirstViewFace } from "~/components/layout/RestFonts";

const MANIFEST = path.resolve("build/server/first-view-fonts.json");
let manifest: Record<string, { faces: FirstViewFace[] }> | undefined;

/** The faces a page's first view needs; none where the build has no cut (the development server, a 404). */
export function firstViewFaces(pathname: string): FirstViewFace[] {
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as typeof manifest;
    } catch {
      manifest = {};
    }
  }
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return manifest?.[key]?.faces ?? [];
}

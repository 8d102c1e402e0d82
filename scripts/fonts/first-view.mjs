// After the build: the first-view font of each CJK page. A CJK page's own characters would need 15-20 font
// files of 300 KB on a first visit (each of the font package's unicode-range files cut to the characters of the whole
// site), which a phone on a slow link downloads before the hero image: cn and kr home scored 92 in Lighthouse with LCP
// 3.2 s. So every CJK page gets the few characters its first view shows in ONE small file that the page preloads
// (app/request/first-view-fonts.server.ts); the rest of the site's characters come after the page has loaded (the cut
// of scripts/vite/cjk-fonts.ts). One file, not one per package file those characters fall in (9-18 of 2-13 KB): each
// request costs a round trip on one of six connections, and Lighthouse's slow-4G model counted every one of them before
// the hero image (docs/decisions/200-one-first-view-font-file.md). Which characters a first view shows is read from
// the page rendered at each of its schedule states (scripts/render/pages.ts: the header, and the first letters after
// it); the parts, cut from each package file, are merged by scripts/fonts/merge-fonts.ts.
// The Latin letters of the same first view get a cut of Inter (the variable font, every weight), written into a small
// stylesheet as a data: URL that the page carries inline (app/root.tsx): the whole Inter file (49 KB) is no longer on
// the way to the first paint and the hero image, and the first layout never waits for a request to set Latin text
// (docs/decisions/200-one-first-view-font-file.md). The whole Inter comes with the site's CJK cut after the load.
// Run through vite-node, as it imports TypeScript modules. npm run build (scripts/release/build.ts) runs it after
// react-router build on the release being built, releases/$BUILD_RELEASE_ID, before that release goes live; by hand
// (no BUILD_RELEASE_ID) it cuts the release `build` points at:
//   npx vite-node --config vitest.config.ts scripts/fonts/first-view.mjs
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { precompressRelease } from "../release/precompress";
import { firstViewText, pageStates, regionPaths, renderer } from "../render/pages";
import { checkMerged, defaultFeatures, mergeFonts, readCmap, readTables } from "./merge-fonts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const SCRIPTS = { cn: "sc", jp: "jp", kr: "kr" };
/** How a browser shapes each script's pages: their <html lang>, and the scripts (ISO 15924) of their runs of text. */
const SHAPING = {
  sc: { language: "zh-cn", scripts: ["Hani", "Zyyy"] },
  jp: { language: "ja", scripts: ["Hani", "Kana", "Zyyy"] },
  kr: { language: "ko", scripts: ["Hang", "Hani", "Zyyy"] },
};
/** Characters that draw nothing (word joiners, variation selectors): no font is needed for them. */
const IGNORABLE = {
  test: (char) => /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/u.test(char) || (char >= "\ufe00" && char <= "\ufe0f"),
};
/** The release cut: the one being built, never through the `build` link, which still names the previous release. */
const RELEASE_DIR = process.env.BUILD_RELEASE_ID
  ? path.join(ROOT, "releases", process.env.BUILD_RELEASE_ID)
  : realpathSync(path.join(ROOT, "build"));
const OUT_DIR = path.join(RELEASE_DIR, "client/assets/first-view");
const MANIFEST = path.join(RELEASE_DIR, "server/first-view-fonts.json");
/** Inter's Latin file (the one every page's text needs), as the pages' stylesheets load it; the family app.css names. */
const INTER_FILE = path.join(
  path.dirname(require.resolve("@fontsource-variable/inter/wght.css")),
  "files/inter-latin-wght-normal.woff2",
);
const INTER_FIRST_FAMILY = "Inter First";

const started = performance.now();
const render = await renderer(RELEASE_DIR);
mkdirSync(OUT_DIR, { recursive: true });
const manifest = {};
const written = new Map();
const interWritten = new Map();
const inter = readFileSync(INTER_FILE);
const interPoints = new Set(readCmap(readTables(await fontverter.convert(inter, "truetype")).get("cmap")).keys());
let bytes = 0;
let fileCount = 0;
let interBytes = 0;
for (const [region, script] of Object.entries(SCRIPTS)) {
  // The site's cut (scripts/vite/cjk-fonts.ts): which package file holds each character the site shows.
  const { faces } = JSON.parse(readFileSync(path.join(ROOT, `app/styles/cjk-fonts/noto-sans-${script}.json`), "utf8"));
  const pkgFiles = path.join(
    path.dirname(require.resolve(`@fontsource-variable/noto-sans-${script}/wght.css`)),
    "files",
  );
  const faceOf = new Map(faces.flatMap((face) => face.points.map((point) => [point, face.file])));
  for (const pathname of await regionPaths(render, region)) {
    const points = new Set();
    const latin = new Set();
    for await (const { html, status } of pageStates(render, pathname)) {
      if (status !== 200) continue;
      for (const char of firstViewText(html)) {
        const point = char.codePointAt(0);
        // Inter is first in a CJK page's font stack: it draws every character it has (spaces and joiners included),
        // capitals too where the style sets text in capitals (text-transform: uppercase).
        for (const drawn of [char, ...char.toUpperCase()])
          if (interPoints.has(drawn.codePointAt(0))) latin.add(drawn.codePointAt(0));
        if (point >= 0x2000 && !IGNORABLE.test(char) && faceOf.has(point)) points.add(point);
      }
    }
    const interSheet = latin.size > 0 ? await interFirstSheet([...latin].sort((a, b) => a - b)) : undefined;
    if (points.size === 0) {
      if (interSheet) manifest[pathname] = { script, faces: [], interSheet };
      continue;
    }
    const sorted = [...points].sort((a, b) => a - b);
    const key = `${script}:${sorted.join(",")}`;
    if (!written.has(key)) {
      const byFile = new Map();
      for (const point of sorted) byFile.set(faceOf.get(point), [...(byFile.get(faceOf.get(point)) ?? []), point]);
      // Each package file's characters, cut as a static regular instance (60% of the variable glyphs' bytes; bold is
      // synthesised until the site's variable cut, which the font stack names first, has loaded), then one file.
      const parts = [];
      for (const [file, filePoints] of byFile) {
        const font = await subsetFont(readFileSync(path.join(pkgFiles, file)), String.fromCodePoint(...filePoints), {
          targetFormat: "truetype",
          variationAxes: { wght: 400 },
        });
        parts.push({ file, font, points: filePoints });
      }
      // One file: the part that needs most layout (the package's punctuation and kana file: ligatures, local forms,
      // kerning) keeps it, the others' glyphs join it. A second part that needs layout of its own (a lone "…" from the
      // package's Latin file) joins it too where the text comes out the same; else it stays a file of its own.
      const layout = (part) => defaultFeatures(part.font).size;
      parts.sort((a, b) => Number(layout(b) > 0) - Number(layout(a) > 0) || b.points.length - a.points.length);
      const [base, ...rest] = parts;
      const attempt = (joined) => {
        const font = mergeFonts(
          base.font,
          joined.map((part) => part.font),
        );
        checkMerged([base, ...joined], font, SHAPING[script]);
        return font;
      };
      let alone = [];
      let merged;
      try {
        merged = attempt(rest);
      } catch {
        alone = rest.filter((part) => layout(part) > 0);
        merged = attempt(rest.filter((part) => layout(part) === 0));
      }
      const faces = [];
      for (const { font, points: facePoints } of [
        {
          font: merged,
          points: [base, ...rest].filter((part) => !alone.includes(part)).flatMap((part) => part.points),
        },
        ...alone,
      ]) {
        const woff2 = await fontverter.convert(font, "woff2");
        const hash = createHash("sha256").update(woff2).digest("base64url").slice(0, 10);
        const name = `noto-sans-${script}-first-${hash}.woff2`;
        writeFileSync(path.join(OUT_DIR, name), woff2);
        bytes += woff2.length;
        fileCount++;
        faces.push({ href: `/assets/first-view/${name}`, range: unicodeRange([...facePoints].sort((a, b) => a - b)) });
      }
      written.set(key, faces);
    }
    manifest[pathname] = { script, faces: written.get(key), ...(interSheet ? { interSheet } : {}) };
  }
}
writeFileSync(MANIFEST, JSON.stringify(manifest));
console.log(
  `first-view fonts: ${Object.keys(manifest).length} pages, ${fileCount} files, ${(bytes / 1024).toFixed(0)} KB; ` +
    `${interWritten.size} Inter cuts, ${(interBytes / 1024).toFixed(0)} KB ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
// The Inter cuts' stylesheets, stored compressed beside them as the build's other assets are.
await precompressRelease([OUT_DIR]);

/**
 * The stylesheet of Inter's cut to `points` (sorted): one @font-face of the variable font (every weight, so that no
 * line moves when the whole Inter replaces it), its woff2 inline. Pages with the same Latin letters share it.
 * `font-display: optional`: a data: URL is decoded before the first frame; should it ever not be, the page keeps the
 * fallback rather than shifting its text.
 */
async function interFirstSheet(points) {
  const key = points.join(",");
  if (!interWritten.has(key)) {
    const woff2 = await subsetFont(inter, String.fromCodePoint(...points), { targetFormat: "woff2" });
    const css =
      `@font-face{font-family:"${INTER_FIRST_FAMILY}";font-style:normal;font-weight:100 900;font-display:optional;` +
      `src:url(data:font/woff2;base64,${woff2.toString("base64")}) format("woff2");unicode-range:${unicodeRange(points)}}\n`;
    const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
    const name = `inter-first-${hash}.css`;
    writeFileSync(path.join(OUT_DIR, name), css);
    interBytes += woff2.length;
    interWritten.set(key, `/assets/first-view/${name}`);
  }
  return interWritten.get(key);
}

/** Sorted code points → `U+4e00-4e02,U+4e2d`. */
function unicodeRange(points) {
  const parts = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    parts.push(j > i ? `U+${points[i].toString(16)}-${points[j].toString(16)}` : `U+${points[i].toString(16)}`);
    i = j + 1;
  }
  return parts.join(",");
}

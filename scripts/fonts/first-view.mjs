// After the build: the first-view font subsets of the CJK pages (issue 28). A CJK page's own characters would need
// 15-20 font files of 300 KB on a first visit (each of the font package's unicode-range files cut to the characters of
// the whole site), which a phone on a slow link downloads before the hero image: cn and kr home scored 92 in
// Lighthouse with LCP 3.2 s. So every CJK page gets the few characters its first view shows, cut into small files that
// the page preloads (app/request/first-view-fonts.server.ts); the rest of the site's characters come after the page has
// loaded (the cut of scripts/vite/cjk-fonts.ts). Which characters a first view shows is read from the page rendered at
// each of its schedule states (scripts/render/pages.mjs: the header, and the first letters after it).
//   node scripts/fonts/first-view.mjs   (npm run build runs it after react-router build)
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { firstViewText, pageStates, regionPaths, renderer } from "../render/pages.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const SCRIPTS = { cn: "sc", jp: "jp", kr: "kr" };
/** Characters that draw nothing (word joiners, variation selectors): no font is needed for them. */
const IGNORABLE = {
  test: (char) => /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/u.test(char) || (char >= "\ufe00" && char <= "\ufe0f"),
};
const OUT_DIR = path.join(ROOT, "build/client/assets/first-view");
const MANIFEST = path.join(ROOT, "build/server/first-view-fonts.json");

const started = performance.now();
const render = await renderer();
mkdirSync(OUT_DIR, { recursive: true });
const manifest = {};
const written = new Map();
let bytes = 0;
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
    for await (const { html, status } of pageStates(render, pathname)) {
      if (status !== 200) continue;
      for (const char of firstViewText(html)) {
        const point = char.codePointAt(0);
        if (point >= 0x2000 && !IGNORABLE.test(char) && faceOf.has(point)) points.add(point);
      }
    }
    const byFile = new Map();
    for (const point of [...points].sort((a, b) => a - b))
      byFile.set(faceOf.get(point), [...(byFile.get(faceOf.get(point)) ?? []), point]);
    const entries = [];
    for (const [file, filePoints] of byFile) {
      const key = `${file}:${filePoints.join(",")}`;
      if (!written.has(key)) {
        const font = await subsetFont(readFileSync(path.join(pkgFiles, file)), String.fromCodePoint(...filePoints), {
          targetFormat: "woff2",
          // A static regular instance: 60% of the variable glyphs' bytes; bold is synthesised until the site's
          // variable cut (which the font stack names first) has loaded.
          variationAxes: { wght: 400 },
        });
        const hash = createHash("sha256").update(font).digest("base64url").slice(0, 10);
        const name = `${file.replace(/-wght-normal\.woff2$/, "")}-${hash}.woff2`;
        writeFileSync(path.join(OUT_DIR, name), font);
        bytes += font.length;
        written.set(key, { href: `/assets/first-view/${name}`, points: filePoints });
      }
      entries.push(written.get(key));
    }
    manifest[pathname] = {
      script,
      faces: entries.map(({ href, points: facePoints }) => ({ href, range: unicodeRange(facePoints) })),
    };
  }
}
writeFileSync(MANIFEST, JSON.stringify(manifest));
console.log(
  `first-view fonts: ${Object.keys(manifest).length} pages, ${written.size} files, ${(bytes / 1024).toFixed(0)} KB ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

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

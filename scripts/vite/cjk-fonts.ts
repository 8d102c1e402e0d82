// The self-hosted CJK fonts (Noto Sans SC/JP/KR, variable, from @fontsource-variable), cut down to the site's own text
// at build time.
// Decided in docs/decisions/011-self-hosted-fonts.md, measured in bench/notes.md:
// - The packages split each font into ~110-130 unicode-range files of 20-60 KB. A Chinese page touched 20 of them:
//   1.1 MB of fonts on a first visit, each file decoded on the main thread (Lighthouse counted it as blocking time).
//   cjkFontSubsets() writes, before Vite builds, one @font-face sheet per script (app/styles/cjk-fonts/, not in git)
//   declaring only the files whose range holds a character of our texts, each file subset to exactly those characters
//   (harfbuzz via subset-font, variable axes kept). A character outside them (a customer's name, say) is drawn by the
//   system CJK font the stack names next, as before a web font loads.
// - A CJK page's first view is drawn by small cuts that are there before its first layout (a preloaded
//   file of its CJK characters, an inline cut of Inter); the site's cut and the whole Inter arrive after the load
//   with `swap`, taking over glyphs of the same metrics (docs/decisions/200-one-first-view-font-file.md). Before,
//   every face of a CJK page was `font-display: optional` (CLS 0.26 on a Chinese support page with `swap`; 0.022
//   from a late Inter on the cn dealer list), and Inter's 49 KB held back the first paint.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import postcss, { type Declaration } from "postcss";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { DATE_STYLES } from "../../app/rules/date-styles";
import { blankFont } from "../fonts/blank-font";

export type CjkScript = "sc" | "jp" | "kr";

/** Per script: the font package, and the content folders (under app/content) written in that script only. */
const PACKAGES: Record<CjkScript, { pkg: string; family: string; content: string[] }> = {
  sc: { pkg: "@fontsource-variable/noto-sans-sc", family: "Noto Sans SC Variable", content: ["cn", "words/zh.json"] },
  jp: { pkg: "@fontsource-variable/noto-sans-jp", family: "Noto Sans JP Variable", content: ["jp", "words/ja.json"] },
  kr: { pkg: "@fontsource-variable/noto-sans-kr", family: "Noto Sans KR Variable", content: ["kr", "words/ko.json"] },
};

/** Code points below this are drawn by Inter, first in every font stack (Latin, Greek, Cyrillic, Vietnamese). */
const FIRST_CJK_CANDIDATE = 0x2000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [file] : [];
  });
}

/** The locale whose Intl output a script's pages show. */
const LOCALES: Record<CjkScript, string> = { sc: "zh-CN", jp: "ja-JP", kr: "ko-KR" };

/**
 * Every character Intl can write on a page of `script`: each date style the copy uses (rules/date-styles.ts DATE_STYLES,
 * the long dates of policy pages and the preview bar's date and time) for every month, weekday, day and hour, and every
 * currency, number, unit and list format. Dates and prices are not in the source text, so they are added here (月, 円, ₩…).
 */
export function intlCodePoints(script: CjkScript): Set<number> {
  const locale = LOCALES[script];
  const text: string[] = [];
  const styles: Intl.DateTimeFormatOptions[] = [
    ...Object.values(DATE_STYLES),
    { dateStyle: "long" },
    { dateStyle: "full" },
    { dateStyle: "medium", timeStyle: "short" },
    { weekday: "long" },
    { weekday: "short" },
    { hour: "numeric", hour12: true },
  ];
  for (const options of styles) {
    const format = new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
    for (let month = 0; month < 12; month++)
      for (const day of [1, 10, 19, 28])
        for (const hour of [0, 9, 12, 15, 23]) text.push(format.format(Date.UTC(2025, month, day, hour, 59)));
  }
  for (const currency of ["CNY", "USD", "GBP", "EUR", "KRW", "JPY"])
    for (const currencyDisplay of ["symbol", "narrowSymbol", "name", "code"] as const)
      text.push(new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay }).format(-1234567.89));
  text.push(new Intl.NumberFormat(locale, { style: "percent" }).format(0.3), (1234567.5).toLocaleString(locale));
  // Units of specs (rules/specs.ts) and file sizes (rules/file-size.ts).
  for (const unit of [
    "minute",
    "hour",
    "centimeter",
    "kilogram",
    "gram",
    "year",
    "byte",
    "kilobyte",
    "megabyte",
    "gigabyte",
  ])
    for (const unitDisplay of ["short", "long", "narrow"] as const)
      for (const value of [1, 2.5])
        text.push(new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay }).format(value));
  for (const type of ["conjunction", "disjunction"] as const)
    text.push(new Intl.ListFormat(locale, { type }).format(["a", "b", "c"]));
  return new Set(
    [...text.join("")].map((char) => char.codePointAt(0)!).filter((point) => point >= FIRST_CJK_CANDIDATE),
  );
}

/**
 * Every code point ≥ U+2000 that a page written in `script` can show: the app's source (other CJK regions' content
 * aside) and Intl's output (intlCodePoints).
 */
export function codePointsFor(appDir: string, script: CjkScript): Set<number> {
  const others = (Object.keys(PACKAGES) as CjkScript[])
    .filter((other) => other !== script)
    .flatMap((other) => PACKAGES[other].content.map((entry) => path.join(appDir, "content", entry)));
  const points = intlCodePoints(script);
  for (const file of sourceFiles(appDir)) {
    // A folder excludes what is inside it ("cn" → cn/…), a file itself ("words/zh.json").
    if (others.some((entry) => file === entry || file.startsWith(entry + path.sep))) continue;
    for (const char of readFileSync(file, "utf8")) {
      const point = char.codePointAt(0)!;
      if (point >= FIRST_CJK_CANDIDATE) points.add(point);
    }
  }
  return points;
}

/** `U+4e00-9fff, U+3000` → [[0x4e00, 0x9fff], [0x3000, 0x3000]] (wildcards like U+4?? are widened to their range). */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const spec = part.trim().replace(/^u\+/i, "");
    if (spec.includes("?")) return [parseInt(spec.replace(/\?/g, "0"), 16), parseInt(spec.replace(/\?/g, "f"), 16)];
    const [from = "", to = from] = spec.split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

export function inRanges(ranges: [number, number][], point: number): boolean {
  return ranges.some(([from, to]) => point >= from && point <= to);
}

/** Sorted code points → `U+4e00-4e02,U+4e2d` (runs collapsed). */
export function formatUnicodeRange(points: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const from = points[i]!.toString(16);
    parts.push(j > i ? `U+${from}-${points[j]!.toString(16)}` : `U+${from}`);
    i = j + 1;
  }
  return parts.join(",");
}

export interface SubsetFace {
  file: string;
  points: number[];
}

/**
 * Writes `<outDir>/noto-sans-<script>.css` and its subset woff2 files for the characters in `points`; returns the faces.
 * Skips the work when the sheet was already written for the same characters and package version.
 */
export async function writeSubsetSheet(script: CjkScript, points: Set<number>, outDir: string): Promise<SubsetFace[]> {
  const { pkg, family } = PACKAGES[script];
  const require = createRequire(import.meta.url);
  const sheetFile = require.resolve(`${pkg}/wght.css`);
  const version = (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")) as { version: string })
    .version;
  const sorted = [...points].sort((a, b) => a - b);
  const key = createHash("sha256")
    .update(`${pkg}@${version}:${sorted.join(",")}`)
    .digest("hex")
    .slice(0, 16);
  const cssFile = path.join(outDir, `noto-sans-${script}.css`);
  const manifestFile = path.join(outDir, `noto-sans-${script}.json`);
  if (existsSync(cssFile) && existsSync(manifestFile)) {
    const previous = JSON.parse(readFileSync(manifestFile, "utf8")) as { key: string; faces: SubsetFace[] };
    if (previous.key === key) return previous.faces;
  }

  mkdirSync(outDir, { recursive: true });
  for (const old of readdirSync(outDir)) if (old.startsWith(`noto-sans-${script}-`)) rmSync(path.join(outDir, old));
  const faces: SubsetFace[] = [];
  const rules: string[] = [];
  for (const rule of postcss.parse(readFileSync(sheetFile, "utf8")).nodes) {
    if (rule.type !== "atrule" || rule.name !== "font-face") continue;
    const declarations = (rule.nodes ?? []).filter((node): node is Declaration => node.type === "decl");
    const range = declarations.find((declaration) => declaration.prop === "unicode-range");
    const src = declarations.find((declaration) => declaration.prop === "src")?.value ?? "";
    const url = /url\((?:'|")?\.\/([^)'"]+)(?:'|")?\)/.exec(src)?.[1];
    if (!range || !url) continue;
    const ranges = parseUnicodeRange(range.value);
    const used = sorted.filter((point) => inRanges(ranges, point));
    if (used.length === 0) continue;
    const text = String.fromCodePoint(...used);
    const bytes = await subsetFont(readFileSync(path.join(path.dirname(sheetFile), url)), text, {
      targetFormat: "woff2",
    });
    const file = `noto-sans-${script}-${path.basename(url, ".woff2").replace(/^noto-sans-[a-z]+-/, "")}.woff2`;
    writeFileSync(path.join(outDir, file), bytes);
    faces.push({ file, points: used });
    rules.push(
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:100 900;` +
        `src:url(./${file}) format('woff2-variations');unicode-range:${formatUnicodeRange(used)}}`,
    );
  }
  writeFileSync(
    cssFile,
    `/* Generated by scripts/vite/cjk-fonts.ts from ${pkg}@${version}: the site's characters only. */\n${rules.join("\n")}\n`,
  );
  writeFileSync(manifestFile, JSON.stringify({ key, faces }));
  return faces;
}

/** The code points some face of Inter's sheet covers: Inter, first in every font stack, draws them on a CJK page too. */
export function interRanges(): [number, number][] {
  const require = createRequire(import.meta.url);
  const ranges: [number, number][] = [];
  postcss
    .parse(readFileSync(require.resolve("@fontsource-variable/inter/wght.css"), "utf8"))
    .walkDecls("unicode-range", (declaration) => void ranges.push(...parseUnicodeRange(declaration.value)));
  return ranges;
}

/** The language a script's pages are shaped in (their <html lang>): Noto's local forms follow it. */
const SHAPING_LANGUAGES: Record<CjkScript, string> = { sc: "zh-cn", jp: "ja", kr: "ko" };

/** [first, last, advance]: code points and the width, in font units, of the empty glyph they map to. */
export type BlankRange = [number, number, number];

/**
 * Writes `<outDir>/blank-noto-sans-<script>.woff2` (scripts/fonts/blank-font.ts): for every character of the script's
 * cut (`faces`, written by writeSubsetSheet) that Inter does not draw, an empty glyph as wide as Noto's at weight 400
 * (the first-view files' instance), with Noto's ascent and descent. Its family, "Noto Sans <SC|JP|KR> Blank", comes
 * after the system CJK fonts in the script's stack (app/styles/fonts-sc.css etc.; added by components/layout/BlankFont.tsx):
 * a device without any of them lays the page out as Noto will draw it. Only the site's own characters (1.7-2.4 KB of
 * woff2): each of them gets its glyph from the cut once the rest sheet has loaded, while any other character (a name
 * typed into a form) is left to the system's fonts as before, never drawn blank.
 */
export async function writeBlankFont(script: CjkScript, faces: SubsetFace[], outDir: string): Promise<BlankRange[]> {
  const inter = interRanges();
  const advances = new Map<number, number>();
  let metrics: { unitsPerEm: number; ascender: number; descender: number } | undefined;
  for (const face of faces) {
    const sfnt = await fontverter.convert(readFileSync(path.join(outDir, face.file)), "truetype");
    const hbFace = new hb.Face(new hb.Blob(sfnt));
    const font = new hb.Font(hbFace);
    font.setVariations([hb.Variation.fromString("wght=400")!]);
    const { ascender, descender } = font.hExtents();
    metrics ??= { unitsPerEm: hbFace.upem, ascender, descender };
    for (const point of face.points) {
      if (inRanges(inter, point)) continue;
      const buffer = new hb.Buffer();
      buffer.addCodePoints([point]);
      buffer.setLanguage(SHAPING_LANGUAGES[script]);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      advances.set(point, buffer.getGlyphInfosAndPositions()[0]!.xAdvance ?? 0);
    }
  }
  if (!metrics) throw new Error(`blank font: no faces for ${script}`);
  const ranges: BlankRange[] = [];
  const sorted = [...advances.keys()].sort((a, b) => a - b);
  for (const point of sorted) {
    const last = ranges.at(-1);
    const advance = advances.get(point)!;
    if (last && last[1] === point - 1 && last[2] === advance) last[1] = point;
    else ranges.push([point, point, advance]);
  }
  const font = blankFont({ family: `Noto Sans ${script.toUpperCase()} Blank`, ...metrics, ranges });
  writeFileSync(path.join(outDir, `blank-noto-sans-${script}.woff2`), await fontverter.convert(font, "woff2"));
  return ranges;
}

/** Vite plugin: writes the CJK subset sheets into `<appDir>/styles/cjk-fonts` before each build or dev server start. */
export function cjkFontSubsets({ appDir }: { appDir: string }): Plugin {
  let written: Promise<unknown> | undefined;
  return {
    name: "cjk-font-subsets",
    buildStart() {
      const outDir = path.join(appDir, "styles", "cjk-fonts");
      const scripts = Object.keys(PACKAGES) as CjkScript[];
      // The blank fonts only after every subset: harfbuzzjs shaping while subset-font cuts another script's file makes
      // the cut fail (hb_subset_or_fail returned zero).
      written ??= Promise.all(
        scripts.map((script) => writeSubsetSheet(script, codePointsFor(appDir, script), outDir)),
      ).then(async (faces) => {
        for (const [i, script] of scripts.entries()) await writeBlankFont(script, faces[i]!, outDir);
      });
      return written.then(() => undefined);
    },
  };
}

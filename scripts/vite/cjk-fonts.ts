// PostCSS step for the self-hosted CJK font sheets (Noto Sans SC/JP/KR from @fontsource-variable), run by Vite's CSS
// pipeline (vite.config.ts). Two changes, both measured in docs/decisions.md (issue 7):
// - `font-display: optional`: a face not there within ~100 ms keeps the system font for that page instead of swapping
//   later and shifting long lines of text (a layout shift of 0.26 on a Chinese support page with `swap`).
// - Only the unicode-range subsets that the site's own text uses are declared. The packages declare ~110-130 subsets per
//   language (44 KB gzip of @font-face rules for SC); the texts of the cn pages touch 26 of them. A character outside the
//   kept subsets (a customer's name, say) is drawn by the system CJK font the stack names next, as before the web font
//   loads. The sheets become small enough to inline into the first page like the other stylesheets.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AtRule, Declaration, PluginCreator } from "postcss";

type Script = "sc" | "jp" | "kr";

/** Content directories of the regions written in each CJK script; a script's text is everything but the others' content. */
const CONTENT_OF: Record<Script, string> = { sc: "cn", jp: "jp", kr: "kr" };

/** Code points below this are drawn by Inter, first in every font stack (Latin, Greek, Cyrillic, Vietnamese). */
const FIRST_CJK_CANDIDATE = 0x2000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [file] : [];
  });
}

/** Every code point ≥ U+2000 that the app's source can show on a page written in `script`. */
export function codePointsFor(appDir: string, script: Script): Set<number> {
  const others = (Object.keys(CONTENT_OF) as Script[]).filter((other) => other !== script).map((other) => path.join(appDir, "content", CONTENT_OF[other]) + path.sep);
  const points = new Set<number>();
  for (const file of sourceFiles(appDir)) {
    if (others.some((dir) => file.startsWith(dir))) continue;
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

export function rangeUsed(ranges: [number, number][], points: Set<number>): boolean {
  for (const point of points) if (ranges.some(([from, to]) => point >= from && point <= to)) return true;
  return false;
}

export const cjkFonts: PluginCreator<{ appDir: string }> = (options) => {
  const points = new Map<Script, Set<number>>();
  const pointsFor = (script: Script) => {
    if (!points.has(script)) points.set(script, codePointsFor(options!.appDir, script));
    return points.get(script)!;
  };
  return {
    postcssPlugin: "cjk-fonts",
    AtRule: {
      "font-face": (rule: AtRule) => {
        const script = /@fontsource(?:-variable)?\/noto-sans-(sc|jp|kr)\//.exec(rule.source?.input.file ?? "")?.[1] as Script | undefined;
        if (!script) return;
        const declarations = (rule.nodes ?? []).filter((node): node is Declaration => node.type === "decl");
        const range = declarations.find((declaration) => declaration.prop === "unicode-range");
        if (range && !rangeUsed(parseUnicodeRange(range.value), pointsFor(script))) {
          rule.remove();
          return;
        }
        for (const declaration of declarations) if (declaration.prop === "font-display") declaration.value = "optional";
      },
    },
  };
};
cjkFonts.postcss = true;

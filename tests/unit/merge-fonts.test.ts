// One first-view font file per CJK page: subsets of several files of a font package merged into one.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { checkMerged, defaultFeatures, mergeFonts, readTables } from "../../scripts/fonts/merge-fonts";
import { inRanges, parseUnicodeRange } from "../../scripts/vite/cjk-fonts";

const require = createRequire(import.meta.url);
const JAPANESE = { language: "ja", scripts: ["Hani", "Kana", "Zyyy"] };

/**
 * The characters of `text` that the Noto Sans JP package file holding its first character holds, cut from that file
 * as the first-view build cuts (a static regular instance).
 */
async function part(text: string) {
  const css = require.resolve("@fontsource-variable/noto-sans-jp/wght.css");
  const face = [...readFileSync(css, "utf8").matchAll(/url\(\.\/files\/([^)]+)\)[^}]*unicode-range:([^;}]+)/g)].find(
    (match) => inRanges(parseUnicodeRange(match[2]!), text.codePointAt(0)!),
  )!;
  const points = [...text]
    .map((char) => char.codePointAt(0)!)
    .filter((point) => inRanges(parseUnicodeRange(face[2]!), point));
  const font = await subsetFont(
    readFileSync(path.join(path.dirname(css), "files", face[1]!)),
    String.fromCodePoint(...points),
    {
      targetFormat: "truetype",
      variationAxes: { wght: 400 },
    },
  );
  return { font, points };
}

function advances(font: Uint8Array, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setLanguage("ja");
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(new hb.Face(new hb.Blob(font))), buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => glyph.xAdvance);
}

describe("merged first-view fonts", () => {
  it("draws every character of every part, and kerns as the part that needs layout does", async () => {
    const kana = await part("いてしつがけ、。");
    const han = await part("格売込円");
    const more = await part("動画見中入年");
    expect([...defaultFeatures(kana.font)]).toContain("kern");
    expect(defaultFeatures(han.font).size).toBe(0);

    const merged = mergeFonts(kana.font, [han.font, more.font]);
    checkMerged([kana, han, more], merged, JAPANESE);
    const face = new hb.Face(new hb.Blob(merged));
    expect(new Set(face.collectUnicodes())).toEqual(new Set([...kana.points, ...han.points, ...more.points]));
    // Kana pairs keep Noto Sans JP's kerning; neighbours from different package files do not kern.
    expect(advances(merged, "いて")).toEqual(advances(kana.font, "いて"));
    expect(advances(merged, "いて")[0]).toBeLessThan(1000);
    expect(advances(merged, "い格")).toEqual([1000, 1000]);
    // Only what a horizontal page uses: no vertical metrics, the part's layout tables kept.
    const tables = readTables(merged);
    expect(tables.has("vmtx")).toBe(false);
    expect(tables.has("GPOS")).toBe(true);
    expect(merged.length).toBeLessThan(kana.font.length + han.font.length + more.font.length);
  }, 60_000);

  it("fails when the merge loses what a part sets (its kerning) or draws a character otherwise", async () => {
    const kana = await part("いてしつがけ");
    const han = await part("格売込円");
    // The part with layout appended after one without: its kerning is not kept, and the check says so.
    expect(() => checkMerged([han, kana], mergeFonts(han.font, [kana.font]), JAPANESE)).toThrow(/set otherwise/);
    // A character the merged font draws with another glyph.
    const other = await part("いてしつがく");
    expect(() => checkMerged([kana, han], mergeFonts(other.font, [han.font]), JAPANESE)).toThrow(/otherwise/);
  }, 60_000);
});

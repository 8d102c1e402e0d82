import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { readTables } from "../../scripts/fonts/merge-fonts";
import {
  codePointsFor,
  formatUnicodeRange,
  inRanges,
  interRanges,
  intlCodePoints,
  parseUnicodeRange,
  writeBlankFont,
  writeSubsetSheet,
} from "../../scripts/vite/cjk-fonts";

const require = createRequire(import.meta.url);
const APP = path.resolve(import.meta.dirname, "../../app");

function faces(css: string) {
  const list: { range: [number, number][]; display?: string; src?: string }[] = [];
  postcss.parse(css).walkAtRules("font-face", (rule) => {
    const face: (typeof list)[number] = { range: [] };
    rule.walkDecls((decl) => {
      if (decl.prop === "unicode-range") face.range = parseUnicodeRange(decl.value);
      if (decl.prop === "font-display") face.display = decl.value;
      if (decl.prop === "src") face.src = decl.value;
    });
    list.push(face);
  });
  return list;
}

describe("CJK font subsets", () => {
  it("parses and writes unicode ranges", () => {
    expect(parseUnicodeRange("U+4e00-9fff, U+3000,u+4??")).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x400, 0x4ff],
    ]);
    expect(formatUnicodeRange([0x3000, 0x4e00, 0x4e01, 0x4e02, 0x4e2d])).toBe("U+3000,U+4e00-4e02,U+4e2d");
    expect(inRanges([[0x4e00, 0x9fff]], 0x4e2d)).toBe(true);
    expect(inRanges([[0x4e00, 0x9fff]], 0x3042)).toBe(false);
  });

  it("adds what Intl writes on the script's pages: date units, currency units and symbols", () => {
    const has = (script: "sc" | "jp" | "kr", chars: string) =>
      [...chars].filter((char) => !intlCodePoints(script).has(char.codePointAt(0)!));
    expect(has("sc", "年月日上午下午星期")).toEqual([]);
    expect(has("jp", "年月日午前後円曜")).toEqual([]);
    expect(has("kr", "년월일원₩요")).toEqual([]);
    expect(codePointsFor(APP, "kr").has("₩".codePointAt(0)!)).toBe(true);
  });

  it("collects a script's characters from its own region's texts, not from the other CJK regions", () => {
    const sc = codePointsFor(APP, "sc");
    expect(sc.has("购".codePointAt(0)!)).toBe(true);
    expect(sc.has("の".codePointAt(0)!)).toBe(false);
    expect(codePointsFor(APP, "jp").has("の".codePointAt(0)!)).toBe(true);
    expect(codePointsFor(APP, "kr").has("한".codePointAt(0)!)).toBe(true);
  });

  it("declares every character the Korean pages use that the package covers, in small subset files", async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), "cjk-fonts-"));
    const points = codePointsFor(APP, "kr");
    const written = await writeSubsetSheet("kr", points, out);
    const generated = faces(readFileSync(path.join(out, "noto-sans-kr.css"), "utf8"));
    const pkgDir = path.dirname(require.resolve("@fontsource-variable/noto-sans-kr/wght.css"));
    const original = faces(readFileSync(path.join(pkgDir, "wght.css"), "utf8"));

    expect(generated).toHaveLength(written.length);
    expect(generated.length).toBeLessThan(original.length / 2);
    // Loaded after the first view (RestFonts.tsx): a late face swaps in below the fold.
    expect(generated.every((face) => face.display === "swap")).toBe(true);
    for (const point of points) {
      const covered = original.some((face) => inRanges(face.range, point));
      expect(
        generated.some((face) => inRanges(face.range, point)),
        `U+${point.toString(16)}`,
      ).toBe(covered);
    }
    // Each subset is smaller than the package file it was cut from.
    for (const face of written) {
      const source = face.file; // named after the package file it was cut from
      const subsetBytes = statSync(path.join(out, face.file)).size;
      expect(subsetBytes).toBeGreaterThan(0);
      expect(subsetBytes, source).toBeLessThan(statSync(path.join(pkgDir, "files", source)).size);
    }
    // Asking again for the same characters reuses the files.
    expect(await writeSubsetSheet("kr", points, out)).toEqual(written);
  }, 60_000);

  it("writes a blank stand-in with Noto's advances and lines, for the site's own characters only", async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), "cjk-blank-"));
    const points = codePointsFor(APP, "jp");
    const faces = await writeSubsetSheet("jp", points, out);
    await writeBlankFont("jp", faces, out);
    const open = async (file: string, weight?: number) => {
      const face = new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(path.join(out, file)), "truetype")));
      const font = new hb.Font(face);
      if (weight) font.setVariations([hb.Variation.fromString(`wght=${weight}`)!]);
      return { face, font };
    };
    const advance = (font: hb.Font, point: number) => {
      const buffer = new hb.Buffer();
      buffer.addCodePoints([point]);
      buffer.setLanguage("ja");
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfosAndPositions()[0]!;
    };
    const blank = await open("blank-noto-sans-jp.woff2");
    // The characters its cmap (format 13: runs of characters to one glyph) maps, read from the file.
    const cmap = readTables(
      await fontverter.convert(readFileSync(path.join(out, "blank-noto-sans-jp.woff2")), "truetype"),
    ).get("cmap")!;
    expect([cmap.readUInt16BE(2), cmap.readUInt16BE(4), cmap.readUInt16BE(6)]).toEqual([1, 3, 10]);
    const at = cmap.readUInt32BE(8);
    expect(cmap.readUInt16BE(at)).toBe(13);
    const mapped = new Set<number>();
    for (let group = 0; group < cmap.readUInt32BE(at + 12); group++) {
      const [start, end] = [cmap.readUInt32BE(at + 16 + 12 * group), cmap.readUInt32BE(at + 20 + 12 * group)];
      for (let point = start; point <= end; point++) mapped.add(point);
    }
    // Exactly the cut's characters that Inter, first in the stack, does not draw: any other character (a name typed
    // into a form, say) is left to the system's fonts, never drawn blank.
    const inter = interRanges();
    const expected = faces.flatMap((face) => face.points).filter((point) => !inRanges(inter, point));
    expect([...mapped].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    for (const char of "驫鬱𠮷뷁Ωa") {
      expect(points.has(char.codePointAt(0)!) && !inRanges(inter, char.codePointAt(0)!)).toBe(false);
      expect(advance(blank.font, char.codePointAt(0)!).codepoint, char).toBe(0);
    }
    // Each character as wide as Noto draws it at the first-view files' weight, and drawn as nothing.
    for (const face of faces) {
      const noto = await open(face.file, 400);
      for (const point of face.points.filter((point) => mapped.has(point))) {
        const glyph = advance(blank.font, point);
        expect(glyph.codepoint, `U+${point.toString(16)}`).not.toBe(0);
        expect(glyph.xAdvance, `U+${point.toString(16)}`).toBe(advance(noto.font, point).xAdvance);
        expect(blank.font.glyphToPath(glyph.codepoint)).toBe("");
      }
      expect(blank.face.upem).toBe(noto.face.upem);
      expect(blank.font.hExtents()).toMatchObject({
        ascender: noto.font.hExtents().ascender,
        descender: noto.font.hExtents().descender,
      });
    }
  }, 120_000);
});

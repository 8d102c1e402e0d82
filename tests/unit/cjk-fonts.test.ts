import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { codePointsFor, cjkFonts, parseUnicodeRange, rangeUsed } from "../../scripts/vite/cjk-fonts";

const require = createRequire(import.meta.url);
const APP = path.resolve(import.meta.dirname, "../../app");

function faces(css: string) {
  const root = postcss.parse(css);
  const list: { range: [number, number][]; display?: string }[] = [];
  root.walkAtRules("font-face", (rule) => {
    let range: [number, number][] = [];
    let display: string | undefined;
    rule.walkDecls((decl) => {
      if (decl.prop === "unicode-range") range = parseUnicodeRange(decl.value);
      if (decl.prop === "font-display") display = decl.value;
    });
    list.push({ range, display });
  });
  return list;
}

describe("CJK font subsets", () => {
  it("parses unicode ranges, single points and wildcards", () => {
    expect(parseUnicodeRange("U+4e00-9fff, U+3000,u+4??")).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x400, 0x4ff],
    ]);
    expect(rangeUsed([[0x4e00, 0x9fff]], new Set([0x4e2d]))).toBe(true);
    expect(rangeUsed([[0x4e00, 0x9fff]], new Set([0x3042]))).toBe(false);
  });

  it("collects a script's characters from its own region's texts, not from the other CJK regions", () => {
    const sc = codePointsFor(APP, "sc");
    const jp = codePointsFor(APP, "jp");
    expect(sc.has("购".codePointAt(0)!)).toBe(true);
    expect(sc.has("の".codePointAt(0)!)).toBe(false);
    expect(jp.has("の".codePointAt(0)!)).toBe(true);
    expect(codePointsFor(APP, "kr").has("한".codePointAt(0)!)).toBe(true);
  });

  for (const [script, pkg] of [
    ["sc", "@fontsource-variable/noto-sans-sc/wght.css"],
    ["jp", "@fontsource-variable/noto-sans-jp/wght.css"],
    ["kr", "@fontsource-variable/noto-sans-kr/wght.css"],
  ] as const) {
    it(`keeps every ${script} subset the site's text uses, drops the rest, and makes them optional`, async () => {
      const file = require.resolve(pkg);
      const source = readFileSync(file, "utf8");
      const result = await postcss([cjkFonts({ appDir: APP })]).process(source, { from: file });
      const before = faces(source);
      const after = faces(result.css);
      expect(after.length).toBeGreaterThan(0);
      expect(after.length).toBeLessThan(before.length / 2);
      expect(after.every((face) => face.display === "optional")).toBe(true);
      for (const point of codePointsFor(APP, script)) {
        const covered = before.some((face) => rangeUsed(face.range, new Set([point])));
        expect(after.some((face) => rangeUsed(face.range, new Set([point]))), `U+${point.toString(16)}`).toBe(covered);
      }
    });
  }
});

// A font that draws nothing, with the metrics of another: every character of its ranges maps to an empty
// glyph of the range's advance, and the font's ascent and descent are the other font's. On a device without a CJK font
// it stands in for Noto Sans CJK until the page's first-view file has arrived (app/styles/fonts-sc.css etc.): the first
// layout already has the final advances and line heights, so the swap moves nothing
// (docs/decisions/200-one-first-view-font-file.md). One TrueType font, made of the tables a browser's sanitizer (OTS)
// requires; the cmap is format 13 (a run of characters to one glyph, 12 bytes a run).
import { writeFont } from "./merge-fonts";

/** Writes fields [bytes, value] in order (2: uint16/int16, 4: uint32/int32, 8: zero). */
function fields(...spec: (readonly number[])[]): Buffer {
  const buffer = Buffer.alloc(spec.reduce((sum, [bytes = 0]) => sum + bytes, 0));
  let at = 0;
  for (const [bytes = 0, value = 0] of spec) {
    if (bytes === 2) buffer.writeUInt16BE(value & 0xffff, at);
    else if (bytes === 4) buffer.writeUInt32BE(value >>> 0, at);
    at += bytes;
  }
  return buffer;
}

/**
 * The blank font: `ranges` are [first, last, advance] (code points, font units), sorted and not overlapping;
 * `metrics` the units per em, ascender and descender (negative) of the font it stands in for.
 */
export function blankFont({
  family,
  unitsPerEm,
  ascender,
  descender,
  ranges,
}: {
  family: string;
  unitsPerEm: number;
  ascender: number;
  descender: number;
  ranges: [first: number, last: number, advance: number][];
}): Buffer {
  const advances = [...new Set(ranges.map(([, , advance]) => advance))];
  // Glyph 0 is .notdef; glyph 1 + i is the empty glyph of advances[i].
  const glyphCount = 1 + advances.length;
  const widest = Math.max(unitsPerEm, ...advances);
  const head = fields(
    ...[
      [4, 0x00010000],
      [4, 0x00010000],
      [4, 0],
      [4, 0x5f0f3cf5],
      [2, 0x000b],
      [2, unitsPerEm],
    ],
    ...[[8], [8], [2, 0], [2, 0], [2, 0], [2, 0], [2, 0], [2, 8], [2, 2], [2, 0], [2, 0]],
  );
  const hhea = fields(
    ...[
      [4, 0x00010000],
      [2, ascender],
      [2, descender],
      [2, 0],
      [2, widest],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 1],
    ],
    ...[
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, glyphCount],
    ],
  );
  const maxp = fields(
    [4, 0x00010000],
    [2, glyphCount],
    [2, 0],
    [2, 0],
    [2, 0],
    [2, 0],
    [2, 2],
    ...Array(8).fill([2, 0]),
  );
  const first = ranges[0]![0];
  const last = ranges.at(-1)![1];
  const os2 = fields(
    ...[
      [2, 4],
      [2, unitsPerEm],
      [2, 400],
      [2, 5],
      [2, 0],
    ],
    ...Array(10).fill([2, 0]), // sub- and superscript sizes and offsets, strikeout
    ...[[2, 0], [8], [2, 0]], // family class, PANOSE (10 bytes: 8 + 2)
    ...[
      [4, 0],
      [4, 0],
      [4, 0],
      [4, 0],
      [4, 0x20202020],
    ], // Unicode ranges, vendor
    ...[
      [2, 0x00c0],
      [2, Math.min(first, 0xffff)],
      [2, Math.min(last, 0xffff)],
    ], // REGULAR | USE_TYPO_METRICS
    ...[
      [2, ascender],
      [2, descender],
      [2, 0],
      [2, ascender],
      [2, -descender],
    ],
    ...[
      [4, 0],
      [4, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0x20],
      [2, 0],
    ],
  );
  const hmtx = Buffer.concat([
    fields([2, unitsPerEm], [2, 0]),
    ...advances.map((advance) => fields([2, advance], [2, 0])),
  ]);
  const groups = ranges.map(([start, end, advance]) => [start, end, 1 + advances.indexOf(advance)] as const);
  const format13 = fields([2, 13], [2, 0], [4, 16 + 12 * groups.length], [4, 0], [4, groups.length]);
  const cmap = Buffer.concat([
    fields([2, 0], [2, 1], [2, 3], [2, 10], [4, 12]),
    format13,
    ...groups.map(([start, end, glyph]) => fields([4, start], [4, end], [4, glyph])),
  ]);
  const post = fields([4, 0x00030000], [4, 0], [2, 0], [2, 0], [4, 0], [4, 0], [4, 0], [4, 0], [4, 0]);
  const names = (
    [
      [1, family],
      [2, "Regular"],
      [4, family],
      [6, family.replace(/[^A-Za-z0-9-]/g, "")],
    ] as const
  ).map(([id, text]) => [id, Buffer.from(text, "utf16le").swap16()] as const);
  const nameHeader = fields([2, 0], [2, names.length], [2, 6 + 12 * names.length]);
  let stringOffset = 0;
  const records = names.map(([id, bytes]) => {
    const record = fields([2, 3], [2, 1], [2, 0x409], [2, id], [2, bytes.length], [2, stringOffset]);
    stringOffset += bytes.length;
    return record;
  });
  const name = Buffer.concat([nameHeader, ...records, ...names.map(([, bytes]) => bytes)]);
  // Glyph 0 is a single point (OTS refuses an empty glyf table), every other glyph empty; short loca offsets (÷ 2).
  const glyf = Buffer.concat([fields([2, 1], [2, 0], [2, 0], [2, 0], [2, 0], [2, 0], [2, 0]), Buffer.from([0x31, 0])]);
  const loca = Buffer.concat([fields([2, 0]), ...Array(glyphCount).fill(fields([2, glyf.length / 2]))]);
  return writeFont(
    new Map([
      ["head", head],
      ["hhea", hhea],
      ["maxp", maxp],
      ["OS/2", os2],
      ["hmtx", hmtx],
      ["cmap", cmap],
      ["post", post],
      ["name", name],
      ["loca", loca],
      ["glyf", glyf],
    ]),
  );
}

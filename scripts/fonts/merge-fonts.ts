// One TrueType font from several subsets of the same font (one first-view font file per page instead of one
// per unicode-range file of the font package). The parts are harfbuzz subsets of the package's files, which are
// themselves cuts of one font: they share the units per em, the vertical metrics and the hinting programs, and differ
// only in their glyphs. The merge keeps every glyph (outline and advance) as it is, and of the layout tables the one
// feature a browser applies by default to horizontal CJK text: `kern` (Noto Sans JP kerns kana pairs), as pairs within
// each part, which is what a browser does with the package's files (it shapes each font file's run on its own).
// Vertical-writing tables (vert, vhea, vmtx) and the non-default `palt`/`halt` features are left out: the site sets
// neither. `checkMerged` (scripts/fonts/first-view.mjs runs it on every file it writes) shapes every character and
// every pair again in the merged font and fails when anything moved.

import * as hb from "harfbuzzjs";

/** How a browser shapes a page's text: its <html lang>, and the scripts (ISO 15924) of its runs of text. */
export interface ShapingSetting {
  language: string;
  scripts: string[];
}
type Tables = Map<string, Buffer>;
interface Glyph {
  data: Buffer;
  advance: number;
  lsb: number;
}
interface Part {
  tables: Tables;
  glyphs: Glyph[];
  cmap: Map<number, number>;
}

/** A table every part has (readPart checks them). */
function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`font: no ${tag} table`);
  return found;
}

/** Read from every part and rebuilt. */
const REQUIRED_TABLES = ["head", "hhea", "maxp", "OS/2", "post", "cmap", "hmtx", "loca", "glyf"];

/** The tables of an SFNT font: tag → bytes. */
export function readTables(font: Uint8Array): Tables {
  const view = Buffer.from(font);
  const tables: Tables = new Map();
  for (let i = 0; i < view.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    const offset = view.readUInt32BE(record + 8);
    tables.set(
      view.toString("latin1", record, record + 4),
      view.subarray(offset, offset + view.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

/** Code point → glyph of a font's Unicode cmap (format 12 when there is one, else format 4). */
export function readCmap(cmap: Buffer): Map<number, number> {
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const platform = cmap.readUInt16BE(4 + 8 * i);
    const encoding = cmap.readUInt16BE(6 + 8 * i);
    const offset = cmap.readUInt32BE(8 + 8 * i);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))
      subtables.push({ format: cmap.readUInt16BE(offset), offset });
  }
  const map = new Map<number, number>();
  const twelve = subtables.find((subtable) => subtable.format === 12);
  if (twelve) {
    const groups = cmap.readUInt32BE(twelve.offset + 12);
    for (let i = 0; i < groups; i++) {
      const group = twelve.offset + 16 + 12 * i;
      const start = cmap.readUInt32BE(group);
      const end = cmap.readUInt32BE(group + 4);
      const glyph = cmap.readUInt32BE(group + 8);
      for (let point = start; point <= end; point++) map.set(point, glyph + point - start);
    }
    return map;
  }
  const four = subtables.find((subtable) => subtable.format === 4);
  if (!four) throw new Error("cmap: no Unicode subtable of format 4 or 12");
  const segments = cmap.readUInt16BE(four.offset + 6) / 2;
  const ends = four.offset + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let i = 0; i < segments; i++) {
    const start = cmap.readUInt16BE(starts + 2 * i);
    const end = cmap.readUInt16BE(ends + 2 * i);
    const delta = cmap.readInt16BE(deltas + 2 * i);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * i);
    for (let point = start; point <= end && point !== 0xffff; point++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (point + delta) & 0xffff;
      else {
        const raw = cmap.readUInt16BE(rangeOffsets + 2 * i + rangeOffset + 2 * (point - start));
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(point, glyph);
    }
  }
  return map;
}

function readPart(font: Uint8Array): Part {
  const tables = readTables(font);
  for (const tag of REQUIRED_TABLES) if (!tables.has(tag)) throw new Error(`merge: a part has no ${tag} table`);
  const [head, maxp, hhea, hmtx, loca, glyf] = ["head", "maxp", "hhea", "hmtx", "loca", "glyf"].map((tag) =>
    table(tables, tag),
  ) as [Buffer, Buffer, Buffer, Buffer, Buffer, Buffer];
  const glyphCount = maxp.readUInt16BE(4);
  const longLoca = head.readInt16BE(50) === 1;
  const at = (index: number) => (longLoca ? loca.readUInt32BE(4 * index) : 2 * loca.readUInt16BE(2 * index));
  const metricCount = hhea.readUInt16BE(34);
  const glyphs: Glyph[] = [];
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    const metric = Math.min(glyph, metricCount - 1);
    glyphs.push({
      data: glyf.subarray(at(glyph), at(glyph + 1)),
      advance: hmtx.readUInt16BE(4 * metric),
      lsb:
        glyph < metricCount
          ? hmtx.readInt16BE(4 * glyph + 2)
          : hmtx.readInt16BE(4 * metricCount + 2 * (glyph - metricCount)),
    });
  }
  return { tables, glyphs, cmap: readCmap(table(tables, "cmap")) };
}

/** A glyph's bytes with its components' glyph indices mapped (composite glyphs); simple glyphs as they are. */
function remapGlyph(data: Buffer, map: (glyph: number) => number): Buffer {
  if (data.length === 0 || data.readInt16BE(0) >= 0) return data;
  const copy = Buffer.from(data);
  let offset = 10;
  for (;;) {
    const flags = copy.readUInt16BE(offset);
    copy.writeUInt16BE(map(copy.readUInt16BE(offset + 2)), offset + 2);
    offset += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) offset += 2;
    else if (flags & 0x0040) offset += 4;
    else if (flags & 0x0080) offset += 8;
    if (!(flags & 0x0020)) return copy;
  }
}

/** Fields that must be equal in every part: the merged font keeps the first part's. */
function sameEverywhere(parts: Part[]) {
  const checks: [tag: string, offset: number, length: number, what: string][] = [
    ["head", 18, 2, "unitsPerEm"],
    ["hhea", 4, 6, "ascender, descender, line gap"],
    ["OS/2", 68, 10, "typographic and Windows metrics"],
    ["OS/2", 62, 2, "fsSelection"],
  ];
  for (const [tag, offset, length, what] of checks) {
    const first = table(parts[0]!.tables, tag).subarray(offset, offset + length);
    if (
      parts.some(
        (part) =>
          !table(part.tables, tag)
            .subarray(offset, offset + length)
            .equals(first),
      )
    )
      throw new Error(`merge: the parts differ in ${tag} ${what}: not cuts of one font`);
  }
}

const pad4 = (buffer: Buffer) =>
  buffer.length % 4 ? Buffer.concat([buffer, Buffer.alloc(4 - (buffer.length % 4))]) : buffer;

function u16(...values: number[]) {
  const buffer = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => buffer.writeUInt16BE(value & 0xffff, 2 * i));
  return buffer;
}

/** cmap with a format 4 (BMP) and a format 12 (all) subtable for sorted [point, glyph] pairs. */
function writeCmap(entries: [point: number, glyph: number][]) {
  const groups: { start: number; end: number; glyph: number }[] = [];
  for (const [point, glyph] of entries) {
    const last = groups.at(-1);
    if (last && point === last.end + 1 && glyph === last.glyph + point - last.start) last.end = point;
    else groups.push({ start: point, end: point, glyph });
  }
  const bmp = groups.filter((group) => group.end <= 0xfffe);
  const segments = [...bmp, { start: 0xffff, end: 0xffff, glyph: 1 }];
  const segX2 = 2 * segments.length;
  const log = Math.floor(Math.log2(segments.length));
  const format4 = Buffer.concat([
    u16(4, 16 + 8 * segments.length, 0, segX2, 2 ** (log + 1), log, segX2 - 2 ** (log + 1)),
    u16(...segments.map((segment) => segment.end)),
    u16(0),
    u16(...segments.map((segment) => segment.start)),
    u16(...segments.map((segment) => (segment.start === 0xffff ? 1 : segment.glyph - segment.start))),
    u16(...segments.map(() => 0)),
  ]);
  const format12 = Buffer.alloc(16 + 12 * groups.length);
  format12.writeUInt16BE(12, 0);
  format12.writeUInt32BE(format12.length, 4);
  format12.writeUInt32BE(groups.length, 12);
  groups.forEach((group, i) => {
    format12.writeUInt32BE(group.start, 16 + 12 * i);
    format12.writeUInt32BE(group.end, 20 + 12 * i);
    format12.writeUInt32BE(group.glyph, 24 + 12 * i);
  });
  const header = Buffer.alloc(4 + 8 * 2);
  header.writeUInt16BE(2, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(1, 6);
  header.writeUInt32BE(header.length, 8);
  header.writeUInt16BE(3, 12);
  header.writeUInt16BE(10, 14);
  header.writeUInt32BE(header.length + format4.length, 16);
  return Buffer.concat([header, format4, format12]);
}

function checksum(buffer: Buffer) {
  const padded = pad4(buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** An SFNT file of `tables` (tag → bytes), with head's checksum adjustment set (also scripts/fonts/blank-font.ts). */
export function writeFont(tables: Tables): Buffer {
  const tags = [...tables.keys()].sort();
  const log = Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(16 * 2 ** log, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(16 * tags.length - 16 * 2 ** log, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tags.forEach((tag, i) => {
    const bytes = table(tables, tag);
    header.write(tag, 12 + 16 * i, "latin1");
    header.writeUInt32BE(checksum(bytes), 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(bytes.length, 24 + 16 * i);
    bodies.push(pad4(bytes));
    offset += pad4(bytes).length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + 16 * tags.indexOf("head") + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/** Features a browser applies to horizontal text without being asked (HarfBuzz's defaults). */
const DEFAULT_FEATURES = new Set([
  "rvrn",
  "ccmp",
  "locl",
  "rlig",
  "liga",
  "clig",
  "calt",
  "rclt",
  "kern",
  "mark",
  "mkmk",
  "dist",
  "curs",
  "abvm",
  "blwm",
]);

/** The features of a font's GSUB and GPOS that apply by default (what can change text beyond its cmap and advances). */
export function defaultFeatures(font: Uint8Array): Set<string> {
  const tables = readTables(font);
  const found = new Set<string>();
  for (const tag of ["GSUB", "GPOS"]) {
    const layout = tables.get(tag);
    if (!layout) continue;
    const list = layout.readUInt16BE(6);
    for (let i = 0; i < layout.readUInt16BE(list); i++) {
      const record = list + 2 + 6 * i;
      const feature = layout.toString("latin1", record, record + 4);
      const lookups = layout.readUInt16BE(list + layout.readUInt16BE(record + 4) + 2);
      if (DEFAULT_FEATURES.has(feature) && lookups > 0) found.add(feature);
    }
  }
  return found;
}

/**
 * Merges TrueType subsets of one font into one TrueType font. The first font (`base`) keeps its glyph indices and so
 * its layout tables (GSUB, GPOS, GDEF) as they are; the glyphs of the others follow, without layout of their own (their
 * GSUB and GPOS are not read), which no lookup of the base reaches: right for parts with no default feature
 * (`defaultFeatures`), and for others only where `checkMerged` finds the text set as before. Vertical metrics (vhea,
 * vmtx, VORG) are left out: they would have to cover every glyph, and the site sets no vertical text.
 */
export function mergeFonts(base: Uint8Array, others: Uint8Array[]): Buffer {
  const parts = [base, ...others].map(readPart);
  sameEverywhere(parts);
  const [firstPart] = parts as [Part, ...Part[]];
  const glyphs = [...firstPart.glyphs];
  const cmap = new Map(firstPart.cmap);
  for (const part of parts.slice(1)) {
    // Glyph 0 (.notdef) stays the base's; every other glyph of the part follows the glyphs so far.
    const offset = glyphs.length - 1;
    const map = (glyph: number) => (glyph === 0 ? 0 : offset + glyph);
    for (const glyph of part.glyphs.slice(1)) glyphs.push({ ...glyph, data: remapGlyph(glyph.data, map) });
    for (const [point, glyph] of part.cmap) if (!cmap.has(point)) cmap.set(point, map(glyph));
  }
  if (glyphs.length > 0xffff) throw new Error("merge: more than 65535 glyphs");

  const glyf = Buffer.concat(glyphs.map((glyph) => pad4(glyph.data)));
  const loca = Buffer.alloc(4 * (glyphs.length + 1));
  let offset = 0;
  glyphs.forEach((glyph, index) => {
    loca.writeUInt32BE(offset, 4 * index);
    offset += pad4(glyph.data).length;
  });
  loca.writeUInt32BE(offset, 4 * glyphs.length);
  const hmtx = Buffer.alloc(4 * glyphs.length);
  glyphs.forEach((glyph, index) => {
    hmtx.writeUInt16BE(glyph.advance, 4 * index);
    hmtx.writeInt16BE(glyph.lsb, 4 * index + 2);
  });

  const first = firstPart.tables;
  const tables: Tables = new Map();
  for (const [tag, table] of first)
    if (!["vhea", "vmtx", "VORG", "DSIG", "hdmx", "LTSH"].includes(tag)) tables.set(tag, table);

  const head = Buffer.from(table(first, "head"));
  head.writeUInt32BE(0, 8);
  for (const [at, pick] of [
    [36, Math.min],
    [38, Math.min],
    [40, Math.max],
    [42, Math.max],
  ] as const)
    head.writeInt16BE(pick(...parts.map((part) => table(part.tables, "head").readInt16BE(at))), at);
  head.writeInt16BE(1, 50);
  tables.set("head", head);

  const hhea = Buffer.from(table(first, "hhea"));
  hhea.writeUInt16BE(Math.max(...glyphs.map((glyph) => glyph.advance)), 10);
  for (const [at, pick] of [
    [12, Math.min],
    [14, Math.min],
    [16, Math.max],
  ] as const)
    hhea.writeInt16BE(pick(...parts.map((part) => table(part.tables, "hhea").readInt16BE(at))), at);
  hhea.writeUInt16BE(glyphs.length, 34);
  tables.set("hhea", hhea);

  const maxp = Buffer.from(table(first, "maxp"));
  maxp.writeUInt16BE(glyphs.length, 4);
  if (maxp.readUInt32BE(0) === 0x00010000)
    for (let at = 6; at + 2 <= maxp.length; at += 2)
      maxp.writeUInt16BE(Math.max(...parts.map((part) => table(part.tables, "maxp").readUInt16BE(at))), at);
  tables.set("maxp", maxp);

  const os2 = Buffer.from(table(first, "OS/2"));
  for (let at = 42; at < 58; at += 4)
    os2.writeUInt32BE(
      parts.reduce((bits, part) => (bits | table(part.tables, "OS/2").readUInt32BE(at)) >>> 0, 0),
      at,
    );
  const points = [...cmap.keys()].sort((a, b) => a - b);
  os2.writeUInt16BE(Math.min(points[0] ?? 0, 0xffff), 64);
  os2.writeUInt16BE(Math.min(points.at(-1) ?? 0, 0xffff), 66);
  tables.set("OS/2", os2);

  const post = Buffer.from(table(first, "post").subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);
  tables.set("post", post);

  tables.set("cmap", writeCmap(points.map((point) => [point, cmap.get(point)!])));
  tables.set("glyf", glyf);
  tables.set("loca", loca);
  tables.set("hmtx", hmtx);
  return writeFont(tables);
}

/**
 * Shapes `points` with `font` (a harfbuzz Font), horizontally, as `setting` says ({ language, script }: an ISO 15924
 * script, as a browser gives a run of text): [glyph, advance, x offset, y offset] per glyph.
 */
function shape(
  font: hb.Font,
  points: number[],
  { language, script }: { language: string; script: string },
): [glyph: number, xAdvance: number, xOffset: number, yOffset: number][] {
  const buffer = new hb.Buffer();
  buffer.addCodePoints(points);
  buffer.setScript(script);
  buffer.setLanguage(language);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map((glyph) => [glyph.codepoint, glyph.xAdvance ?? 0, glyph.xOffset ?? 0, glyph.yOffset ?? 0]);
}

function hbFont(sfnt: Uint8Array): hb.Font {
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)));
}

const outlines = new WeakMap<hb.Font, Map<number, string>>();

/** Each glyph of `points` set in `font` as drawn and placed: outline, advance, offsets. */
function drawn(font: hb.Font, points: number[], setting: { language: string; script: string }): string[] {
  let paths = outlines.get(font);
  if (!paths) outlines.set(font, (paths = new Map()));
  return shape(font, points, setting).map(([glyph, ...position]) => {
    let path = paths.get(glyph);
    if (path === undefined) paths.set(glyph, (path = font.glyphToPath(glyph)));
    return `${path}|${position.join()}`;
  });
}

/**
 * Fails unless `merged` sets text as the parts do, a browser shaping each part's run of text on its own, in the page's
 * `language` and each of `scripts` (ISO 15924: a run's script, which punctuation takes from the letters around it):
 * every code point alone (same outline, advance); every ordered pair within a part (all in one run); and every
 * character next to the characters of the other parts (one run alternating the part and the others), where nothing may
 * join, kern or move.
 */
export function checkMerged(
  parts: { font: Uint8Array; points: number[] }[],
  merged: Uint8Array,
  { language, scripts }: ShapingSetting,
): void {
  const mergedFont = hbFont(merged);
  const fonts = parts.map(({ font }) => hbFont(font));
  for (const script of scripts) {
    const setting = { language, script };
    const fail = (what: string) => {
      throw new Error(`merge: ${what} is set otherwise in the merged font (${language}, ${script})`);
    };
    const alone = new Map<number, string>();
    parts.forEach(({ points }, i) => {
      for (const point of points) {
        const [glyph = ""] = drawn(fonts[i]!, [point], setting);
        if (drawn(mergedFont, [point], setting)[0] !== glyph || shape(mergedFont, [point], setting)[0]?.[0] === 0)
          fail(String.fromCodePoint(point));
        alone.set(point, glyph);
      }
      const pairs = points.flatMap((a) => points.flatMap((b) => [a, b]));
      if (drawn(fonts[i]!, pairs, setting).join("\n") !== drawn(mergedFont, pairs, setting).join("\n"))
        fail(`a pair of ${String.fromCodePoint(...points)}`);
    });
    parts.forEach(({ points }, i) => {
      const others = parts.flatMap((part, j) => (j === i ? [] : part.points));
      const text = points.flatMap((a) => others.flatMap((b) => [a, b]));
      const got = drawn(mergedFont, text, setting);
      if (got.length !== text.length || got.some((glyph, k) => glyph !== alone.get(text[k]!)))
        fail(`${String.fromCodePoint(...points)} beside the other parts`);
    });
  }
}

// One manual as a PDF: the facts (catalogue.ts) in a language's words (texts/<language>.ts), laid out on A4. Latin
// text is set in the PDF standard Helvetica; Chinese, Korean and Japanese in a font embedded as a subset (only the
// glyphs used). Dates and the subset's name are fixed, so the same sources give the same bytes.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { repositoryContent } from "../../app/content/repository";
import { LANGUAGE_TYPOGRAPHY } from "../../app/rules/typography";
import { COMMON, MANUALS, type ManualFile, type SpecRow } from "./catalogue";
import type { ManualContext, ManualTexts, TextContext } from "./texts/types";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const INK = rgb(0.043, 0.051, 0.071);
const ACCENT = rgb(0.961, 0.718, 0);
const MUTED = rgb(0.36, 0.38, 0.44);
const FIXED_DATE = new Date("2024-11-25T00:00:00Z");

/**
 * What a manual takes from the product's own facts where the site has them (app/content/product-facts.ts): the age it
 * is made for (the K1 Pro is for 8 and up; the others 14) and its maker, named as the legal facts name it (in Latin
 * letters, but in Chinese for the Chinese manual). A manual of a product without facts states the common age and the
 * group's maker.
 */
export function manualProduct(file: ManualFile, language: string) {
  const content = repositoryContent();
  const facts = pageFactsOf(file);
  const age = facts?.specs.find((spec) => spec.key === "age")?.value;
  const maker = content.legal.facts.entities[facts?.notice?.maker ?? "cn"];
  return {
    minimumAge: age ?? COMMON.minimumAge,
    company: language === "zh" ? maker.name : (maker.latinName ?? maker.name),
  };
}

/** The page facts of the product a manual is for (the catalogue product whose page or shop slug is its file). */
function pageFactsOf(file: ManualFile) {
  const content = repositoryContent();
  const id = (Object.keys(content.products) as (keyof typeof content.products)[]).find(
    (product) => (content.products[product]?.page ?? content.products[product]?.shopSlug) === file,
  );
  return id ? content.productFacts[id] : undefined;
}

/**
 * A manual's specification rows, each figure the product's page states taken from its page facts (servos, chips,
 * components, battery and voltage, charging and use time, net weight, warranty): a manual and its page never disagree.
 * The catalogue's own figures stand for what the page does not state, and for products without a page of facts.
 */
export function manualSpecs(file: ManualFile): SpecRow[] {
  const facts = pageFactsOf(file);
  const rows = MANUALS[file].specs;
  if (!facts) return rows;
  const spec = (key: string) => facts.specs.find((entry) => entry.key === key)?.value;
  return rows.map((row): SpecRow => {
    switch (row.label) {
      case "servos":
        return { ...row, count: spec("servos") ?? row.count };
      case "chips":
      case "microchips":
        return { ...row, count: spec("chips") ?? row.count };
      case "components":
        return { ...row, atLeast: spec("components") ?? row.atLeast };
      case "battery":
        return { ...row, mAh: spec("battery") ?? row.mAh, volts: spec("voltage") ?? row.volts };
      case "chargingTime":
        return { ...row, minutes: spec("chargingTime") ?? row.minutes };
      case "useTime":
        return { ...row, minutes: spec("useTime") ?? row.minutes };
      case "weight":
        return { ...row, netKg: spec("netWeight") ?? row.netKg };
      case "warranty":
        return { ...row, years: spec("warranty") ?? row.years };
      default:
        return row;
    }
  });
}

/** What the page's table says about the manual, which the PDF repeats: its title and its series' name. */
export interface ManualLabels {
  title: string;
  series: string;
}

/** A font for the characters Helvetica lacks (CJK): its bytes and the subset's fixed name. */
export interface ScriptFont {
  bytes: Uint8Array;
  /** The font's PostScript name inside a collection (.ttc). */
  member?: string;
  name: string;
}

/** Characters that may break a line before and after them (Han, kana, CJK punctuation, full-width forms). */
const CJK = /[\u2e80-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;
/** Characters that never start a line: they stay with what precedes them. */
const CLOSING = /[、。，．,.:;!?！？：；）」』】〉》%％)\]”’・ー]/u;
/** Characters that never end a line: they stay with what follows. */
const OPENING = /[（「『【〈《([“‘]/u;

/** Quotation marks a CJK text sets in its own font (full width in Chinese and Japanese), not in Helvetica's. */
const CJK_QUOTES = /[\u2018\u2019\u201c\u201d]/u;

/** Line-break units: words (with the space before them), single CJK characters with their closing punctuation. */
export function breakUnits(text: string): { text: string; space: boolean }[] {
  const units: { text: string; space: boolean }[] = [];
  let current = "";
  let currentSpace = false;
  let pendingSpace = false;
  const emit = () => {
    if (current) units.push({ text: current, space: currentSpace });
    current = "";
  };
  const add = (ch: string) => {
    if (!current) {
      currentSpace = pendingSpace;
      pendingSpace = false;
    }
    current += ch;
  };
  for (const ch of text) {
    const last = current ? [...current].at(-1)! : "";
    if (/\s/u.test(ch) && ch !== "\u00a0") {
      emit();
      pendingSpace = true;
    } else if (CLOSING.test(ch)) {
      if (!current && !pendingSpace && units.length) units[units.length - 1]!.text += ch;
      else add(ch);
    } else if (CJK.test(ch)) {
      if (current && !OPENING.test(last)) emit();
      add(ch);
    } else {
      if (current && CJK.test(last) && !OPENING.test(last)) emit();
      add(ch);
    }
  }
  emit();
  return units;
}

export async function renderManual(
  file: ManualFile,
  texts: ManualTexts,
  labels: ManualLabels,
  scriptFont?: ScriptFont,
): Promise<Uint8Array> {
  const facts = MANUALS[file];
  const number = new Intl.NumberFormat(texts.locale, { useGrouping: false, maximumFractionDigits: 2 });
  const n = (value: number) => number.format(value);
  /** The language's typography, as the site lays it over its words (French spaces and apostrophe). */
  const typeset = (text: string) => LANGUAGE_TYPOGRAPHY[texts.language]?.(text) ?? text;
  const { minimumAge, company } = manualProduct(file, texts.language);
  const context: TextContext = { n, name: (other) => texts.products[other], common: { ...COMMON, minimumAge } };
  const product = typeset(texts.products[file]);
  const manualContext: ManualContext = { ...context, product, prose: facts.prose ?? {} };
  const words = texts.manuals[file](manualContext);

  const pdf = await PDFDocument.create();
  pdf.setTitle(labels.title, { showInWindowTitleBar: true });
  pdf.setLanguage(texts.locale);
  pdf.setAuthor(company);
  pdf.setSubject(`${labels.series}: ${product}`);
  pdf.setProducer("Mechaforge manual generator");
  pdf.setCreator("Mechaforge");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const latin = await pdf.embedFont(StandardFonts.Helvetica);
  const latinBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let script: PDFFont | undefined;
  if (scriptFont) {
    const { member } = scriptFont;
    pdf.registerFontkit(member ? { create: (data: Uint8Array) => fontkit.create(data, member) } : fontkit);
    script = await pdf.embedFont(scriptFont.bytes, { subset: true, customName: scriptFont.name });
  }
  const latinChars = new Set(latin.getCharacterSet());

  /** The text cut into runs of one font each: Helvetica where it has the character, else the script font. */
  const runs = (text: string, bold: boolean): { text: string; font: PDFFont }[] => {
    const result: { text: string; font: PDFFont }[] = [];
    // Helvetica's encoding has the no-break space but not the narrow one French puts before ; ! ? and %.
    for (const ch of text.replace(/\u202f/gu, "\u00a0")) {
      let font: PDFFont;
      if (latinChars.has(ch.codePointAt(0)!) && !(script && CJK_QUOTES.test(ch))) font = bold ? latinBold : latin;
      else if (script) font = script;
      else throw new Error(`The ${texts.language} manual ${file} has "${ch}", which Helvetica cannot set`);
      const last = result.at(-1);
      if (last?.font === font) last.text += ch;
      else result.push({ text: ch, font });
    }
    return result;
  };
  const measure = (text: string, size: number, bold = false) =>
    runs(text, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  const draw = (target: PDFPage, text: string, x: number, y: number, size: number, color: RGB, bold = false) => {
    let left = x;
    for (const run of runs(text, bold)) {
      target.drawText(run.text, { x: left, y, size, font: run.font, color });
      left += run.font.widthOfTextAtSize(run.text, size);
    }
  };

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;

  const newPageIfNeeded = (needed: number) => {
    if (y - needed > MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const wrap = (text: string, size: number, maxWidth: number, bold: boolean) => {
    const lines: string[] = [];
    let line = "";
    for (const unit of breakUnits(text)) {
      const next = line ? `${line}${unit.space ? " " : ""}${unit.text}` : unit.text;
      if (line && measure(next, size, bold) > maxWidth) {
        lines.push(line);
        line = unit.text;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const paragraph = (text: string, { size = 10.5, indent = 0, gap = 4 } = {}) => {
    for (const line of wrap(typeset(text), size, width - indent, false)) {
      newPageIfNeeded(size + 4);
      draw(page, line, MARGIN + indent, y - size, size, INK);
      y -= size + 4;
    }
    y -= gap;
  };
  let section = 0;
  const heading = (text: string) => {
    section += 1;
    newPageIfNeeded(40);
    y -= 8;
    page.drawRectangle({ x: MARGIN, y: y - 16, width: 4, height: 16, color: ACCENT });
    draw(page, `${section}. ${typeset(text)}`, MARGIN + 12, y - 14, 14, INK, true);
    y -= 26;
  };
  const bullets = (items: string[]) => {
    for (const item of items) {
      newPageIfNeeded(16);
      page.drawText("\u2022", { x: MARGIN + 4, y: y - 10.5, size: 10.5, font: latinBold, color: INK });
      paragraph(item, { indent: 16, gap: 2 });
    }
    y -= 4;
  };

  // Cover band: the product's name, shrunk to fit where a language writes it long.
  page.drawRectangle({ x: 0, y: PAGE.height - 150, width: PAGE.width, height: 150, color: INK });
  page.drawRectangle({ x: 0, y: PAGE.height - 154, width: PAGE.width, height: 4, color: ACCENT });
  page.drawText("MECHAFORGE", { x: MARGIN, y: PAGE.height - 58, size: 12, font: latinBold, color: ACCENT });
  const nameSize = Math.min(26, (26 * width) / measure(product, 26, true));
  draw(page, product, MARGIN, PAGE.height - 96, nameSize, rgb(1, 1, 1), true);
  const coverLine = typeset(`${texts.coverLine}  |  ${labels.series}`);
  draw(page, coverLine, MARGIN, PAGE.height - 122, 12, rgb(0.8, 0.82, 0.86));
  y = PAGE.height - 186;

  paragraph(words.intro, { size: 12 });
  heading(texts.headings.inBox);
  bullets(words.inBox);
  heading(texts.headings.safety);
  bullets(texts.safety(context));
  heading(texts.headings.charging);
  const common = texts.charging.common(context);
  bullets(
    facts.charging === "dock"
      ? texts.charging.dock(manualContext)
      : facts.charging === "typeC"
        ? [texts.charging.typeCFirst(manualContext), ...common.slice(1)]
        : common,
  );
  heading(texts.headings.gettingStarted);
  bullets(words.gettingStarted);
  heading(texts.headings.specs);
  const labelWidth = 170;
  for (const row of manualSpecs(file)) {
    const lines = wrap(typeset(texts.specValue(row, context)), 10.5, width - labelWidth - 4, false);
    newPageIfNeeded(18 + (lines.length - 1) * 14);
    draw(page, typeset(texts.specLabels[row.label]), MARGIN + 4, y - 10.5, 10.5, INK, true);
    lines.forEach((line, index) => draw(page, line, MARGIN + labelWidth, y - 10.5 - index * 14, 10.5, INK));
    y -= (lines.length - 1) * 14;
    page.drawLine({
      start: { x: MARGIN, y: y - 15 },
      end: { x: MARGIN + width, y: y - 15 },
      thickness: 0.5,
      color: rgb(0.85, 0.86, 0.88),
    });
    y -= 20;
  }
  heading(texts.headings.warranty);
  bullets(texts.warranty(context));

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    draw(p, typeset(`${company}  |  ${labels.title}  |  ${index + 1}/${pages.length}`), MARGIN, 28, 8, MUTED);
    draw(p, typeset(texts.trademarks), MARGIN, 16, 7, MUTED);
  });
  return pdf.save({ useObjectStreams: true });
}

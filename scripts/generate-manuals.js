// Writes the PDF manuals into public/downloads/manuals/ (npm run manuals). The PDFs are committed, so builds need no extra step.
// Dates are fixed so that regenerating unchanged sources gives byte-identical files.
// We have no manuals of our own, and pdf-lib's standard fonts cover Latin only: every region's PDF is in English, and
// the localized manuals pages say where the translated manual is (printed in the box, and as a PDF from customer
// service; to be confirmed by the product team). Translated safety manuals must come from the product team's qualified
// translation (GPSR art. 9(7), Loi Toubon, 产品质量法), one file per language in app/content/manuals.ts. The files
// are served from /downloads/manuals/, not /manuals/, because express.static would redirect the cn page /manuals to the
// directory; the pages read each size from the server's release on disk.
import { mkdirSync, writeFileSync } from "node:fs";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { CHARGING_COMMON, MANUALS, SAFETY, WARRANTY } from "./manual-catalogue.js";

const OUT = new URL("../public/downloads/manuals/", import.meta.url);
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const INK = rgb(0.043, 0.051, 0.071);
const ACCENT = rgb(0.961, 0.718, 0);
const MUTED = rgb(0.36, 0.38, 0.44);
const FIXED_DATE = new Date("2024-11-25T00:00:00Z");

async function renderManual(manual) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${manual.name} User Manual`);
  pdf.setAuthor("Mechaforge Robotics Co., Ltd.");
  pdf.setSubject(`${manual.series}: ${manual.name}`);
  pdf.setProducer("Mechaforge manual generator");
  pdf.setCreator("Mechaforge");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;

  const newPageIfNeeded = (needed) => {
    if (y - needed > MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const wrap = (text, font, size, maxWidth) => {
    const lines = [];
    let line = "";
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const paragraph = (text, { font = regular, size = 10.5, indent = 0, color = INK, gap = 4 } = {}) => {
    for (const line of wrap(text, font, size, width - indent)) {
      newPageIfNeeded(size + 4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size + 4;
    }
    y -= gap;
  };
  const heading = (text) => {
    newPageIfNeeded(40);
    y -= 8;
    page.drawRectangle({ x: MARGIN, y: y - 16, width: 4, height: 16, color: ACCENT });
    page.drawText(text, { x: MARGIN + 12, y: y - 14, size: 14, font: bold, color: INK });
    y -= 26;
  };
  const bullets = (items) => {
    for (const item of items) {
      newPageIfNeeded(16);
      page.drawText("\u2022", { x: MARGIN + 4, y: y - 10.5, size: 10.5, font: bold, color: INK });
      paragraph(item, { indent: 16, gap: 2 });
    }
    y -= 4;
  };

  // Cover band
  page.drawRectangle({ x: 0, y: PAGE.height - 150, width: PAGE.width, height: 150, color: INK });
  page.drawRectangle({ x: 0, y: PAGE.height - 154, width: PAGE.width, height: 4, color: ACCENT });
  page.drawText("MECHAFORGE", { x: MARGIN, y: PAGE.height - 58, size: 12, font: bold, color: ACCENT });
  page.drawText(manual.name, { x: MARGIN, y: PAGE.height - 96, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(`User Manual  |  ${manual.series}`, {
    x: MARGIN,
    y: PAGE.height - 122,
    size: 12,
    font: regular,
    color: rgb(0.8, 0.82, 0.86),
  });
  y = PAGE.height - 186;

  paragraph(manual.intro, { size: 12 });
  heading("1. In the box");
  bullets(manual.inBox);
  heading("2. Safety");
  bullets(SAFETY);
  heading("3. Charging");
  bullets(manual.charging ?? CHARGING_COMMON);
  heading("4. Getting started");
  bullets(manual.gettingStarted);
  heading("5. Specifications");
  for (const [label, value] of manual.specs) {
    newPageIfNeeded(18);
    page.drawText(label, { x: MARGIN + 4, y: y - 10.5, size: 10.5, font: bold, color: INK });
    page.drawText(value, { x: MARGIN + 170, y: y - 10.5, size: 10.5, font: regular, color: INK });
    page.drawLine({
      start: { x: MARGIN, y: y - 15 },
      end: { x: MARGIN + width, y: y - 15 },
      thickness: 0.5,
      color: rgb(0.85, 0.86, 0.88),
    });
    y -= 20;
  }
  heading("6. Warranty and support");
  bullets(WARRANTY);

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    p.drawText(`Mechaforge Robotics Co., Ltd.  |  ${manual.name}  |  ${index + 1}/${pages.length}`, {
      x: MARGIN,
      y: 28,
      size: 8,
      font: regular,
      color: MUTED,
    });
    p.drawText("TRANSFORMERS is a trademark of Hasbro, used under license. Toy Story (c) Disney/Pixar.", {
      x: MARGIN,
      y: 16,
      size: 7,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save({ useObjectStreams: true });
}

mkdirSync(OUT, { recursive: true });
for (const manual of MANUALS) {
  const bytes = await renderManual(manual);
  writeFileSync(new URL(`${manual.file}.pdf`, OUT), bytes);
  console.log(`public/downloads/manuals/${manual.file}.pdf  ${bytes.length} bytes`);
}

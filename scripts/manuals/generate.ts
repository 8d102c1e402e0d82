// Writes the PDF manuals (npm run manuals): public/downloads/manuals/<language>/<file>.pdf, one for each manual a
// region's manuals page lists, in that region's language (manualLanguage, app/content/manuals.ts), titled as the page
// names it. The PDFs are committed, so builds and tests need neither this script nor its fonts. Dates and font subset
// names are fixed, so regenerating unchanged sources gives byte-identical files.
// The texts are our translation (scripts/manuals/texts/): the product team's qualified review must confirm them before
// a market launches (GPSR art. 9(7), Loi Toubon, 产品质量法; docs/decisions/355-manuals-in-each-language.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { manualLanguage, manualPath, manualsPages } from "~/content/manuals";
import { repositoryContent } from "~/content/repository";
import type { Language, RegionCode } from "~/rules/regions";
import { MANUAL_FILES, type ManualFile } from "./catalogue";
import { renderManual, type ManualLabels, type ScriptFont } from "./render";
import { MANUAL_TEXTS } from "./texts";

/**
 * The font each CJK language's manuals embed (as a subset), and the Debian package that installs it. A collection
 * (.ttc) names its member. Droid Sans Fallback was tried for Chinese: fontkit's subset of it loses most glyphs.
 */
const SCRIPT_FONTS: Partial<Record<Language, { file: string; member?: string; name: string; debian: string }>> = {
  zh: {
    file: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    member: "WenQuanYiMicroHei",
    name: "MFWQYM+WenQuanYiMicroHei",
    debian: "fonts-wqy-microhei",
  },
  ko: { file: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", name: "MFNANU+NanumGothic", debian: "fonts-nanum" },
  ja: {
    file: "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
    name: "MFIPAG+IPAGothic",
    debian: "fonts-ipafont-gothic",
  },
};

const PUBLIC = path.resolve("public");
const ROOT = path.join(PUBLIC, "downloads/manuals");

function scriptFont(language: Language): ScriptFont | undefined {
  const font = SCRIPT_FONTS[language];
  if (!font) return undefined;
  if (!existsSync(font.file))
    throw new Error(
      `The ${language} manuals need ${font.file}: install the Debian package ${font.debian} (apt-get install ${font.debian})`,
    );
  return { bytes: readFileSync(font.file), member: font.member, name: font.name };
}

/** Every PDF the pages link: per language, each listed manual with the title and series its page shows. */
function jobs(): Map<Language, Map<ManualFile, ManualLabels>> {
  const byLanguage = new Map<Language, Map<ManualFile, ManualLabels>>();
  for (const [region, page] of Object.entries(manualsPages(repositoryContent()))) {
    const language = manualLanguage(region as RegionCode);
    const files = byLanguage.get(language) ?? new Map<ManualFile, ManualLabels>();
    page.data.forEach((rows, index) => {
      for (const row of rows) {
        if (!(MANUAL_FILES as readonly string[]).includes(row.file))
          throw new Error(`The ${region} manuals page lists ${row.file}, which scripts/manuals/catalogue.ts lacks`);
        if (!files.has(row.file as ManualFile))
          files.set(row.file as ManualFile, { title: row.name, series: page.seriesName[index]! });
      }
    });
    byLanguage.set(language, files);
  }
  return byLanguage;
}

rmSync(ROOT, { recursive: true, force: true });
for (const [language, files] of jobs()) {
  const font = scriptFont(language);
  mkdirSync(path.join(ROOT, language), { recursive: true });
  for (const [file, labels] of files) {
    const bytes = await renderManual(file, MANUAL_TEXTS[language], labels, font);
    const target = manualPath(language, file);
    writeFileSync(path.join(PUBLIC, target), bytes);
    console.log(`public/${target}  ${bytes.length} bytes`);
  }
}
console.log(`${readdirSync(ROOT).length} languages written`);

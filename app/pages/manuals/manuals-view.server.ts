// The manuals page's view: the region's manual tables, each row linking the PDF in the region's language (English where
// that language has none, as a table published in the studio may list a manual not yet translated), with its true size
// read from disk (cached per process).
import { statSync } from "node:fs";
import path from "node:path";
import type { ContentDocument } from "~/content/document";
import { manualLanguage, manualPath, manualsPages } from "~/content/manuals";
import type { ManualsContent } from "~/content/manuals.schema";
import type { ManualsView, ManualTable } from "~/pages/manuals/manuals-view";
import { notFound, type PageContext } from "~/request/page.server";
import { CLIENT_DIR } from "~/request/release.server";
import { formatFileSize } from "~/rules/file-size";
import { REGIONS, type Language, type RegionCode } from "~/rules/regions";

/** Where the PDFs are served from: this release's client in production, public/ in development and tests. */
const MANUAL_DIRS = [CLIENT_DIR, path.resolve("public")];

const sizeCache = new Map<string, number | null>();

/** Size in bytes of a PDF under the client (a manualPath), or null where there is none. */
function pdfBytes(relative: string): number | null {
  const cached = sizeCache.get(relative);
  if (cached !== undefined) return cached;
  let size: number | null = null;
  for (const dir of MANUAL_DIRS) {
    try {
      size = statSync(path.join(dir, relative)).size;
      break;
    } catch {
      // Try the next directory.
    }
  }
  sizeCache.set(relative, size);
  return size;
}

export interface ManualPdf {
  href: string;
  /** The PDF's language, for the link's hreflang. */
  language: Language;
  bytes: number;
}

/**
 * The PDF a region's page links for a manual: the one in the region's language, else the English one; throws if
 * neither exists so a broken table never ships quietly.
 */
export function manualPdf(file: string, region: RegionCode): ManualPdf {
  const languages = [...new Set<Language>([manualLanguage(region), "en"])];
  for (const language of languages) {
    const relative = manualPath(language, file);
    const bytes = pdfBytes(relative);
    if (bytes !== null) return { href: `/${relative}`, language, bytes };
  }
  throw new Error(`Manual ${file}.pdf not found in ${languages.join(" or ")} under ${MANUAL_DIRS.join(", ")}`);
}

export function manualTables(manuals: ManualsContent, region: RegionCode): ManualTable[] {
  const { intlLocale } = REGIONS[region];
  return manuals.seriesName.map((series, index) => ({
    series,
    rows: (manuals.data[index] ?? []).map((row) => {
      const pdf = manualPdf(row.file, region);
      return {
        name: row.name,
        href: pdf.href,
        hrefLang: pdf.language,
        bytes: pdf.bytes,
        size: formatFileSize(pdf.bytes, intlLocale),
        date: row.date,
      };
    }),
  }));
}

export function manualsView(content: ContentDocument, page: PageContext): ManualsView {
  const manuals = manualsPages(content)[page.region] ?? notFound();
  return {
    seo: page.seo,
    title: manuals.title,
    intro: manuals.intro,
    headings: {
      name: manuals.thName,
      size: manuals.thSize,
      updateTime: manuals.thUpdateTime,
      download: manuals.download,
    },
    tables: manualTables(manuals, page.region),
  };
}

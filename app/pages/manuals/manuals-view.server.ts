// The manuals page's view: the region's manual tables, with each file's true size read from disk (cached per process).
import { statSync } from "node:fs";
import path from "node:path";
import type { ContentDocument } from "~/content/document";
import { manualsPages } from "~/content/manuals";
import type { ManualsContent } from "~/content/manuals.schema";
import type { ManualsView, ManualTable } from "~/pages/manuals/manuals-view";
import { notFound, type PageContext } from "~/request/page.server";
import { CLIENT_DIR } from "~/request/release.server";
import { formatFileSize } from "~/rules/file-size";
import { REGIONS } from "~/rules/regions";

/** Where the PDFs are served from: this release's client in production, public/ in development and tests. */
const MANUAL_DIRS = [path.join(CLIENT_DIR, "downloads/manuals"), path.resolve("public/downloads/manuals")];

const sizeCache = new Map<string, number>();

export function manualHref(file: string): string {
  return `/downloads/manuals/${file}.pdf`;
}

/** Size in bytes of a manual PDF; throws if the file is missing so a broken table never ships quietly. */
export function manualBytes(file: string): number {
  const cached = sizeCache.get(file);
  if (cached !== undefined) return cached;
  for (const dir of MANUAL_DIRS) {
    try {
      const size = statSync(path.join(dir, `${file}.pdf`)).size;
      sizeCache.set(file, size);
      return size;
    } catch {
      // Try the next directory.
    }
  }
  throw new Error(`Manual ${file}.pdf not found in ${MANUAL_DIRS.join(", ")}`);
}

export function manualTables(manuals: ManualsContent, intlLocale: string): ManualTable[] {
  return manuals.seriesName.map((series, index) => ({
    series,
    rows: (manuals.data[index] ?? []).map((row) => {
      const bytes = manualBytes(row.file);
      return {
        name: row.name,
        href: manualHref(row.file),
        bytes,
        size: formatFileSize(bytes, intlLocale),
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
    tables: manualTables(manuals, REGIONS[page.region].intlLocale),
  };
}

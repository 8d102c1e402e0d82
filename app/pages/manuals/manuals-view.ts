// What the manuals page shows (built by manuals-view.server.ts).
import type { PageSeo } from "~/rules/seo";

export interface ManualTableRow {
  name: string;
  href: string;
  bytes: number;
  size: string;
  date: string;
}

export interface ManualTable {
  series: string;
  rows: ManualTableRow[];
}

export interface ManualsView {
  seo: PageSeo;
  title: string;
  intro: string;
  /** The tables' column headings and the download link's label. */
  headings: { name: string; size: string; updateTime: string; download: string };
  tables: ManualTable[];
}

// What the manuals page shows (built by manuals-view.server.ts).
import type { ManualTableData } from "~/components/support/ManualTable";
import type { PageSeo } from "~/rules/seo";

export type { ManualTableData as ManualTable };

export interface ManualsView {
  seo: PageSeo;
  title: string;
  intro: string;
  /** The tables' column headings and the download link's label. */
  headings: { name: string; size: string; updateTime: string; download: string };
  tables: ManualTableData[];
}

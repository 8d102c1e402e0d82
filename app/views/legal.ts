// A region's legal notice page and footer block (built by legal.server.ts).
import type { FilledRow } from "~/rules/legal";

export interface LegalNotice {
  title: string;
  intro: string[];
  sections: { heading: string; rows: FilledRow[]; paragraphs: string[] }[];
}

export interface LegalFooter {
  label: string;
  rows: FilledRow[];
}

// A region's legal notice page and footer block (built by legal.server.ts).
import type { FilledRow } from "~/rules/legal";

export interface LegalNotice {
  title: string;
  intro: string[];
  /** The note that the facts are samples, while they are (absent once they are marked real). */
  sample?: string;
  sections: { heading: string; rows: FilledRow[]; paragraphs: string[] }[];
}

export interface LegalFooter {
  label: string;
  rows: FilledRow[];
  /** The note that the facts are samples, while they are. */
  sample?: string;
}

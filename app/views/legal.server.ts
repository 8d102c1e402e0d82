// A region's legal surface, assembled from the legal facts (content/legal.ts) and its words (`legal`): the notice page,
// the footer block (kr business information, cn filing numbers) and the footer's company address.
import type { ContentDocument } from "~/content/document";
import type { LegalRow, LegalWords } from "~/content/legal.schema";
import { pageDef, pageExists, type PageKey } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { fillTemplate } from "~/rules/copy-template";
import { addressLines, fillRow, legalValues, regionEntity, unfilled } from "~/rules/legal";
import { legalState } from "~/rules/legal-state";
import { paymentValues } from "~/rules/payment";
import { REGIONS, type RegionCode } from "~/rules/regions";
import type { LegalFooter, LegalNotice } from "~/views/legal";

/** The legal notice pages, one per market that has one (pages.ts). */
export const NOTICE_PAGES = ["impressum", "mentions-legales", "legal-notice", "tokushoho", "business-license"] as const;

/** The region's notice page, if it has one. */
export function noticePage(content: ContentDocument, region: RegionCode): PageKey | undefined {
  return NOTICE_PAGES.find((key) => pageExists(content, key, region));
}

/** The name of the company that stands behind the region (its legal entity), as the copyright line gives it. */
export function entityName(content: ContentDocument, region: RegionCode): string {
  const { entities, regions } = content.legal.facts;
  return entities[regions[region].entity].name;
}

/** Placeholder values of a region's legal words: its facts, its payment methods ({methods}), its notice page's path. */
export function regionLegalValues(content: ContentDocument, region: RegionCode): Record<string, string> {
  const page = noticePage(content, region);
  return {
    ...legalValues(content.legal.facts, region),
    ...paymentValues(region),
    ...(page ? { noticePage: pageDef(content, page).path } : {}),
  };
}

/** The placeholders of links to a public register's own record of a number (MIIT, MPS, ftc.go.kr). */
const LOOKUP_LINKS = /\{(?:icpLink|psbLink|businessCheckLink)\}/;

/**
 * The note a region's legal facts carry while they are samples (legal.ts `live`), else null. While they are samples,
 * no number links to an official register's lookup: a row that only links there is left out, a number is plain text.
 */
function sampleNote(content: ContentDocument, region: RegionCode): string | null {
  if (legalState(content.legal.facts, region) === "real") return null;
  return wordsFor(content, region).legal?.sample ?? null;
}

/**
 * The rows a notice or footer block shows. A row naming a fact the region's facts lack is left out (content:check refuses
 * it; a published version older than the fact still renders). While the facts are samples, no number links to an
 * official register's lookup: a row that only links there is left out, a number is plain text.
 */
function rowsOf(rows: LegalRow[], sample: string | null, values: Readonly<Record<string, string>>): LegalRow[] {
  const known = rows.filter((row) => unfilled(row, values).length === 0);
  if (!sample) return known;
  return known.flatMap((row) => {
    if (!row.link || !LOOKUP_LINKS.test(row.link)) return [row];
    if (!/\{\w+\}/.test(row.value)) return [];
    const { link: _link, ...plain } = row;
    return [plain];
  });
}

export function legalNotice(content: ContentDocument, region: RegionCode): LegalNotice | null {
  const notice: LegalWords["notice"] = wordsFor(content, region).legal?.notice;
  if (!notice) return null;
  const values = regionLegalValues(content, region);
  const sample = sampleNote(content, region);
  return {
    title: fillTemplate(notice.title, values),
    intro: notice.intro.map((text) => fillTemplate(text, values)),
    ...(sample ? { sample } : {}),
    sections: notice.sections
      .map((section) => ({
        heading: fillTemplate(section.heading, values),
        rows: rowsOf(section.rows ?? [], sample, values).map((row) => fillRow(row, values)),
        paragraphs: (section.paragraphs ?? []).map((text) => fillTemplate(text, values)),
      }))
      .filter((section) => section.rows.length > 0 || section.paragraphs.length > 0),
  };
}

export function legalFooter(content: ContentDocument, region: RegionCode): LegalFooter | null {
  const footer = wordsFor(content, region).legal?.footer;
  if (!footer) return null;
  const values = regionLegalValues(content, region);
  const sample = sampleNote(content, region);
  return {
    label: footer.label,
    rows: rowsOf(footer.rows, sample, values).map((row) => fillRow(row, values)),
    ...(sample ? { sample } : {}),
  };
}

/** The footer's address block: the entity's name, its registered office and its e-mail address. */
export function companyAddress(content: ContentDocument, region: RegionCode): { title: string; lines: string[] } {
  const entity = regionEntity(content.legal.facts, region);
  return { title: entity.name, lines: [...addressLines(entity, REGIONS[region].intlLocale), entity.email] };
}

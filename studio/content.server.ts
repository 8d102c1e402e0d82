// The studio's content core (docs/studio.md): what the studio's pages and the operators' endpoints call.
// Versions, drafts, checks, publishing, roll-back, diffs, the schedule report, and files in and out. Who may call what
// is the caller's business: these functions take a user id and trust it.
import type { ContentDocument, ContentSet } from "~/content/document";
import { fileTarget, joinFiles, splitDocument } from "~/content/document";
import { REGION_CODES, regionPath, type RegionCode } from "~/rules/regions";
import { affectedPaths, regionTime, scheduleEvents } from "~/views/schedule-events.server";
import type { StudioDb } from "../database/studio.server";
import { checkDocument, type CheckReport } from "./checks.server";
import { contentSync } from "./content-sync.server";
import { diffDocuments, type ContentDiff } from "./diff";
import { reviewLines, type ReviewLine } from "./review-lines";
import {
  ContentNotFoundError,
  createDraft as createDraftRow,
  currentVersion,
  documentOf,
  draftDocument,
  draftOnCurrent,
  publishFiles,
  rollBackTo,
  updateDraft,
  versionDocument,
  type DraftSummary,
  type PublishOptions,
  type PublishResult,
} from "./versions.server";

export {
  ContentNotFoundError,
  DraftConflictError,
  currentVersion,
  discardDraft,
  getDraft,
  getVersion,
  listDrafts,
  listPublications,
  listVersions,
  updateDraft,
  versionDocument,
  type DraftSummary,
  type DraftUpdate,
  type PublishResult,
  type VersionSummary,
} from "./versions.server";
export { checkDocument, type CheckReport, type StudioIssue } from "./checks.server";
export { diffDocuments, type ContentChange, type ContentDiff } from "./diff";
export type { JsonPatchOperation } from "./json-patch";

/**
 * How this process switches to what was just published: its content sync's refresh (one module graph: tools, tests), or
 * what the server hands the studio's own build (studio/server.ts), whose module copy runs no sync of its own.
 */
let followPublished: () => Promise<unknown> = async () => contentSync()?.refresh();

export function onPublished(follow: () => Promise<unknown>): void {
  followPublished = follow;
}

/** This process follows what was just made current (after a publish made outside this module: a revert). */
export const followPublication = () => followPublished();

/** A publish refused by the checks: the report names every issue. */
export class ContentCheckError extends Error {
  constructor(readonly report: CheckReport) {
    super(`the content has ${report.issues.length} issue(s): ${report.issues[0]?.message ?? ""}`);
    this.name = "ContentCheckError";
  }
}

export async function createDraft(
  db: StudioDb,
  options: { by: string; title?: string; base?: number },
): Promise<DraftSummary> {
  return createDraftRow(db, options);
}

/**
 * The document a draft would publish (the current version with the draft's changes) and what it changes. Throws
 * DraftConflictError when a publish since the draft began changed a file the draft changes too.
 */
async function draftToPublish(db: StudioDb, id: number) {
  const { current, files } = await draftOnCurrent(db, id);
  const [before, after] = await Promise.all([versionDocument(db, current.version), documentOf(db, files)]);
  return { current, files, before, document: after };
}

type DraftCheck = CheckReport & { diff: ContentDiff; lines: ReviewLine[] };
const draftChecks = new WeakMap<ContentDocument, WeakMap<ContentDocument, Map<string, DraftCheck>>>();

/**
 * The check of a document against the published version it would replace, kept: every screen that opens a draft
 * checks it, and documents are the same objects for the same files (versions.server.ts documentOf), so an unchanged
 * draft is checked once per process, and its publish reuses that check. A save or a publish makes another document,
 * and so another check.
 */
function checkAgainst(before: ContentDocument, document: ContentDocument, drift: boolean | "all"): DraftCheck {
  let byDocument = draftChecks.get(before);
  if (!byDocument) draftChecks.set(before, (byDocument = new WeakMap()));
  let byDrift = byDocument.get(document);
  if (!byDrift) byDocument.set(document, (byDrift = new Map()));
  let result = byDrift.get(String(drift));
  if (!result) {
    const diff = diffDocuments(before as unknown as ContentSet, document as unknown as ContentSet);
    const report = checkDocument(document, { drift: drift === "all" ? true : drift ? diff.regions : false });
    result = { ...report, diff, lines: reviewLines(before, document, diff) };
    byDrift.set(String(drift), result);
  }
  return result;
}

/**
 * Every check of content:check on what a draft would publish, and its changes as a reviewer reads them (`lines`). The
 * drift between pages is checked in the regions its changes concern (the current version passed it everywhere);
 * `drift: "all"` checks every region, `false` none.
 */
export async function checkDraft(
  db: StudioDb,
  id: number,
  { drift = true }: { drift?: boolean | "all" } = {},
): Promise<DraftCheck> {
  const { before, document } = await draftToPublish(db, id);
  return checkAgainst(before, document, drift);
}

/**
 * Publishes a draft: checked first (an issue refuses it: ContentCheckError), then made current in one transaction.
 * Every process serves it within 2 s; this one at once.
 */
export async function publishDraft(
  db: StudioDb,
  id: number,
  options: PublishOptions,
): Promise<PublishResult & { report: CheckReport }> {
  const { current, files, before, document } = await draftToPublish(db, id);
  const { diff: _diff, lines: _lines, ...report } = checkAgainst(before, document, true);
  if (!report.ok) throw new ContentCheckError(report);
  const result = await publishFiles(db, { draft: id, files, expectCurrent: current.version }, options);
  await followPublished();
  return { ...result, report };
}

/**
 * What a publication records in the audit log and what its door answers, the same through the studio and the operator's
 * API: the draft, the version it replaced, the words given with it, the facts and regions it changed.
 */
export function publication(draft: number, result: PublishResult, words: { summary: string; note?: string }) {
  return {
    detail: {
      draft,
      previous: result.previous,
      ...words,
      facts: result.diff.facts,
      regions: result.diff.regions,
    },
    answer: {
      version: result.version,
      publication: result.publication,
      previous: result.previous,
      facts: result.diff.facts,
    },
  };
}

/** Makes an older version current again (a publication of its own; every process follows within 2 s). */
export async function rollBack(db: StudioDb, versionId: number, options: PublishOptions): Promise<PublishResult> {
  const result = await rollBackTo(db, versionId, options);
  await followPublished();
  return result;
}

/** What changed from version `a` to version `b`. */
export async function diffVersions(db: StudioDb, a: number, b: number): Promise<ContentDiff> {
  const [before, after] = await Promise.all([versionDocument(db, a), versionDocument(db, b)]);
  return diffDocuments(before as unknown as ContentSet, after as unknown as ContentSet);
}

/** A document by reference: a draft's (what it would publish is checkDraft's), a version's, or the current one. */
export async function documentFor(db: StudioDb, ref: { draft?: number; version?: number }): Promise<ContentDocument> {
  if (ref.draft !== undefined) return draftDocument(db, ref.draft);
  const version = ref.version ?? (await currentVersion(db))?.version;
  if (version === undefined) throw new ContentNotFoundError("no current version");
  return versionDocument(db, version);
}

export interface ScheduleBoundary {
  /** ISO instant. */
  at: string;
  /** The instant in the region's time zone: "2025-02-01 00:00 GMT-8". */
  local: string;
  what: string;
  /** The page to look at, previewed at the instant (a path with `?at=`; add the draft's preview to it). */
  preview: string;
  /** The pages it changes; null: every page of the region. */
  pages: string[] | null;
  /** The URLs (paths) it changes. */
  paths: string[];
}

/**
 * The content:schedule report of a document as data: per region, its boundaries after `now` (or all of them with
 * `past: true`), with what changes and where to look.
 */
export async function scheduleReport(
  db: StudioDb,
  {
    draft,
    version,
    regions = [...REGION_CODES],
    now,
    past = false,
  }: { draft?: number; version?: number; regions?: RegionCode[]; now: Date; past?: boolean },
): Promise<Record<string, ScheduleBoundary[]>> {
  const document = await documentFor(db, { draft, version });
  return scheduleOf(document, { regions, now, past });
}

/** The schedule report of any document (see scheduleReport). */
export function scheduleOf(
  document: ContentDocument,
  { regions = [...REGION_CODES], now, past = false }: { regions?: RegionCode[]; now: Date; past?: boolean },
): Record<string, ScheduleBoundary[]> {
  return Object.fromEntries(
    regions.map((region) => [
      region,
      scheduleEvents(document, region)
        .filter((event) => past || event.at > now.getTime())
        .map((event) => ({
          at: new Date(event.at).toISOString(),
          local: regionTime(region, event.at),
          what: event.what,
          preview: event.preview,
          pages: event.pages,
          paths: affectedPaths(document, event),
        })),
    ]),
  );
}

/** The file names an export writes: a facts module's as JSON ("prices.ts" → "prices.json"), the JSON files as they are. */
export function exportName(file: string): string {
  return file.replace(/\.ts$/, ".json");
}

/** The file of the document an exported file is ("prices.json" → "prices.ts"); JSON files keep their names. */
export function importName(file: string): string {
  return /^(words|[a-z]{2})\//.test(file) ? file : file.replace(/\.json$/, ".ts");
}

/** A version as files (name → JSON text), as `npm run content:export` writes them. */
export async function exportVersion(db: StudioDb, id: number): Promise<Map<string, string>> {
  return exportDocument(await versionDocument(db, id));
}

export function exportDocument(document: ContentDocument | ContentSet): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, value] of splitDocument(document))
    files.set(exportName(name), `${JSON.stringify(value, null, 2)}\n`);
  return files;
}

/** A document from exported files (name → JSON text); a file that is no JSON or no file of a document is refused. */
export function documentFromFiles(files: ReadonlyMap<string, string>): ContentSet {
  const values = new Map<string, unknown>();
  const problems: string[] = [];
  for (const [name, text] of files) {
    try {
      values.set(importName(name), JSON.parse(text));
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const { document, unknown } = joinFiles(values);
  problems.push(...unknown.map((name) => `${name}: no file of a content document`));
  if (problems.length) throw new ContentImportError(problems);
  return document;
}

export class ContentImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`the files cannot be imported: ${problems.join("; ")}`);
    this.name = "ContentImportError";
  }
}

/**
 * Files (as exported) loaded as a new draft on the current version: each file replaces the current version's, a file
 * not given stays as it is (a campaign leaves by leaving campaigns/index.json). A file that is no JSON, or no file of a
 * content document, refuses the whole import (ContentImportError).
 */
export async function importDraft(
  db: StudioDb,
  { by, files, title = "Imported files" }: { by: string; files: ReadonlyMap<string, string>; title?: string },
): Promise<DraftSummary> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, text] of files) {
    const file = importName(name);
    if (!fileTarget(file)) problems.push(`${name}: no file of a content document`);
    else
      try {
        values[file] = JSON.parse(text);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
  }
  if (problems.length) throw new ContentImportError(problems);
  const draft = await createDraftRow(db, { by, title });
  return updateDraft(db, draft.id, { by, revision: draft.revision, files: values });
}

/** The preview path of a page of a region at an instant, with the draft to preview (docs/studio.md). */
export function previewPath(region: RegionCode, pagePath: string, at: Date, draft?: number): string {
  const query = new URLSearchParams({ at: at.toISOString(), ...(draft !== undefined ? { draft: String(draft) } : {}) });
  return `${regionPath(region, pagePath)}?${query}`;
}

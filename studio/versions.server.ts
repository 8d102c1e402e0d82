// Content versions in the studio's database: immutable versions (each file of the document stored once by
// its hash), drafts (a base version plus the files they change), publications (who made which version current when)
// and the pointer to the current version. Publishing and rolling back change the pointer in one transaction; a failure
// anywhere in it leaves the previous version current.
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { unknownParts } from "~/content/checks/bounds";
import { joinFiles, splitDocument, type ContentDocument, type ContentSet } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import {
  contentCurrent,
  contentDrafts,
  contentFiles,
  contentPublications,
  contentVersions,
  type ContentDraftRow,
  type ContentPublicationRow,
  type ContentVersionRow,
} from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { audit } from "./audit.server";
import { diffDocuments, summarizeDiff, type ContentChangeSummary, type ContentDiff } from "./diff";
import { JsonPatchError, applyPatch, parsePointer, type JsonPatchOperation } from "./json-patch";
import { stampPolicyDates } from "./policy-revisions";

/** The document format this code reads and writes (content_versions.format). */
export const CONTENT_FORMAT = 1;
/** PostgreSQL's channel for publications: every server process listens (studio/content-sync.server.ts). */
export const CONTENT_CHANNEL = "studio_content";
/** Who made version 1 from the repository's content files. */
export const REPOSITORY_USER = "repository";

type Tx = Parameters<Parameters<StudioDb["transaction"]>[0]>[0];
/** The database, or a transaction on it. */
export type Db = StudioDb | Tx;

export class DraftConflictError extends Error {
  constructor(
    message: string,
    readonly files: string[] = [],
  ) {
    super(message);
    this.name = "DraftConflictError";
  }
}

export class ContentNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentNotFoundError";
  }
}

/** A file map: file name → hash of its JSON. */
export type FileHashes = Record<string, string>;

const hashOf = (body: string) => createHash("sha256").update(body).digest("hex");

/** Each file's JSON and hash. */
export function fileBodies(document: ContentSet | ContentDocument): Map<string, { body: string; hash: string }> {
  const bodies = new Map<string, { body: string; hash: string }>();
  for (const [name, value] of splitDocument(document)) {
    const body = JSON.stringify(value ?? null);
    bodies.set(name, { body, hash: hashOf(body) });
  }
  return bodies;
}

// Files are immutable (named by their hash): read once per process, shared by every document that has them.
const fileCache = new Map<string, unknown>();
const FILE_CACHE_MAX = 512;

async function storeFiles(db: Db, bodies: Iterable<{ body: string; hash: string }>, now: Date): Promise<void> {
  const rows = [...bodies].map(({ body, hash }) => ({ hash, body, createdAt: now }));
  for (let index = 0; index < rows.length; index += 50)
    await db
      .insert(contentFiles)
      .values(rows.slice(index, index + 50))
      .onConflictDoNothing();
}

async function readFiles(db: Db, hashes: FileHashes): Promise<Map<string, unknown>> {
  const missing = [...new Set(Object.values(hashes))].filter((hash) => !fileCache.has(hash));
  if (missing.length) {
    const rows = await db.select().from(contentFiles).where(inArray(contentFiles.hash, missing));
    for (const row of rows) {
      if (fileCache.size >= FILE_CACHE_MAX) fileCache.delete(fileCache.keys().next().value!);
      fileCache.set(row.hash, JSON.parse(row.body));
    }
  }
  const files = new Map<string, unknown>();
  for (const [name, hash] of Object.entries(hashes)) {
    if (!fileCache.has(hash)) throw new ContentNotFoundError(`file ${name} (${hash}) is missing`);
    files.set(name, fileCache.get(hash));
  }
  return files;
}

// Documents by their files' hashes: the same files give the same document object, so what pages derive from it (kept
// per document: app/content/memo.ts) is derived once, for the published version, a roll-back to it, or a draft's
// previews between two saves.
const documentCache = new Map<string, ContentDocument>();
const DOCUMENT_CACHE_MAX = 6;

/** A document from its files' hashes. The values are shared and must not be changed: copy before editing. */
export async function documentOf(db: Db, hashes: FileHashes): Promise<ContentDocument> {
  const key = Object.entries(hashes)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, hash]) => `${name}=${hash}`)
    .join(",");
  const cached = documentCache.get(key);
  if (cached) {
    documentCache.delete(key);
    documentCache.set(key, cached);
    return cached;
  }
  const document = joinFiles(await readFiles(db, hashes)).document as unknown as ContentDocument;
  documentCache.set(key, document);
  if (documentCache.size > DOCUMENT_CACHE_MAX) documentCache.delete(documentCache.keys().next().value!);
  return document;
}

/** Each file of a document by the hash of its JSON. */
export function hashesOf(document: ContentSet | ContentDocument): FileHashes {
  return Object.fromEntries([...fileBodies(document)].map(([name, { hash }]) => [name, hash]));
}

// ---- versions ----

export interface VersionSummary {
  id: number;
  parentId: number | null;
  createdBy: string;
  createdAt: Date;
  note: string;
  publishedAt: Date | null;
  publishedBy: string | null;
  current: boolean;
  changes: ContentChangeSummary | null;
}

function versionSummary(row: ContentVersionRow, currentId: number | null): VersionSummary {
  return {
    id: row.id,
    parentId: row.parentId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    note: row.note,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    current: row.id === currentId,
    changes: JSON.parse(row.changes) as ContentChangeSummary | null,
  };
}

export interface CurrentVersion {
  version: number;
  publication: number;
}

/** The version the site serves, or null before version 1 was seeded. */
export async function currentVersion(db: Db): Promise<CurrentVersion | null> {
  const [row] = await db.select().from(contentCurrent).where(eq(contentCurrent.id, 1));
  return row ? { version: row.versionId, publication: row.publicationId } : null;
}

async function versionRow(db: Db, id: number): Promise<ContentVersionRow> {
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, id));
  if (!row) throw new ContentNotFoundError(`no version ${id}`);
  return row;
}

/** A version's files by their hashes. */
export async function versionFiles(db: Db, id: number): Promise<FileHashes> {
  return JSON.parse((await versionRow(db, id)).files) as FileHashes;
}

/** Versions, newest first. */
export async function listVersions(
  db: StudioDb,
  { limit = 50, before }: { limit?: number; before?: number } = {},
): Promise<VersionSummary[]> {
  const current = await currentVersion(db);
  const rows = await db
    .select()
    .from(contentVersions)
    .where(before === undefined ? undefined : lt(contentVersions.id, before))
    .orderBy(desc(contentVersions.id))
    .limit(limit);
  return rows.map((row) => versionSummary(row, current?.version ?? null));
}

export async function getVersion(db: StudioDb, id: number): Promise<VersionSummary & { document: ContentDocument }> {
  const row = await versionRow(db, id);
  const current = await currentVersion(db);
  return { ...versionSummary(row, current?.version ?? null), document: await versionDocument(db, id) };
}

/** A version's document (shared values: copy before changing). */
export async function versionDocument(db: Db, id: number): Promise<ContentDocument> {
  const row = await versionRow(db, id);
  if (row.format !== CONTENT_FORMAT)
    throw new Error(`version ${id} has format ${row.format}; this code reads ${CONTENT_FORMAT}`);
  return documentOf(db, JSON.parse(row.files) as FileHashes);
}

/** Who made which version current when, newest first. */
export async function listPublications(
  db: StudioDb,
  { limit = 50 }: { limit?: number } = {},
): Promise<ContentPublicationRow[]> {
  return db.select().from(contentPublications).orderBy(desc(contentPublications.id)).limit(limit);
}

/**
 * Version 1: the repository's content files (app/content; `content`, for tests), made current, when the studio has no
 * version yet. Safe to call from several processes at once (one takes an advisory lock, the others find it done).
 */
export async function ensureSeeded(
  db: StudioDb,
  now = new Date(),
  content: () => ContentDocument = repositoryContent,
): Promise<CurrentVersion> {
  const found = await currentVersion(db);
  if (found) return found;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7262610030)`);
    const again = await currentVersion(tx);
    if (again) return again;
    const document = content();
    const bodies = fileBodies(document);
    await storeFiles(tx, bodies.values(), now);
    const [version] = await tx
      .insert(contentVersions)
      .values({
        parentId: null,
        format: CONTENT_FORMAT,
        files: JSON.stringify(hashesOf(document)),
        createdBy: REPOSITORY_USER,
        createdAt: now,
        note: "The repository's content files (app/content)",
        changes: "null",
        publishedAt: now,
        publishedBy: REPOSITORY_USER,
      })
      .returning();
    const [publication] = await tx
      .insert(contentPublications)
      .values({
        versionId: version!.id,
        kind: "seed",
        publishedBy: REPOSITORY_USER,
        publishedAt: now,
        summary: "Version 1",
      })
      .returning();
    await tx.insert(contentCurrent).values({ id: 1, versionId: version!.id, publicationId: publication!.id });
    await audit(tx, { id: null, email: REPOSITORY_USER, clientNetwork: "" }, "seed", now, {
      target: `version:${version!.id}`,
    });
    return { version: version!.id, publication: publication!.id };
  });
}

// ---- drafts ----

export interface DraftSummary {
  id: number;
  base: number;
  title: string;
  state: ContentDraftRow["state"];
  revision: number;
  createdBy: string;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
  publishedVersion: number | null;
  /** The files it changes from its base. */
  changedFiles: string[];
}

function draftSummary(row: ContentDraftRow): DraftSummary {
  return {
    id: row.id,
    base: row.baseVersionId,
    title: row.title,
    state: row.state,
    revision: row.revision,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
    publishedVersion: row.publishedVersionId,
    changedFiles: Object.keys(JSON.parse(row.files) as Record<string, string | null>),
  };
}

async function draftRow(db: Db, id: number): Promise<ContentDraftRow> {
  const [row] = await db.select().from(contentDrafts).where(eq(contentDrafts.id, id));
  if (!row) throw new ContentNotFoundError(`no draft ${id}`);
  return row;
}

/** A draft's files: its base's, with its own changes laid over them. */
async function draftHashes(db: Db, row: ContentDraftRow): Promise<FileHashes> {
  const base = JSON.parse((await versionRow(db, row.baseVersionId)).files) as FileHashes;
  return overlay(base, JSON.parse(row.files) as Record<string, string | null>);
}

function overlay(base: FileHashes, changes: Record<string, string | null>): FileHashes {
  const files = { ...base };
  for (const [name, hash] of Object.entries(changes)) {
    if (hash === null) delete files[name];
    else files[name] = hash;
  }
  return files;
}

export async function createDraft(
  db: StudioDb,
  { by, title = "", base }: { by: string; title?: string; base?: number },
  now = new Date(),
): Promise<DraftSummary> {
  const baseVersion = base ?? (await currentVersion(db))?.version;
  if (baseVersion === undefined) throw new ContentNotFoundError("no current version: the studio has not been seeded");
  await versionRow(db, baseVersion);
  const [row] = await db
    .insert(contentDrafts)
    .values({ baseVersionId: baseVersion, title, createdBy: by, createdAt: now, updatedBy: by, updatedAt: now })
    .returning();
  return draftSummary(row!);
}

export async function listDrafts(db: StudioDb, { state = "open" }: { state?: ContentDraftRow["state"] } = {}) {
  const rows = await db
    .select()
    .from(contentDrafts)
    .where(eq(contentDrafts.state, state))
    .orderBy(desc(contentDrafts.id));
  return rows.map(draftSummary);
}

/** A draft with its document (a copy: the caller may change it). */
export async function getDraft(db: StudioDb, id: number): Promise<DraftSummary & { document: ContentDocument }> {
  const row = await draftRow(db, id);
  const document = structuredClone(await documentOf(db, await draftHashes(db, row)));
  return { ...draftSummary(row), document };
}

/** A draft's document (shared values: copy before changing). */
export async function draftDocument(db: Db, id: number): Promise<ContentDocument> {
  const row = await draftRow(db, id);
  return documentOf(db, await draftHashes(db, row));
}

export interface DraftUpdate {
  by: string;
  /** The revision the change was made on (getDraft's); a draft saved since answers DraftConflictError. */
  revision: number;
  /** A JSON Patch (RFC 6902) on the draft's document. */
  patch?: JsonPatchOperation[];
  /** The whole document. */
  document?: ContentSet | ContentDocument;
  /** Whole files by name ("prices.ts": its value; null removes the file). */
  files?: Record<string, unknown>;
  title?: string;
  /** A new base version (a rebase: the draft's changes are then counted from it). */
  base?: number;
}

/** Saves a change of a draft: a patch, a whole document or whole files. Its document is not checked here (checkDraft). */
export async function updateDraft(
  db: StudioDb,
  id: number,
  update: DraftUpdate,
  now = new Date(),
): Promise<DraftSummary> {
  const row = await draftRow(db, id);
  if (row.state !== "open") throw new DraftConflictError(`draft ${id} is ${row.state}`);
  let document: ContentSet = (await documentOf(db, await draftHashes(db, row))) as unknown as ContentSet;
  if (update.document) document = update.document as ContentSet;
  if (update.files) {
    const files = splitDocument(document);
    for (const [name, value] of Object.entries(update.files)) {
      if (value === null) files.delete(name);
      else files.set(name, value);
    }
    const joined = joinFiles(files);
    if (joined.unknown.length) throw new DraftConflictError(`no such file in a document: ${joined.unknown.join(", ")}`);
    document = joined.document;
  }
  if (update.patch) {
    document = applyPatch(document, update.patch);
    // A part the site does not have is stored in no file: refused, rather than dropped without a word.
    const unknown = unknownParts(document);
    if (unknown.length)
      throw new JsonPatchError(
        `${unknown.map((key) => `"${key}"`).join(", ")}: no part of the site's content`,
        update.patch.findIndex((operation) => unknown.includes(parsePointer(operation.path)[0] ?? "")),
      );
  }
  const bodies = fileBodies(document);
  const base = JSON.parse((await versionRow(db, update.base ?? row.baseVersionId)).files) as FileHashes;
  const changes: Record<string, string | null> = {};
  for (const [name, { hash }] of bodies) if (base[name] !== hash) changes[name] = hash;
  for (const name of Object.keys(base)) if (!bodies.has(name)) changes[name] = null;
  const changedBodies = [...bodies].filter(([name]) => changes[name]).map(([, body]) => body);
  await storeFiles(db, changedBodies, now);
  const updated = await db
    .update(contentDrafts)
    .set({
      files: JSON.stringify(changes),
      revision: row.revision + 1,
      updatedBy: update.by,
      updatedAt: now,
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.base !== undefined ? { baseVersionId: update.base } : {}),
    })
    .where(and(eq(contentDrafts.id, id), eq(contentDrafts.revision, update.revision), eq(contentDrafts.state, "open")))
    .returning();
  if (updated.length === 0)
    throw new DraftConflictError(`draft ${id} was saved by someone else since revision ${update.revision}: reload it`);
  return draftSummary(updated[0]!);
}

export async function discardDraft(db: StudioDb, id: number, { by }: { by: string }, now = new Date()) {
  const updated = await db
    .update(contentDrafts)
    .set({ state: "discarded", updatedBy: by, updatedAt: now })
    .where(and(eq(contentDrafts.id, id), eq(contentDrafts.state, "open")))
    .returning();
  if (updated.length === 0) throw new DraftConflictError(`draft ${id} is not open`);
  return draftSummary(updated[0]!);
}

// ---- publishing ----

export interface PublishResult {
  version: number;
  publication: number;
  previous: number;
  diff: ContentDiff;
}

/** Steps of a publish's transaction, for tests that make one fail half-way. */
export type PublishStep = "version" | "publication" | "pointer";

export interface PublishOptions {
  by: string;
  summary?: string;
  /** The publisher's note (why), kept on the publication; without one, the publication keeps the summary. */
  note?: string;
  /** A publish of a draft's changes, or a revert of an earlier publication's. */
  kind?: "publish" | "revert";
  now?: Date;
  /**
   * The draft's revision the publisher reviewed: a draft saved since is refused (DraftConflictError), so what goes
   * live is what they saw. Without it (operators, the core's own callers), the draft as it is.
   */
  revision?: number;
  /** Called after each step inside the transaction; a throw rolls the whole publish back. */
  onStep?: (step: PublishStep) => void | Promise<void>;
}

/**
 * The files a draft publishes: the current version's, with the draft's own changes laid over them. A file the draft
 * changes that a publish changed too since the draft's base is a conflict (the editor must look at both).
 */
export async function draftOnCurrent(
  db: Db,
  id: number,
): Promise<{ row: ContentDraftRow; current: CurrentVersion; files: FileHashes; currentFiles: FileHashes }> {
  const row = await draftRow(db, id);
  if (row.state !== "open") throw new DraftConflictError(`draft ${id} is ${row.state}`);
  const current = await currentVersion(db);
  if (!current) throw new ContentNotFoundError("no current version");
  const currentFiles = JSON.parse((await versionRow(db, current.version)).files) as FileHashes;
  const baseFiles = JSON.parse((await versionRow(db, row.baseVersionId)).files) as FileHashes;
  const changes = JSON.parse(row.files) as Record<string, string | null>;
  const conflicts = Object.keys(changes).filter(
    (name) => currentFiles[name] !== baseFiles[name] && currentFiles[name] !== (changes[name] ?? undefined),
  );
  if (conflicts.length)
    throw new DraftConflictError(
      `published since this draft began: ${conflicts.join(", ")}; start a new draft or copy the changes over`,
      conflicts,
    );
  return { row, current, files: overlay(currentFiles, changes), currentFiles };
}

/**
 * Makes a new version current in one transaction: the version, its publication, the pointer (and the draft marked
 * published). `check` (the studio's checks, outside the transaction) must pass on the document that is published.
 */
export async function publishFiles(
  db: StudioDb,
  source: { draft?: number; files: FileHashes; expectCurrent: number },
  options: PublishOptions,
): Promise<PublishResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // One publish at a time: the pointer's row is locked until the commit.
    const [pointer] = await tx.select().from(contentCurrent).where(eq(contentCurrent.id, 1)).for("update");
    if (!pointer) throw new ContentNotFoundError("no current version");
    if (pointer.versionId !== source.expectCurrent)
      throw new DraftConflictError(`version ${pointer.versionId} was published meanwhile: check the draft again`);
    if (source.draft !== undefined && options.revision !== undefined) {
      const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.id, source.draft)).for("update");
      if (!draft || draft.state !== "open" || draft.revision !== options.revision)
        throw new DraftConflictError("this draft was changed since you opened it: look at it again before publishing");
    }
    const currentRow = await versionRow(tx, pointer.versionId);
    const before = await documentOf(tx, JSON.parse(currentRow.files) as FileHashes);
    // A dated policy whose text changes shows the day it goes live (studio/policy-revisions.ts).
    const stamped = stampPolicyDates(before, await documentOf(tx, source.files), now);
    const files = stamped.stamps.length ? await storeDocument(tx, stamped.document, now) : source.files;
    const after = stamped.document;
    const diff = diffDocuments(before as unknown as ContentSet, after as unknown as ContentSet);
    if (diff.files.length === 0) throw new DraftConflictError("nothing to publish: the draft changes nothing");
    const [version] = await tx
      .insert(contentVersions)
      .values({
        parentId: pointer.versionId,
        format: CONTENT_FORMAT,
        files: JSON.stringify(files),
        createdBy: options.by,
        createdAt: now,
        note: options.summary ?? "",
        changes: JSON.stringify(summarizeDiff(diff)),
        publishedAt: now,
        publishedBy: options.by,
      })
      .returning();
    await options.onStep?.("version");
    const [publication] = await tx
      .insert(contentPublications)
      .values({
        versionId: version!.id,
        previousVersionId: pointer.versionId,
        kind: options.kind ?? "publish",
        publishedBy: options.by,
        publishedAt: now,
        summary: options.note || (options.summary ?? ""),
      })
      .returning();
    await options.onStep?.("publication");
    await tx
      .update(contentCurrent)
      .set({ versionId: version!.id, publicationId: publication!.id })
      .where(eq(contentCurrent.id, 1));
    if (source.draft !== undefined)
      await tx
        .update(contentDrafts)
        .set({ state: "published", publishedVersionId: version!.id, updatedBy: options.by, updatedAt: now })
        .where(eq(contentDrafts.id, source.draft));
    await options.onStep?.("pointer");
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${`${version!.id}:${publication!.id}`})`);
    return { version: version!.id, publication: publication!.id, previous: pointer.versionId, diff };
  });
}

/** Makes an older version current again: a publication of its own (the history keeps who rolled back, and when). */
export async function rollBackTo(db: StudioDb, versionId: number, options: PublishOptions): Promise<PublishResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [pointer] = await tx.select().from(contentCurrent).where(eq(contentCurrent.id, 1)).for("update");
    if (!pointer) throw new ContentNotFoundError("no current version");
    if (pointer.versionId === versionId) throw new DraftConflictError(`version ${versionId} is already current`);
    const target = await versionRow(tx, versionId);
    const before = await versionDocument(tx, pointer.versionId);
    const after = await documentOf(tx, JSON.parse(target.files) as FileHashes);
    const diff = diffDocuments(before as unknown as ContentSet, after as unknown as ContentSet);
    const [publication] = await tx
      .insert(contentPublications)
      .values({
        versionId,
        previousVersionId: pointer.versionId,
        kind: "rollback",
        publishedBy: options.by,
        publishedAt: now,
        summary: options.note || (options.summary ?? ""),
      })
      .returning();
    await options.onStep?.("publication");
    await tx.update(contentCurrent).set({ versionId, publicationId: publication!.id }).where(eq(contentCurrent.id, 1));
    if (target.publishedAt === null)
      await tx
        .update(contentVersions)
        .set({ publishedAt: now, publishedBy: options.by })
        .where(eq(contentVersions.id, versionId));
    await options.onStep?.("pointer");
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${`${versionId}:${publication!.id}`})`);
    return { version: versionId, publication: publication!.id, previous: pointer.versionId, diff };
  });
}

/** A document as its files' hashes, the files stored (for a publish or an import of files). */
export async function storeDocument(db: Db, document: ContentSet | ContentDocument, now = new Date()) {
  const bodies = fileBodies(document);
  await storeFiles(db, bodies.values(), now);
  return Object.fromEntries([...bodies].map(([name, { hash }]) => [name, hash]));
}

export type { ContentVersionRow, ContentDraftRow, ContentPublicationRow };

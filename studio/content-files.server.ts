// The repository's content files (app/content) in a release. Pages show the studio's published version, in development
// as in production. At start, the files that changed since the set recorded last (version 1's, then each newer set a
// start found) and that the published version does not have are offered as a draft credited to the repository, which a
// publisher reviews and publishes as any other draft; the start says so in one log line, the studio on its Drafts and
// Overview screens (docs/decisions/302-content-versions.md). Each set of files is recorded once, under an
// advisory lock: restarts, and processes or origins starting together, make one draft.
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { ContentDocument } from "~/content/document";
import { contentDrafts, contentFileOffers, contentVersions } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { audit } from "./audit.server";
import { contentFilesTitle, type ContentFilesDraft } from "./content-files";
import {
  REPOSITORY_USER,
  currentVersion,
  documentOf,
  ensureSeeded,
  hashesOf,
  storeDocument,
  versionFiles,
  type Db,
  type FileHashes,
} from "./versions.server";

/** Taken for the comparison and the draft, so processes starting together take turns (ensureSeeded's is …30). */
const OFFER_LOCK = 7262610031;

export type { ContentFilesDraft };

export interface ContentFilesOffer {
  /**
   * unchanged: the files are a set recorded before (nothing to do); published: they differ from the set recorded last,
   * but the published version has each changed file as it is; draft: a draft offers those it does not have.
   */
  outcome: "unchanged" | "published" | "draft";
  release: string | null;
  /** The files that differ from the set recorded last (a file gone from the repository included). */
  changed: string[];
  /** The draft, and the files it changes (those of `changed` the published version does not have as they are). */
  draft: { id: number; title: string; files: string[] } | null;
}

/** One key per set of files: the SHA-256 of its sorted `name=hash` lines. */
function setKey(files: FileHashes): string {
  const lines = Object.entries(files)
    .map(([name, hash]) => `${name}=${hash}`)
    .sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The pointers (RFC 6901) of every value that differs from `a` to `b`: objects key by key, lists and the rest whole. */
function changedValues(a: unknown, b: unknown, pointer = ""): string[] {
  if (isDeepStrictEqual(a, b)) return [];
  if (isObject(a) && isObject(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) =>
      changedValues(a[key], b[key], `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
    );
  return [pointer];
}

const tokens = (pointer: string) =>
  pointer
    .split("/")
    .slice(1)
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));

function valueAt(document: unknown, pointer: string): unknown {
  let value = document;
  for (const token of tokens(pointer)) value = isObject(value) ? value[token] : undefined;
  return value;
}

/** Sets the value at a pointer through objects (made where missing); undefined takes it out. */
function setValue(document: Record<string, unknown>, pointer: string, value: unknown): void {
  const path = tokens(pointer);
  let parent = document;
  for (const token of path.slice(0, -1)) {
    if (!isObject(parent[token])) parent[token] = {};
    parent = parent[token] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete parent[last];
  else parent[last] = structuredClone(value);
}

/** Version 1's files: the set the studio was seeded with, recorded before any row of content_file_offers. */
async function seedFiles(db: Db): Promise<FileHashes> {
  const [first] = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(eq(contentVersions.createdBy, REPOSITORY_USER))
    .orderBy(asc(contentVersions.id))
    .limit(1);
  return first ? versionFiles(db, first.id) : {};
}

/**
 * Compares the repository's content files (`content`: the release's, app/content) with the set recorded last and, when
 * some changed that the published version does not have, opens a draft of exactly those on the published version.
 * Seeds version 1 first into an empty studio (from the same files: nothing to offer then).
 */
export async function offerContentFiles(
  db: StudioDb,
  { content, release, now = new Date() }: { content: ContentDocument; release: string | null; now?: Date },
): Promise<ContentFilesOffer> {
  await ensureSeeded(db, now, () => content);
  const files = hashesOf(content);
  const key = setKey(files);
  const unchanged: ContentFilesOffer = { outcome: "unchanged", release, changed: [], draft: null };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OFFER_LOCK})`);
    const [seen] = await tx
      .select({ id: contentFileOffers.id })
      .from(contentFileOffers)
      .where(eq(contentFileOffers.key, key));
    if (seen) return unchanged;
    const seeded = await seedFiles(tx);
    if (setKey(seeded) === key) return unchanged;
    const [last] = await tx.select().from(contentFileOffers).orderBy(desc(contentFileOffers.id)).limit(1);
    const before = last ? (JSON.parse(last.files) as FileHashes) : seeded;
    const changed = [...new Set([...Object.keys(before), ...Object.keys(files)])]
      .filter((name) => before[name] !== files[name])
      .sort();
    // The release's own changes (value by value, since the set before) laid over the published version: what the
    // studio published meanwhile stays, a value both changed takes the release's (the draft's diff shows it), and a
    // file whose values the published version has already (perhaps in another key order) is not offered.
    const current = (await currentVersion(tx))!;
    const publishedFiles = await versionFiles(tx, current.version);
    const published = await documentOf(tx, publishedFiles);
    const merged = structuredClone(published) as unknown as Record<string, unknown>;
    for (const pointer of changedValues(await documentOf(tx, before), content))
      setValue(merged, pointer, valueAt(content, pointer));
    await storeDocument(tx, content, now);
    const mergedFiles = await storeDocument(tx, merged as unknown as ContentDocument, now);
    const offered: Record<string, string | null> = {};
    for (const name of new Set([...Object.keys(publishedFiles), ...Object.keys(mergedFiles)]))
      if (publishedFiles[name] !== mergedFiles[name]) offered[name] = mergedFiles[name] ?? null;
    let draft: ContentFilesOffer["draft"] = null;
    if (Object.keys(offered).length) {
      const title = contentFilesTitle(release);
      const [row] = await tx
        .insert(contentDrafts)
        .values({
          baseVersionId: current.version,
          files: JSON.stringify(offered),
          title,
          createdBy: REPOSITORY_USER,
          createdAt: now,
          updatedBy: REPOSITORY_USER,
          updatedAt: now,
        })
        .returning();
      draft = { id: row!.id, title, files: Object.keys(offered) };
      await audit(tx, { id: null, email: REPOSITORY_USER, clientNetwork: "" }, "draft-create", now, {
        target: `draft:${draft.id}`,
        detail: { title, release, contentFiles: draft.files },
      });
    }
    await tx.insert(contentFileOffers).values({
      key,
      files: JSON.stringify(files),
      release,
      changed: JSON.stringify(changed),
      draftId: draft?.id ?? null,
      createdAt: now,
    });
    return { outcome: draft ? "draft" : "published", release, changed, draft };
  });
}

/** The open drafts that offer a release's content files, newest first. */
export async function openContentFileDrafts(db: StudioDb): Promise<ContentFilesDraft[]> {
  const rows = await db
    .select({
      draft: contentDrafts.id,
      title: contentDrafts.title,
      files: contentDrafts.files,
      release: contentFileOffers.release,
    })
    .from(contentFileOffers)
    .innerJoin(contentDrafts, eq(contentDrafts.id, contentFileOffers.draftId))
    .where(eq(contentDrafts.state, "open"))
    .orderBy(desc(contentDrafts.id));
  return rows.map((row) => ({ ...row, files: Object.keys(JSON.parse(row.files) as Record<string, unknown>) }));
}

// Reverting one publication: the inverse of its changes, laid over the current version, value by value (a list,
// such as a price's entries in time, is one value, as in a rebase). A value a later publish changed again is never
// overwritten unseen: it is a conflict, named with the three values, and the revert goes ahead only when the publisher
// chose to keep each such value as it is now (docs/decisions/334-overtaken-drafts.md).
import { eq } from "drizzle-orm";
import type { ContentDocument, ContentSet } from "~/content/document";
import { contentPublications, type Staff } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import { audit, type Actor } from "./audit.server";
import {
  ContentCheckError,
  ContentNotFoundError,
  DraftConflictError,
  checkDocument,
  currentVersion,
  followPublication,
  versionDocument,
} from "./content.server";
import { diffDocuments } from "./diff";
import { asApiError, requirePublisher, setOperations } from "./drafts.server";
import { applyPatch, parsePointer, valueAtPointer } from "./json-patch";
import { changedValues } from "./rebase.server";
import { changeLabel, shownAt } from "./review-lines";
import { publishFiles, storeDocument, type PublishOptions, type PublishResult } from "./versions.server";

/** A value the publication changed that a later publish changed again. */
export interface RevertConflict {
  pointer: string;
  label: string;
  /** Before the publication, what it set, and what is published now (absent: no value). */
  before?: unknown;
  published?: unknown;
  now?: unknown;
  /** The three as the site shows them ("$849.00"; "(none)" where there is no value). */
  shown: { before: string; published: string; now: string };
}

export interface RevertPlan {
  /** The values set back to what they were before the publication (undefined: taken out). */
  sets: { path: string; value: unknown }[];
  /** Values it changed that are already back as they were. */
  already: string[];
  conflicts: RevertConflict[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const at = (document: unknown, pointer: string) => valueAtPointer(document, parsePointer(pointer));

/**
 * What reverting the publication that made `published` from `before` does to `current`; the conflicts named in `keep`
 * stay as they are now.
 */
export function planRevert(
  before: ContentDocument,
  published: ContentDocument,
  current: ContentDocument,
  keep: readonly string[] = [],
): RevertPlan {
  const plan: RevertPlan = { sets: [], already: [], conflicts: [] };
  for (const pointer of changedValues(before, published)) {
    const was = at(before, pointer);
    const set = at(published, pointer);
    const now = at(current, pointer);
    if (same(now, was)) plan.already.push(pointer);
    else if (same(now, set)) plan.sets.push({ path: pointer, value: was });
    else if (!keep.includes(pointer)) {
      const conflict: RevertConflict = {
        pointer,
        label: changeLabel(pointer, [current, published, before]),
        shown: { before: shownAt(pointer, was), published: shownAt(pointer, set), now: shownAt(pointer, now) },
      };
      if (was !== undefined) conflict.before = was;
      if (set !== undefined) conflict.published = set;
      if (now !== undefined) conflict.now = now;
      plan.conflicts.push(conflict);
    }
  }
  return plan;
}

export class RevertConflictError extends Error {
  constructor(readonly conflicts: RevertConflict[]) {
    super(`changed again since it was published: ${conflicts.map((conflict) => conflict.label).join(", ")}`);
    this.name = "RevertConflictError";
  }
}

/**
 * Reverts one publication as a new version on the current one (a publication of kind "revert"): checked as a draft's
 * publish is (an issue refuses it: ContentCheckError), refused with RevertConflictError while a value it would set back
 * was changed again and is not in `keep`. Every process serves it within 2 s; this one at once.
 */
export async function revertPublication(
  db: StudioDb,
  publicationId: number,
  options: PublishOptions & { keep?: readonly string[] },
): Promise<PublishResult & { reverted: { version: number; previous: number }; kept: string[] }> {
  const [publication] = await db.select().from(contentPublications).where(eq(contentPublications.id, publicationId));
  if (!publication) throw new ContentNotFoundError(`no publication ${publicationId}`);
  if (publication.previousVersionId === null)
    throw new DraftConflictError("the first version changed nothing to revert: roll back instead");
  const current = await currentVersion(db);
  if (!current) throw new ContentNotFoundError("no current version");
  const [before, published, now] = await Promise.all([
    versionDocument(db, publication.previousVersionId),
    versionDocument(db, publication.versionId),
    versionDocument(db, current.version),
  ]);
  const keep = options.keep ?? [];
  const plan = planRevert(before, published, now, keep);
  if (plan.conflicts.length) throw new RevertConflictError(plan.conflicts);
  if (plan.sets.length === 0)
    throw new DraftConflictError("nothing to revert: every value it changed is back as it was, or kept as it is now");
  const document = applyPatch(structuredClone(now), setOperations(now, plan.sets));
  const diff = diffDocuments(now as unknown as ContentSet, document as unknown as ContentSet);
  const report = checkDocument(document, { drift: diff.regions });
  if (!report.ok) throw new ContentCheckError(report);
  const files = await storeDocument(db, document, options.now);
  const result = await publishFiles(db, { files, expectCurrent: current.version }, { ...options, kind: "revert" });
  await followPublication();
  return {
    ...result,
    reverted: { version: publication.versionId, previous: publication.previousVersionId },
    kept: keep.filter((pointer) => !plan.sets.some((set) => set.path === pointer)),
  };
}

/**
 * Reverts one publication as a new version (publishers only). A value a later publish changed again refuses it (409,
 * each such value named with its three values) unless `keep` names it: it then stays as it is now.
 */
export async function revert(
  db: StudioDb,
  actor: Actor,
  member: Pick<Staff, "role">,
  publication: number,
  { note, keep = [] }: { note: string; keep?: string[] },
  now: Date,
) {
  requirePublisher(member);
  try {
    const summary = `Revert of publication ${publication}`;
    const result = await revertPublication(db, publication, {
      by: actor.email,
      summary,
      note: note.slice(0, 500),
      keep,
      now,
    });
    await audit(db, actor, "revert", now, {
      target: `version:${result.version}`,
      detail: {
        publication,
        reverted: result.reverted.version,
        previous: result.previous,
        note,
        kept: result.kept,
        facts: result.diff.facts,
      },
    });
    return { version: result.version, previous: result.previous, facts: result.diff.facts, kept: result.kept };
  } catch (error) {
    if (error instanceof RevertConflictError) {
      await audit(db, actor, "revert-refused", now, {
        target: `publication:${publication}`,
        detail: { conflicts: error.conflicts.map((conflict) => conflict.pointer) },
      });
      throw new StudioApiError(409, `Not reverted: ${error.message}.`, { conflicts: error.conflicts });
    }
    return asApiError(error);
  }
}

// The studio's work on content, over the content core (studio/content.server.ts, docs/studio.md): who
// may do what, and the audit log of every step. Editors open drafts, change them (each save is checked at once),
// preview and submit them; publishers also publish and roll back, enforced here whatever the page offers.
import { eq } from "drizzle-orm";
import { logExpected } from "~/request/log.server";
import { draftSubmissions, type Staff } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import { audit, type Actor } from "./audit.server";
import {
  ContentCheckError,
  ContentNotFoundError,
  DraftConflictError,
  checkDraft,
  createDraft,
  discardDraft,
  getDraft,
  publication,
  publishDraft,
  rollBack,
  updateDraft,
  type CheckReport,
  type JsonPatchOperation,
  type StudioIssue,
} from "./content.server";
import { JsonPatchError, applyPatch, formatPointer, parsePointer, valueAtPointer } from "./json-patch";
import { noticeWithdrawal } from "./notices.server";
import { cancelReleaseOnChange } from "./release-cancel.server";
import type { ReviewLine } from "./review-lines";
import { mayPublish } from "./staff.server";
import { ensureSeeded } from "./versions.server";
import { variantListSet, type SetValue } from "./words";

/** What a save or a check answers: the draft's new revision and what the checks found. */
export interface CheckedDraft {
  draft: number;
  revision: number;
  ok: boolean;
  issues: StudioIssue[];
  /** The fields the draft changes from the published content: "prices.ts k1ProInterstellarScout.us". */
  facts: string[];
  /** The same changes as a reviewer reads them (the first REVIEW_LINES_MAX), and how many more there are. */
  lines: ReviewLine[];
  moreLines: number;
  ms: number;
}

/** A draft's review list stops here (an import can change thousands of values; its files say the rest). */
export const REVIEW_LINES_MAX = 200;

const checked = (
  draft: number,
  revision: number,
  report: CheckReport & { diff: { facts: string[] }; lines: ReviewLine[] },
): CheckedDraft => ({
  draft,
  revision,
  ok: report.ok,
  issues: report.issues,
  facts: report.diff.facts,
  lines: report.lines.slice(0, REVIEW_LINES_MAX),
  moreLines: Math.max(0, report.lines.length - REVIEW_LINES_MAX),
  ms: Math.round(report.ms.total),
});

/** Core errors as the studio answers them: 404 for what is not there, 409 for a conflict or a failed check. */
export function asApiError(error: unknown): never {
  if (error instanceof JsonPatchError) throw new StudioApiError(400, error.message);
  if (error instanceof ContentNotFoundError) throw new StudioApiError(404, error.message);
  if (error instanceof DraftConflictError) throw new StudioApiError(409, error.message, { conflict: error.files });
  if (error instanceof ContentCheckError)
    throw new StudioApiError(409, "the draft has problems: it cannot be published", {
      ok: false,
      issues: error.report.issues,
    });
  throw error;
}

export async function openDraft(db: StudioDb, actor: Actor, title: string, now: Date) {
  await ensureSeeded(db, now);
  const draft = await createDraft(db, { by: actor.email, title: title.trim().slice(0, 120) });
  await audit(db, actor, "draft-create", now, { target: `draft:${draft.id}`, detail: { title: draft.title } });
  return draft;
}

export type { SetValue };

/**
 * The JSON Patch that sets each value on `document`: `replace` where the field is, `add` where it is not (with the
 * objects that lead to it: a German text whose section German does not have yet), `remove` for a value taken out. A
 * regional variant's text inside a list sets the variant's whole list (`variantListSet`).
 */
export function setOperations(document: unknown, sets: readonly SetValue[]): JsonPatchOperation[] {
  const operations: JsonPatchOperation[] = [];
  let view = structuredClone(document);
  for (const set of sets) {
    const { path, value } = variantListSet(view, set);
    const tokens = parsePointer(path);
    const exists = valueAtPointer(view, tokens) !== undefined;
    const next: JsonPatchOperation[] = [];
    if (value === undefined) {
      if (exists) next.push({ op: "remove", path });
    } else if (exists) {
      next.push({ op: "replace", path, value });
    } else {
      let depth = 0;
      while (depth < tokens.length - 1 && valueAtPointer(view, tokens.slice(0, depth + 1)) !== undefined) depth++;
      if (depth < tokens.length - 1) {
        // The first missing object on the way, holding the rest of the path.
        const nested = tokens.slice(depth + 1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
        next.push({ op: "add", path: formatPointer(tokens.slice(0, depth + 1)), value: nested });
      } else next.push({ op: "add", path, value });
    }
    view = applyPatch(view, next);
    operations.push(...next);
  }
  return operations;
}

/**
 * Saves changes made on `revision` (values set at JSON Pointers, or a JSON Patch), then checks what the draft would
 * publish.
 */
export async function saveDraft(
  db: StudioDb,
  actor: Actor,
  id: number,
  change: { revision: number; patch?: JsonPatchOperation[]; set?: SetValue[] },
  now: Date,
): Promise<CheckedDraft> {
  try {
    const draft = await getDraft(db, id);
    if (draft.state === "open" && draft.revision !== change.revision) throw staleSave(draft, change);
    const patch = [...(change.patch ?? []), ...(change.set?.length ? setOperations(draft.document, change.set) : [])];
    if (patch.length === 0) return await checkSaved(db, actor, id, change.revision, now);
    const submission = await submissionOf(db, id);
    const saved = await updateDraft(db, id, { by: actor.email, revision: change.revision, patch }, now);
    // A change of the revision that was submitted withdraws the submission (the Drafts screen says who changed it).
    const withdrew =
      submission?.revision === change.revision
        ? { submittedBy: submission.submittedBy, revision: submission.revision }
        : undefined;
    await audit(db, actor, "draft-change", now, {
      target: `draft:${id}`,
      detail: { revision: saved.revision, paths: patch.map((operation) => operation.path), withdrew },
    });
    // The submitter and the publishers hear that the submission they wait on is withdrawn.
    if (withdrew)
      await noticeWithdrawal(db, { id, title: draft.title }, withdrew.submittedBy, actor.email).catch(
        (error: unknown) => logExpected("studio notice not queued", error, { draft: id }),
      );
    // A change of a scheduled draft cancels its schedule: only the revision scheduled ever publishes.
    await cancelReleaseOnChange(db, actor, id, saved.revision, now);
    return await checkSaved(db, actor, id, saved.revision, now);
  } catch (error) {
    if (error instanceof DraftConflictError) {
      // Saved by someone else between our read and our write: answer what they saved, as for a stale revision.
      const draft = await getDraft(db, id).catch(() => null);
      if (draft?.state === "open" && draft.revision !== change.revision) throw staleSave(draft, change);
    }
    return asApiError(error);
  }
}

/**
 * A save made on a revision someone else saved over: 409 with what they saved at each value the save sets (the
 * screen shows theirs beside the editor's and lets them take one), the draft's revision and who saved it.
 */
function staleSave(
  draft: { revision: number; updatedBy: string; updatedAt: Date; document: unknown },
  change: { set?: SetValue[] },
): StudioApiError {
  return new StudioApiError(409, "someone else saved this draft since you opened it", {
    stale: true,
    revision: draft.revision,
    by: draft.updatedBy,
    at: draft.updatedAt.toISOString(),
    theirs: (change.set ?? []).map(({ path }) => ({ path, value: valueAtPointer(draft.document, parsePointer(path)) })),
  });
}

/** The checks of content:check on what a draft would publish (recorded: who checked, and what came out). */
export async function checkSaved(db: StudioDb, actor: Actor, id: number, revision: number | null, now: Date) {
  try {
    const report = await checkDraft(db, id);
    const current = revision ?? (await getDraft(db, id)).revision;
    await audit(db, actor, "check", now, {
      target: `draft:${id}`,
      detail: { ok: report.ok, issues: report.issues.length, ms: Math.round(report.ms.total) },
    });
    return checked(id, current, report);
  } catch (error) {
    return asApiError(error);
  }
}

/** An editor's "ready": only a draft whose checks pass can be submitted. */
export async function submitDraft(db: StudioDb, actor: Actor, id: number, note: string, now: Date) {
  const result = await checkSaved(db, actor, id, null, now);
  if (!result.ok)
    throw new StudioApiError(409, "the draft has problems: fix them before submitting it", {
      ok: false,
      issues: result.issues,
    });
  const row = {
    draftId: id,
    revision: result.revision,
    submittedBy: actor.email,
    submittedAt: now,
    note: note.slice(0, 500),
  };
  await db.insert(draftSubmissions).values(row).onConflictDoUpdate({ target: draftSubmissions.draftId, set: row });
  await audit(db, actor, "draft-submit", now, { target: `draft:${id}`, detail: { revision: result.revision, note } });
  return result;
}

export async function submissionOf(db: StudioDb, id: number) {
  const [row] = await db.select().from(draftSubmissions).where(eq(draftSubmissions.draftId, id));
  return row ?? null;
}

/** A submission that a change since withdrew: who submitted which revision, and who changed the draft after. */
export interface Withdrawal {
  submittedBy: string;
  revision: number;
  by: string;
  at: string;
}

export function withdrawnSubmission(
  submission: { submittedBy: string; revision: number } | null,
  draft: { revision: number; updatedBy: string; updatedAt: Date },
): Withdrawal | null {
  if (!submission || submission.revision === draft.revision) return null;
  return {
    submittedBy: submission.submittedBy,
    revision: submission.revision,
    by: draft.updatedBy,
    at: draft.updatedAt.toISOString(),
  };
}

async function withdrawal(db: StudioDb, id: number): Promise<Withdrawal | null> {
  const submission = await submissionOf(db, id);
  if (!submission) return null;
  try {
    return withdrawnSubmission(submission, await getDraft(db, id));
  } catch (error) {
    return asApiError(error);
  }
}

export async function dropDraft(db: StudioDb, actor: Actor, id: number, now: Date, note = "") {
  try {
    await discardDraft(db, id, { by: actor.email }, now);
  } catch (error) {
    asApiError(error);
  }
  await audit(db, actor, "draft-discard", now, { target: `draft:${id}`, detail: note ? { note } : {} });
}

export function requirePublisher(member: Pick<Staff, "role">) {
  if (!mayPublish(member.role)) throw new StudioApiError(403, "only a publisher can publish or roll back");
}

/**
 * Publishes a draft (publishers only; the core refuses a draft whose checks fail, and so do we, 409) as it was at
 * `revision`, the one the publisher's screen shows: a draft saved since is refused (409), never published unseen.
 */
export async function publish(
  db: StudioDb,
  actor: Actor,
  member: Pick<Staff, "role">,
  id: number,
  { summary, revision, note = "" }: { summary: string; revision: number; note?: string },
  now: Date,
) {
  requirePublisher(member);
  // A submitted draft is published only as it was submitted: a change since withdrew the submission.
  const withdrawn = await withdrawal(db, id);
  if (withdrawn) {
    const reason = `${withdrawn.by} changed it after ${withdrawn.submittedBy} submitted it: it must be submitted again`;
    await audit(db, actor, "publish-refused", now, { target: `draft:${id}`, detail: { reason, revision } });
    throw new StudioApiError(409, `Not published: ${reason}.`, { withdrawn });
  }
  try {
    const options = { by: actor.email, summary: summary.slice(0, 500), note: note.slice(0, 500), revision, now };
    const result = await publishDraft(db, id, options);
    const { detail, answer } = publication(id, result, { summary, note });
    await audit(db, actor, "publish", now, { target: `version:${result.version}`, detail });
    return answer;
  } catch (error) {
    if (error instanceof ContentCheckError)
      await audit(db, actor, "publish-refused", now, {
        target: `draft:${id}`,
        detail: { issues: error.report.issues.length, first: error.report.issues[0]?.message ?? null },
      });
    if (error instanceof DraftConflictError)
      await audit(db, actor, "publish-refused", now, {
        target: `draft:${id}`,
        detail: { reason: error.message, revision },
      });
    return asApiError(error);
  }
}

/** Makes an older version current again (publishers only): a publication of its own. */
export async function rollBackTo(
  db: StudioDb,
  actor: Actor,
  member: Pick<Staff, "role">,
  version: number,
  { summary, note = "" }: { summary: string; note?: string },
  now: Date,
) {
  requirePublisher(member);
  try {
    const options = { by: actor.email, summary: summary.slice(0, 500), note: note.slice(0, 500), now };
    const result = await rollBack(db, version, options);
    await audit(db, actor, "rollback", now, {
      target: `version:${version}`,
      detail: { previous: result.previous, summary, note, facts: result.diff.facts },
    });
    return { version: result.version, previous: result.previous, facts: result.diff.facts };
  } catch (error) {
    return asApiError(error);
  }
}

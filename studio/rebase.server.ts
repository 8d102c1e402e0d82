// A draft whose base another publish overtook. Its changes and the publish's are compared value by value (a list,
// such as a price's entries in time, is one value): when they touch different values the draft is moved onto the
// published version at once, its changes kept; when both changed one value, the editor chooses per value (theirs,
// the published one) on the draft's screen, which shows the base beside them (decision 334).
import type { ContentDocument } from "~/content/document";
import type { StudioDb } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import { audit, type Actor } from "./audit.server";
import { DraftConflictError, currentVersion, getDraft, updateDraft, versionDocument } from "./content.server";
import { setOperations } from "./drafts.server";
import { fieldLabel } from "./field-label";
import { applyPatch, parsePointer, valueAtPointer } from "./json-patch";
import { draftOnCurrent } from "./versions.server";

/** A value both the draft and a publish since its base changed, differently. */
export interface RebaseConflict {
  pointer: string;
  /** The value as a marketer names it ("Prices · K1 Pro Interstellar Scout · US"). */
  label: string;
  /** Absent where the value is not there (taken out). */
  mine?: unknown;
  published?: unknown;
  base?: unknown;
}

export type Choice = "mine" | "published";

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** The pointers of every value that differs from `a` to `b`: objects key by key, anything else (lists too) whole. */
export function changedValues(a: unknown, b: unknown, pointer = ""): string[] {
  if (same(a, b)) return [];
  if (isObject(a) && isObject(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) =>
      changedValues(a[key], b[key], `${pointer}/${escape(key)}`),
    );
  return [pointer];
}

const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
const at = (document: unknown, pointer: string) => valueAtPointer(document, parsePointer(pointer));

interface Plan {
  /** The version the draft is moved onto. */
  version: number;
  base: number;
  revision: number;
  mine: ContentDocument;
  published: ContentDocument;
  /** The draft's own changed values that no publish touched. */
  clean: string[];
  conflicts: RebaseConflict[];
}

/** Null when the draft can be published as it is; else what a rebase onto the current version involves. */
async function plan(db: StudioDb, id: number): Promise<Plan | null> {
  try {
    await draftOnCurrent(db, id);
    return null;
  } catch (error) {
    if (!(error instanceof DraftConflictError) || error.files.length === 0) throw error;
  }
  const draft = await getDraft(db, id);
  const current = await currentVersion(db);
  if (!current) return null;
  const [base, published] = await Promise.all([versionDocument(db, draft.base), versionDocument(db, current.version)]);
  const theirs = changedValues(base, published);
  const clean: string[] = [];
  const conflicts: RebaseConflict[] = [];
  for (const pointer of changedValues(base, draft.document)) {
    const mine = at(draft.document, pointer);
    const now = at(published, pointer);
    if (!theirs.some((other) => overlaps(other, pointer)) || same(mine, now)) clean.push(pointer);
    else {
      const conflict: RebaseConflict = { pointer, label: fieldLabel(pointer) };
      const was = at(base, pointer);
      if (mine !== undefined) conflict.mine = mine;
      if (now !== undefined) conflict.published = now;
      if (was !== undefined) conflict.base = was;
      conflicts.push(conflict);
    }
  }
  return {
    version: current.version,
    base: draft.base,
    revision: draft.revision,
    mine: draft.document,
    published,
    clean,
    conflicts,
  };
}

/** The draft moved onto the current version: its clean changes, and each conflict as chosen. */
async function apply(db: StudioDb, actor: Actor, id: number, steps: Plan, choices: Record<string, Choice>, now: Date) {
  const taken = [...steps.clean, ...steps.conflicts.filter((c) => choices[c.pointer] === "mine").map((c) => c.pointer)];
  const sets = taken.map((pointer) => ({ path: pointer, value: at(steps.mine, pointer) }));
  const document = applyPatch(structuredClone(steps.published), setOperations(steps.published, sets));
  const saved = await updateDraft(
    db,
    id,
    { by: actor.email, revision: steps.revision, document, base: steps.version },
    now,
  );
  await audit(db, actor, "draft-change", now, {
    target: `draft:${id}`,
    detail: {
      revision: saved.revision,
      rebased: { from: steps.base, onto: steps.version },
      kept: taken,
      took: steps.conflicts.filter((c) => choices[c.pointer] === "published").map((c) => c.pointer),
    },
  });
  return saved;
}

/**
 * What a screen shows of a draft a publish overtook: nothing (null) when it can be published as it is or was just
 * moved onto the published version (its changes touched other values), else the values both changed.
 */
export async function openOvertaken(
  db: StudioDb,
  actor: Actor,
  id: number,
  now: Date,
): Promise<{ rebased: number | null; conflicts: RebaseConflict[] | null }> {
  const steps = await plan(db, id);
  if (!steps) return { rebased: null, conflicts: null };
  if (steps.conflicts.length) return { rebased: null, conflicts: steps.conflicts };
  try {
    await apply(db, actor, id, steps, {}, now);
  } catch (error) {
    // Saved by someone else meanwhile: the next load looks again.
    if (!(error instanceof DraftConflictError)) throw error;
  }
  return { rebased: steps.version, conflicts: null };
}

/** The editor's choice per value both changed: the draft moved onto the published version with them. */
export async function resolveOvertaken(
  db: StudioDb,
  actor: Actor,
  id: number,
  choices: Record<string, Choice>,
  now: Date,
) {
  const steps = await plan(db, id);
  if (!steps) throw new StudioApiError(409, "this draft is already up to date with the published content");
  const missing = steps.conflicts.filter((conflict) => !choices[conflict.pointer]);
  if (missing.length)
    throw new StudioApiError(409, `choose a value for ${missing.map((conflict) => conflict.label).join(", ")}`, {
      conflicts: steps.conflicts,
    });
  try {
    return await apply(db, actor, id, steps, choices, now);
  } catch (error) {
    if (error instanceof DraftConflictError) throw new StudioApiError(409, "someone else saved this draft: look again");
    throw error;
  }
}

// Scheduled releases (docs/studio.md, "Scheduled releases"): a publisher schedules a draft to publish at an instant.
// The schedule pins the draft's revision, as Publish does: a change to the draft after it cancels the schedule, so
// what goes live is what the publisher scheduled, or nothing. Every server process runs a timer
// (startReleaseTimer); each tick claims the due schedules with FOR UPDATE SKIP LOCKED and publishes each in the same
// transaction that marks it published, so however many processes tick, and whatever restarts between, a schedule
// publishes once: a process that dies half-way leaves it scheduled, and the next tick anywhere publishes it. At the
// instant a draft that cannot be published (its checks fail, a publish since changed the same file) is not: the
// failure is recorded (the schedule's row, an audit row, the Drafts screen) and not tried again.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { ContentSet } from "~/content/document";
import { databaseOutage, isDatabaseUnavailable } from "../database/outage.server";
import { contentDrafts, scheduledReleases, staff, type ScheduledRelease, type Staff } from "../database/studio-schema";
import { StudioUnavailableError, type StudioDb, type StudioDatabase } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import { audit, type Actor } from "./audit.server";
import { checkDocument } from "./checks.server";
import { diffDocuments } from "./diff";
import { checkSaved, requirePublisher, submissionOf, withdrawnSubmission } from "./drafts.server";
import { changedOutcome } from "./release-cancel.server";
import { mayPublish } from "./staff.server";
import {
  ContentNotFoundError,
  DraftConflictError,
  documentOf,
  draftOnCurrent,
  getDraft,
  publishFiles,
  versionDocument,
  type Db,
} from "./versions.server";

/** How often each process looks for due schedules: a schedule publishes within this of its instant. */
export const RELEASE_TICK_MS = 1_000;
/** The furthest ahead a draft may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 2 * 366 * 24 * 3_600_000;

export type ReleaseState = ScheduledRelease["state"];

/** A draft's schedule as the studio shows it. */
export interface ReleaseView {
  id: number;
  /** ISO instant it publishes at. */
  at: string;
  revision: number;
  summary: string;
  by: string;
  scheduledAt: string;
  /** "cancelled" too when the draft changed after it was scheduled and no tick has recorded it yet. */
  state: ReleaseState;
  /** Why it ended (who unscheduled it, who changed the draft, why the publish was refused). */
  outcome: string;
  endedAt: string | null;
  endedBy: string | null;
  version: number | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A schedule as it stands for a draft: a schedule whose draft moved since (saved, rebased) is cancelled whatever its
 * row says (the row catches up at the next save or tick), since it will never publish.
 */
export function releaseView(
  row: ScheduledRelease,
  draft: { revision: number; updatedBy: string; updatedAt: Date },
): ReleaseView {
  const moved = row.state === "scheduled" && draft.revision !== row.revision;
  return {
    id: row.id,
    at: row.at.toISOString(),
    revision: row.revision,
    summary: row.summary,
    by: row.scheduledBy,
    scheduledAt: row.scheduledAt.toISOString(),
    state: moved ? "cancelled" : row.state,
    outcome: moved ? changedOutcome(draft.updatedBy) : row.outcome,
    endedAt: moved ? draft.updatedAt.toISOString() : iso(row.endedAt),
    endedBy: moved ? draft.updatedBy : row.endedBy,
    version: row.versionId,
  };
}

/** The latest schedule of each of these drafts (whatever its state), by draft. */
export async function latestReleases(db: StudioDb, drafts: readonly number[]): Promise<Map<number, ScheduledRelease>> {
  const latest = new Map<number, ScheduledRelease>();
  if (drafts.length === 0) return latest;
  const rows = await db
    .select()
    .from(scheduledReleases)
    .where(inArray(scheduledReleases.draftId, [...drafts]))
    .orderBy(asc(scheduledReleases.id));
  for (const row of rows) latest.set(row.draftId, row);
  return latest;
}

/** The schedules still to publish (their drafts open and unchanged since), soonest first: the Calendar's and the report's. */
export async function upcomingReleases(db: StudioDb): Promise<(ReleaseView & { draft: number; title: string })[]> {
  const rows = await db
    .select({ release: scheduledReleases, draft: contentDrafts })
    .from(scheduledReleases)
    .innerJoin(contentDrafts, eq(contentDrafts.id, scheduledReleases.draftId))
    .where(and(eq(scheduledReleases.state, "scheduled"), eq(contentDrafts.state, "open")))
    .orderBy(asc(scheduledReleases.at), asc(scheduledReleases.id));
  return rows
    .map(({ release, draft }) => ({
      ...releaseView(release, draft),
      draft: draft.id,
      title: draft.title || `Draft ${draft.id}`,
    }))
    .filter((release) => release.state === "scheduled");
}

/**
 * Schedules a draft to publish at `at` as it is at `revision` (the one the publisher's screen shows). Publishers only;
 * refused (409) for a draft saved since, a submission a change withdrew, or checks that fail now. A draft already
 * scheduled is moved to the new instant.
 */
export async function scheduleRelease(
  db: StudioDb,
  actor: Actor,
  member: Pick<Staff, "role">,
  id: number,
  { at, revision, summary }: { at: Date; revision: number; summary: string },
  now: Date,
): Promise<ReleaseView> {
  requirePublisher(member);
  if (!(at.getTime() > now.getTime())) throw new StudioApiError(400, "choose an instant after now");
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS)
    throw new StudioApiError(400, "choose an instant within two years");
  const draft = await getDraft(db, id).catch((error: unknown) => {
    throw error instanceof ContentNotFoundError ? new StudioApiError(404, error.message) : error;
  });
  if (draft.state !== "open") throw new StudioApiError(409, `draft ${id} is ${draft.state}`);
  if (draft.revision !== revision)
    throw new StudioApiError(409, "this draft was changed since you opened it: look at it again before scheduling it");
  const withdrawn = withdrawnSubmission(await submissionOf(db, id), draft);
  if (withdrawn)
    throw new StudioApiError(
      409,
      `Not scheduled: ${withdrawn.by} changed it after ${withdrawn.submittedBy} submitted it: it must be submitted again.`,
      { withdrawn },
    );
  const report = await checkSaved(db, actor, id, revision, now);
  if (!report.ok)
    throw new StudioApiError(409, "the draft has problems: it cannot be scheduled", {
      ok: false,
      issues: report.issues,
    });
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(contentDrafts).where(eq(contentDrafts.id, id)).for("update");
    if (!locked || locked.state !== "open" || locked.revision !== revision)
      throw new StudioApiError(
        409,
        "this draft was changed since you opened it: look at it again before scheduling it",
      );
    const moved = await tx
      .update(scheduledReleases)
      .set({ state: "unscheduled", endedAt: now, endedBy: actor.email, outcome: `moved to ${at.toISOString()}` })
      .where(and(eq(scheduledReleases.draftId, id), eq(scheduledReleases.state, "scheduled")))
      .returning({ id: scheduledReleases.id, at: scheduledReleases.at });
    const [inserted] = await tx
      .insert(scheduledReleases)
      .values({
        draftId: id,
        revision,
        at,
        summary: summary.slice(0, 500),
        scheduledBy: actor.email,
        scheduledById: actor.id,
        scheduledAt: now,
      })
      .returning();
    await audit(tx, actor, "schedule", now, {
      target: `draft:${id}`,
      detail: {
        at: at.toISOString(),
        revision,
        summary: inserted!.summary,
        ...(moved[0] ? { replaces: moved[0].at.toISOString() } : {}),
      },
    });
    return inserted!;
  });
  return releaseView(row, draft);
}

/** Takes a draft's schedule back before its instant (publishers only); 409 when it has none (or it just published). */
export async function unscheduleRelease(
  db: StudioDb,
  actor: Actor,
  member: Pick<Staff, "role">,
  id: number,
  now: Date,
): Promise<{ unscheduled: string }> {
  requirePublisher(member);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(scheduledReleases)
      .set({ state: "unscheduled", endedAt: now, endedBy: actor.email, outcome: `unscheduled by ${actor.email}` })
      .where(and(eq(scheduledReleases.draftId, id), eq(scheduledReleases.state, "scheduled")))
      .returning();
    if (!row) throw new StudioApiError(409, `draft ${id} is not scheduled (it may have been published or cancelled)`);
    await audit(tx, actor, "unschedule", now, { target: `draft:${id}`, detail: { at: row.at.toISOString() } });
    return { unscheduled: row.at.toISOString() };
  });
}

/** What a tick did with one due schedule. */
export type ReleaseOutcome =
  | { release: number; draft: number; state: "published"; version: number }
  | { release: number; draft: number; state: "failed" | "cancelled"; outcome: string };

/** PostgreSQL errors worth another tick (connection, serialization, resources, shutdown): nothing is recorded for them. */
function passing(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^(08|40|53|57)/.test(code)) return true;
    if (typeof code === "string" && /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT)$/.test(code)) return true;
  }
  return false;
}

/**
 * Publishes the schedules due at `now`, each in one transaction with its claim (FOR UPDATE SKIP LOCKED: a schedule
 * another process holds is skipped, and gone when its transaction commits). Resolves with what was done; `follow` is
 * called after a publish commits (this process serves it at once; the others follow the publication).
 */
export async function publishDueReleases(
  db: StudioDb,
  now: Date,
  { follow, limit = 10 }: { follow?: () => Promise<unknown>; limit?: number } = {},
): Promise<ReleaseOutcome[]> {
  const outcomes: ReleaseOutcome[] = [];
  for (let index = 0; index < limit; index++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(scheduledReleases)
        .where(and(eq(scheduledReleases.state, "scheduled"), lte(scheduledReleases.at, now)))
        .orderBy(asc(scheduledReleases.at), asc(scheduledReleases.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      return settle(tx, row, now);
    });
    if (!outcome) break;
    outcomes.push(outcome);
    if (outcome.state === "published") await follow?.();
  }
  return outcomes;
}

type Tx = Parameters<Parameters<StudioDb["transaction"]>[0]>[0];

/** One claimed schedule: published, or why not (recorded). Runs in the claim's transaction. */
async function settle(tx: Tx, row: ScheduledRelease, now: Date): Promise<ReleaseOutcome> {
  const [member] = row.scheduledById ? await tx.select().from(staff).where(eq(staff.id, row.scheduledById)) : [];
  const actor: Actor = { id: member?.id ?? null, email: row.scheduledBy, clientNetwork: "" };
  const end = async (state: "failed" | "cancelled", outcome: string): Promise<ReleaseOutcome> => {
    await tx
      .update(scheduledReleases)
      .set({ state, outcome, endedAt: now, endedBy: "schedule" })
      .where(eq(scheduledReleases.id, row.id));
    await audit(tx, actor, state === "failed" ? "scheduled-publish-failed" : "schedule-cancelled", now, {
      target: `draft:${row.draftId}`,
      detail: { at: row.at.toISOString(), revision: row.revision, reason: outcome },
    });
    return { release: row.id, draft: row.draftId, state, outcome };
  };
  const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.id, row.draftId));
  if (!draft || draft.state !== "open")
    return end("cancelled", draft?.state === "published" ? "it was published before its instant" : "it was discarded");
  if (draft.revision !== row.revision) return end("cancelled", changedOutcome(draft.updatedBy));
  if (!member || !mayPublish(member.role))
    return end("failed", `${row.scheduledBy} may no longer publish: a publisher must schedule it again`);
  try {
    // A savepoint: a refused publish leaves the claim's transaction able to record why.
    const published = await tx.transaction(async (savepoint) => {
      const db = savepoint as unknown as StudioDb;
      const { current, files } = await draftOnCurrent(db as Db, row.draftId);
      const [before, after] = await Promise.all([versionDocument(db, current.version), documentOf(db, files)]);
      const diff = diffDocuments(before as unknown as ContentSet, after as unknown as ContentSet);
      const report = checkDocument(after, { drift: diff.regions });
      if (!report.ok) return { issues: report.issues, result: null };
      const result = await publishFiles(
        db,
        { draft: row.draftId, files, expectCurrent: current.version },
        { by: row.scheduledBy, summary: row.summary, revision: row.revision, now },
      );
      return { issues: [], result };
    });
    if (!published.result) {
      const first = published.issues[0]?.message ?? "";
      return end("failed", `its checks failed at the instant (${published.issues.length}): ${first}`);
    }
    const { result } = published;
    await tx
      .update(scheduledReleases)
      .set({ state: "published", endedAt: now, endedBy: "schedule", versionId: result.version, outcome: "" })
      .where(eq(scheduledReleases.id, row.id));
    await audit(tx, actor, "scheduled-publish", now, {
      target: `version:${result.version}`,
      detail: {
        draft: row.draftId,
        at: row.at.toISOString(),
        revision: row.revision,
        previous: result.previous,
        summary: row.summary,
        facts: result.diff.facts,
        regions: result.diff.regions,
      },
    });
    return { release: row.id, draft: row.draftId, state: "published", version: result.version };
  } catch (error) {
    if (passing(error)) throw error;
    if (error instanceof DraftConflictError || error instanceof ContentNotFoundError)
      return end("failed", error.message);
    return end("failed", `it could not be published: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface ReleaseTimerLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The timer of one server process: every `intervalMs`, the schedules due then are published (publishDueReleases). A
 * tick waits for the one before; a database not open yet (or unreachable) is tried again at the next tick.
 */
export function startReleaseTimer({
  store,
  follow,
  log,
  intervalMs = RELEASE_TICK_MS,
  clock = () => new Date(),
}: {
  store: Pick<StudioDatabase, "get">;
  follow?: () => Promise<unknown>;
  log?: ReleaseTimerLog;
  intervalMs?: number;
  clock?: () => Date;
}): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let lastError = "";
  const tick = async () => {
    try {
      const db = await store.get();
      for (const outcome of await publishDueReleases(db, clock(), { follow })) {
        if (outcome.state === "published") log?.info(outcome, "scheduled release published");
        else log?.error(outcome, `scheduled release ${outcome.state}`);
      }
      lastError = "";
    } catch (error) {
      // A database away is the process's outage: the server's own checks log it once when it starts and once when it
      // ends (database/outage.server.ts), so the tick writes nothing of its own and tries again on the next one.
      if (error instanceof StudioUnavailableError || isDatabaseUnavailable(error) || databaseOutage.isDown()) {
        lastError = "";
        return;
      }
      // Anything else: once per distinct failure.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) log?.error({ error: message }, "scheduled releases: tick failed");
      lastError = message;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = tick().finally(schedule);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

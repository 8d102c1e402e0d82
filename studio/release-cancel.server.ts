// A change of a scheduled draft cancels its schedule (studio/releases.server.ts): what a schedule publishes is the
// revision the publisher scheduled, so a save after it ends the schedule, saying who changed the draft. Apart from the
// releases module so the draft saves (studio/drafts.server.ts) can call it without an import cycle.
import { and, eq, ne } from "drizzle-orm";
import { scheduledReleases } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { audit, type Actor } from "./audit.server";

export const changedOutcome = (by: string) => `${by} changed the draft after it was scheduled: schedule it again`;

/**
 * After a change of a draft (its revision now `revision`): a schedule of an earlier revision is cancelled, with who
 * changed it, and an audit row. Returns the cancelled schedule's instant, or null.
 */
export async function cancelReleaseOnChange(
  db: StudioDb,
  actor: Actor,
  id: number,
  revision: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(scheduledReleases)
    .set({ state: "cancelled", endedAt: now, endedBy: actor.email, outcome: changedOutcome(actor.email) })
    .where(
      and(
        eq(scheduledReleases.draftId, id),
        eq(scheduledReleases.state, "scheduled"),
        ne(scheduledReleases.revision, revision),
      ),
    )
    .returning();
  if (!row) return null;
  await audit(db, actor, "schedule-cancelled", now, {
    target: `draft:${id}`,
    detail: { at: row.at.toISOString(), revision: row.revision, changedTo: revision },
  });
  return row.at.toISOString();
}

// The studio's audit log: one row per action, who, when, what. Written by the action's own code, in its
// transaction where it has one, so an action that failed leaves no row saying it happened.
import { desc } from "drizzle-orm";
import { auditLog, type AuditAction, type AuditEntry } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";

export interface Actor {
  id: string | null;
  email: string;
  /** The client's address truncated to its network (rules/mail-policy.ts). */
  clientNetwork: string;
}

type Writer = Pick<StudioDb, "insert">;

export async function audit(
  db: Writer,
  actor: Actor,
  action: AuditAction,
  now: Date,
  what: { target?: string | null; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    staffId: actor.id,
    staffEmail: actor.email,
    action,
    target: what.target ?? null,
    detail: what.detail ?? {},
    clientNetwork: actor.clientNetwork,
  });
}

/** The latest entries, newest first. */
export async function recentAudit(db: StudioDb, limit = 100): Promise<AuditEntry[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}

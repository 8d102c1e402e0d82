// The studio's audit log: one row per action, who, when, what. Written by the action's own code, in its
// transaction where it has one, so an action that failed leaves no row saying it happened. The rows form a hash
// chain (database/audit-chain.server.ts): `npm run audit:verify` checks it, `npm run audit:export` writes it out.
import { desc, sql } from "drizzle-orm";
import { appendAudit } from "../database/audit-chain.server";
import { auditLog, type AuditAction, type AuditEntry } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";

export interface Actor {
  id: string | null;
  email: string;
  /** The client's address truncated to its network (rules/mail-policy.ts). */
  clientNetwork: string;
}

/** The name an action by whoever holds the admin token or the database's credentials is credited with. */
export const OPERATOR = "operator";

/** A staff account, or the operator: `token` says how they were let in (the admin token's id, or database access). */
export type OperatorActor = Actor & { token: string };

/**
 * The operator of a tool that opened the studio's database itself (PostgreSQL's credentials, or the embedded data
 * directory it locked): credited as "operator", with the tool and the database user it connected as. No name the
 * caller gives (an option, the OS user) is proof of anything, so none is recorded (docs/decisions/349-audit-hash-chain.md).
 */
export async function databaseOperator(db: StudioDb, tool: string): Promise<OperatorActor> {
  const result = (await db.execute(sql`SELECT current_user AS name`)) as unknown as { rows: { name: string }[] };
  return {
    id: null,
    email: OPERATOR,
    clientNetwork: "",
    token: `database access (${tool}, database user ${result.rows[0]?.name ?? "unknown"})`,
  };
}

/** Someone not signed in (a sign-in that failed): whatever name they typed goes in the detail, never as the actor. */
export const ANONYMOUS = "anonymous";

type Writer = Pick<StudioDb, "insert" | "transaction">;

export async function audit(
  db: Writer,
  actor: Actor,
  action: AuditAction,
  now: Date,
  what: { target?: string | null; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await appendAudit(db as unknown as StudioDb, {
    at: now,
    staffId: actor.id,
    staffEmail: actor.email,
    action,
    target: what.target ?? null,
    detail: "token" in actor ? { operator: actor.token, ...what.detail } : (what.detail ?? {}),
    clientNetwork: actor.clientNetwork,
  });
}

/** The latest entries, newest first. */
export async function recentAudit(db: StudioDb, limit = 100): Promise<AuditEntry[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}

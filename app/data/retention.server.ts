// Retention, enforced: what the privacy policy promises to delete, deleted. One pass per scope, run by the
// retention job (startRetentionJob in app/mail/mailer.server.ts) inside a transaction that holds a PostgreSQL advisory
// lock, so one process at a time does it however many run. Periods come from content/retention.ts, the facts the policy
// text names.
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { RETENTION, SUPPORT_FORM_RETENTION, type SupportFormRetention } from "~/content/retention";
import { REGION_CODES } from "~/rules/regions";
import type { Database } from "../../database/client.server";
import {
  emailTokens,
  mailRequests,
  outbox,
  productRegistrations,
  retiredReftokens,
  rmaRequests,
  sessions,
  subscriptions,
  users,
  wholesaleApplications,
} from "../../database/schema";

export type PurgeCounts = Record<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendar years back from `now` (a 29 February lands on 1 March). */
const yearsBefore = (now: Date, years: number) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
};

const SUPPORT_FORM_TABLES = [
  ["rma_requests", rmaRequests, "rmaYears"],
  ["product_registrations", productRegistrations, "registrationYears"],
  ["wholesale_applications", wholesaleApplications, "wholesaleYears"],
] as const satisfies readonly (readonly [string, unknown, keyof SupportFormRetention])[];

/** The advisory lock of a scope's retention: one class number, and the scope's schema (several may share a database). */
const RETENTION_LOCK = 27;

/**
 * Deletes what has outlived its period at `now`. Returns the rows removed per table, or null when another process holds
 * the scope's retention lock (it is doing the same work).
 */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeCounts | null> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}, hashtext(current_schema())) AS locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    const [lock] = result.rows;
    if (!lock?.locked) return null;
    const counts: PurgeCounts = {};
    const unconfirmedBefore = new Date(now.getTime() - RETENTION.unconfirmedDays * DAY_MS);

    counts.sessions = (
      await tx.delete(sessions).where(lt(sessions.reftokenExpiresAt, now)).returning({ id: sessions.id })
    ).length;
    // Retired refresh tokens go with their session (cascade); any left from before that rule are removed with it too.
    counts.retired_reftokens = (
      await tx
        .delete(retiredReftokens)
        .where(sql`NOT EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.id} = ${retiredReftokens.sessionId})`)
        .returning({ id: retiredReftokens.tokenHash })
    ).length;
    counts.email_tokens = (
      await tx.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).returning({ id: emailTokens.tokenHash })
    ).length;
    counts.subscriptions = (
      await tx
        .delete(subscriptions)
        .where(and(eq(subscriptions.status, "pending"), lt(subscriptions.createdAt, unconfirmedBefore)))
        .returning({ id: subscriptions.id })
    ).length;
    counts.users = (
      await tx
        .delete(users)
        .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, unconfirmedBefore)))
        .returning({ id: users.id })
    ).length;
    // Mail requests are handled within seconds; one a day old found no worker (MAIL_WORKER=off everywhere): dropped.
    counts.mail_requests = (
      await tx
        .delete(mailRequests)
        .where(lt(mailRequests.createdAt, new Date(now.getTime() - DAY_MS)))
        .returning({ id: mailRequests.id })
    ).length;
    counts.outbox = (
      await tx
        .delete(outbox)
        .where(
          and(
            inArray(outbox.status, ["sent", "failed", "suppressed"]),
            lt(outbox.createdAt, new Date(now.getTime() - RETENTION.outboxDays * DAY_MS)),
          ),
        )
        .returning({ id: outbox.id })
    ).length;

    // Support forms: each region's rows after the years its privacy policy names.
    for (const [name, table, years] of SUPPORT_FORM_TABLES) {
      counts[name] = 0;
      for (const region of REGION_CODES) {
        const cutoff = yearsBefore(now, SUPPORT_FORM_RETENTION[region][years]);
        const removed = await tx
          .delete(table)
          .where(and(eq(table.region, region), lt(table.createdAt, cutoff)))
          .returning({ id: table.id });
        counts[name] += removed.length;
      }
    }
    return counts;
  });
}

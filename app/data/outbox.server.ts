// The outbox: mail is written here in the same transaction as the change that causes it, and sent by the
// mail worker (app/mail/worker.server.ts). Claiming uses FOR UPDATE SKIP LOCKED, so several server processes on one
// PostgreSQL database never take the same row; a claim is a lease, so a process that dies mid-send gives its rows back.
// So mail is not lost when SMTP is down or a process dies, nor sent twice by two workers, nor kept longer than needed:
// delivery is at least once, every attempt with the same Message-ID so a receiver can drop a repeat; failures retry
// with back-off up to MAIL_RETRY_MAX_SECONDS (15 min) and are given up after MAX_ATTEMPTS (rules/mail-policy.ts).
// Bodies are rendered when queued; once sent, given up or suppressed, address and bodies are nulled, and only the
// address's SHA-256 stays, for the limits, until retention removes the row (content/retention.ts `outboxDays`).
import { createHash } from "node:crypto";
import { and, count, eq, gt, inArray, lt, min, or, sql, type SQL } from "drizzle-orm";
import type { ContentDocument } from "~/content/document";
import { composeMail, type MailRequest } from "~/mail/compose.server";
import { logExpected } from "~/request/log.server";
import { LIMITED_KINDS, MAIL_LIMITS, MAX_ATTEMPTS, isLimitedKind, retryDelaySeconds } from "~/rules/mail-policy";
import type { Database } from "../../database/client.server";
import { outbox, type OutboxRow } from "../../database/schema";

/** A transaction or the database: mail is queued inside the caller's transaction. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

/** The key of an address in the outbox's limits and the suppression list: SHA-256 of the normalised address. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export interface QueueOptions {
  /** The content whose words the mail is written in (the published content, or the request's). */
  content: ContentDocument;
  /** Absolute origin of the links. */
  origin: string;
  /** The client address that caused the mail, for the per-client limit (omit for operator mail). */
  client?: string;
  /** The client's hash when only that is known (a mail request handled after the call that made it). */
  clientHash?: string | null;
  /** Overrides MAIL_LIMITS.perClientPerHour (MAIL_PER_CLIENT_PER_HOUR; the browser tests all come from one address). */
  perClientPerHour?: number;
}

/** The key of a client address in the outbox's per-client limit. */
export function clientHashOf(client: string | undefined): string | null {
  return client ? createHash("sha256").update(client).digest("hex") : null;
}

const clientHashIn = (options: QueueOptions) => options.clientHash ?? clientHashOf(options.client);

/**
 * Whether a mail of `kind` to `to` may be queued now: mail a visitor can cause (confirmations, resets, hints) is limited
 * per recipient and per client address. Asked before a link is stored, so that no link exists for a mail not sent.
 */
export async function mailAllowed(
  tx: Tx,
  kind: MailRequest["kind"],
  to: string,
  now: Date,
  options: QueueOptions,
): Promise<boolean> {
  if (!isLimitedKind(kind)) return true;
  const clientHash = clientHashIn(options);
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = (key: SQL) =>
    tx
      .select({ n: count() })
      .from(outbox)
      .where(and(key, inArray(outbox.kind, [...LIMITED_KINDS]), gt(outbox.createdAt, since)))
      .then(([row]) => row?.n ?? 0);
  if ((await recent(eq(outbox.recipientHash, emailHash(to)))) >= MAIL_LIMITS.perRecipientPerHour) {
    logExpected("mail not queued", new Error("per-recipient limit"), { kind });
    return false;
  }
  const perClient = options.perClientPerHour ?? MAIL_LIMITS.perClientPerHour;
  if (clientHash && (await recent(eq(outbox.clientHash, clientHash))) >= perClient) {
    logExpected("mail not queued", new Error("per-client limit"), { kind });
    return false;
  }
  return true;
}

/** Writes a composed mail into the outbox, inside the caller's transaction (limits already asked: mailAllowed). */
export async function insertMail(tx: Tx, request: MailRequest, now: Date, options: QueueOptions): Promise<void> {
  const mail = composeMail(options.content, request, options.origin);
  await tx.insert(outbox).values({
    kind: mail.kind,
    recipient: mail.to,
    recipientHash: emailHash(request.to),
    clientHash: clientHashIn(options),
    region: mail.region,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers,
    status: "pending",
    createdAt: now,
  });
}

/**
 * Queues a mail inside the caller's transaction, within the limits (mailAllowed); over a limit nothing is queued and
 * false is returned (the caller answers as if it were sent, so the limit reveals nothing about the address).
 */
export async function queueMail(tx: Tx, request: MailRequest, now: Date, options: QueueOptions): Promise<boolean> {
  if (!(await mailAllowed(tx, request.kind, request.to, now, options))) return false;
  await insertMail(tx, request, now, options);
  return true;
}

/** Claims up to `limit` due messages for `leaseSeconds` (pending and due, or "sending" with an expired lease). */
export async function claimDueMail(db: Database, now: Date, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, "pending"), or(sql`${outbox.nextAttemptAt} IS NULL`, lt(outbox.nextAttemptAt, now))),
        and(eq(outbox.status, "sending"), lt(outbox.leaseUntil, now)),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: "sending",
      leaseUntil: new Date(now.getTime() + leaseSeconds * 1000),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * The operator's "retry now" (POST /__admin/mail/retry): every pending mail, queued or waiting out its back-off after
 * a failed attempt, becomes due at once, as a mail just queued is. Mail being sent keeps its lease (it goes once), and
 * mail sent, suppressed or given up stays as it is. Returns how many are due.
 */
export async function makePendingMailDue(db: Database): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: null })
    .where(eq(outbox.status, "pending"))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Sent: the address and the bodies are erased (the link tokens in them included); the hash stays for the limits. */
export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, recipient: null, textBody: null, htmlBody: null, leaseUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

/** Not sent because the address is on the suppression list (newsletter mail only). */
export async function markSuppressed(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "suppressed", recipient: null, textBody: null, htmlBody: null, leaseUntil: null })
    .where(eq(outbox.id, id));
}

/**
 * A failed attempt: tried again after the back-off, or given up after MAX_ATTEMPTS (the bodies are erased then; `final`).
 */
export async function markFailed(
  db: Database,
  row: Pick<OutboxRow, "id" | "attempts">,
  error: string,
  now: Date,
  retryMaxSeconds: number,
): Promise<{ final: boolean }> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await db
      .update(outbox)
      .set({ status: "failed", recipient: null, textBody: null, htmlBody: null, leaseUntil: null, lastError: error })
      .where(eq(outbox.id, row.id));
    return { final: true };
  }
  const delay = retryDelaySeconds(row.attempts, retryMaxSeconds, Math.random());
  await db
    .update(outbox)
    .set({
      status: "pending",
      nextAttemptAt: new Date(now.getTime() + delay * 1000),
      leaseUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(outbox.id, row.id));
  return { final: false };
}

/** Mail not sent yet (pending or being sent), and when the oldest of it was queued: the metrics' outbox figures. */
export async function outboxWaiting(db: Database): Promise<{ depth: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(inArray(outbox.status, ["pending", "sending"]));
  return { depth: row?.n ?? 0, oldest: row?.oldest ?? null };
}

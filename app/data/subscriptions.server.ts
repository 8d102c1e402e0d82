// Newsletter subscriptions with double opt-in: one row per address in a scope, "pending" with its consent
// evidence until the address follows the emailed link, then "confirmed". Only confirmed rows that are not on the
// suppression list are exported or mailed. Every answer to the visitor is the same, subscribed or not.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LINK_LIFETIMES } from "~/content/retention";
import { consumeEmailToken, findEmailToken, issueEmailToken } from "~/data/email-tokens.server";
import { requestMail } from "~/data/mail-requests.server";
import { emailHash, insertMail, mailAllowed, queueMail, type QueueOptions, type Tx } from "~/data/outbox.server";
import { toCsv } from "~/rules/csv";
import { REGIONS, type RegionCode } from "~/rules/regions";
import type { Database } from "../../database/client.server";
import {
  emailTokens,
  outbox,
  subscriptions,
  suppressions,
  type MailRequestRow,
  type Subscription,
} from "../../database/schema";

const DAY = 24 * 60 * 60;

export interface SubscribeRequest {
  email: string;
  region: RegionCode;
  /** The page of the box, as the server's routing names it ("/de/black-friday"). */
  source: string;
  /** Version of the consent line shown at the box. */
  consentVersion: string;
  /** The client's network (truncated address). */
  clientNetwork: string;
}

/** Every newsletter mail carries its own unsubscribe link (a year long, stored hashed like every link). */
const issueUnsubscribeToken = (tx: Tx, email: string, now: Date) =>
  issueEmailToken(tx, { purpose: "unsubscribe", email, ttlSeconds: LINK_LIFETIMES.unsubscribeDays * DAY }, now);

/** SQL: the row's address is on the suppression list. */
const suppressed = sql`EXISTS (SELECT 1 FROM ${suppressions} WHERE ${suppressions.emailHash} = encode(sha256(convert_to(${subscriptions.email}, 'UTF8')), 'hex'))`;

/**
 * A newsletter sign-up: stored as a mail request and answered (decision 040); the mail worker then does the rest
 * (handleNewsletterRequest), so the call takes the same time whether or not the address is subscribed.
 */
export async function subscribe(db: Database, request: SubscribeRequest, now: Date, mail: QueueOptions): Promise<void> {
  const detail = {
    source: request.source,
    consentVersion: request.consentVersion,
    clientNetwork: request.clientNetwork,
  };
  await requestMail(db, { kind: "newsletter", email: request.email, region: request.region, detail }, now, mail);
}

/**
 * Stores (or refreshes) a pending sign-up with its evidence and queues the confirmation mail in the same transaction,
 * within the mail limits (nothing is stored, link or evidence, for a mail that is not sent). A confirmed address is left
 * as it is and mailed nothing. Run by the mail worker with the request's deletion.
 */
export async function handleNewsletterRequest(tx: Tx, request: MailRequestRow, now: Date, mail: QueueOptions) {
  const email = request.email;
  const region = request.region as RegionCode;
  const [existing] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.email, email))
    .limit(1);
  if (existing?.status === "confirmed") return;
  if (!(await mailAllowed(tx, "newsletter_confirm", email, now, mail))) return;
  const evidence = {
    region,
    source: request.detail.source ?? "",
    consentVersion: request.detail.consentVersion ?? "",
    clientNetwork: request.detail.clientNetwork ?? "",
    createdAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ email, status: "pending", ...evidence })
    .onConflictDoUpdate({ target: subscriptions.email, set: evidence, where: eq(subscriptions.status, "pending") });
  const token = await issueEmailToken(
    tx,
    { purpose: "newsletter_confirm", email, ttlSeconds: LINK_LIFETIMES.confirmDays * DAY },
    now,
  );
  const unsubscribeToken = await issueUnsubscribeToken(tx, email, now);
  await insertMail(tx, { kind: "newsletter_confirm", to: email, region, token, unsubscribeToken }, now, mail);
}

/**
 * Follows a confirmation link: the pending row becomes confirmed (an explicit new consent lifts a suppression). Where the
 * market asks for it (kr, 정보통신망법 §50(7)), the notice of the result is queued with it: sender, date, "수신 동의".
 */
export async function confirmSubscription(
  db: Database,
  token: string | null,
  now: Date,
  mail: QueueOptions,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, "newsletter_confirm", token, now);
    if (!used) return false;
    const [confirmed] = await tx
      .update(subscriptions)
      .set({ status: "confirmed", confirmedAt: now })
      .where(and(eq(subscriptions.email, used.email), eq(subscriptions.status, "pending")))
      .returning({ email: subscriptions.email, region: subscriptions.region });
    if (!confirmed) return false;
    await tx.delete(suppressions).where(eq(suppressions.emailHash, emailHash(used.email)));
    const region = confirmed.region as RegionCode;
    if (REGIONS[region].newsletterConsentNotice) {
      const unsubscribeToken = await issueUnsubscribeToken(tx, confirmed.email, now);
      const notice = { kind: "newsletter_consent_result", to: confirmed.email, region, unsubscribeToken } as const;
      await insertMail(tx, { ...notice, consentedAt: now }, now, mail);
    }
    return true;
  });
}

/**
 * One-click unsubscribe (RFC 8058): the subscription row is deleted, the address goes on the suppression list (as a
 * hash) and its newsletter links are dropped. Unknown or used tokens change nothing; the answer is the same.
 */
export async function unsubscribe(db: Database, token: string | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findEmailToken(tx, "unsubscribe", token, now);
    if (!found) return;
    await suppress(tx, found.email, "unsubscribe", now);
  });
}

/** Puts an address on the suppression list and removes its subscription, links and unsent newsletter mail. */
export async function suppress(tx: Tx, email: string, reason: "unsubscribe" | "complaint" | "bounce", now: Date) {
  const hash = emailHash(email);
  await tx.insert(suppressions).values({ emailHash: hash, reason, createdAt: now }).onConflictDoNothing();
  await tx.delete(subscriptions).where(eq(subscriptions.email, email));
  await tx
    .delete(emailTokens)
    .where(and(eq(emailTokens.email, email), inArray(emailTokens.purpose, ["newsletter_confirm", "unsubscribe"])));
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.recipientHash, hash),
        inArray(outbox.kind, ["newsletter", "newsletter_confirm"]),
        eq(outbox.status, "pending"),
      ),
    );
}

export async function isSuppressed(db: Tx, email: string): Promise<boolean> {
  const [row] = await db.select().from(suppressions).where(eq(suppressions.emailHash, emailHash(email))).limit(1);
  return Boolean(row);
}

/** An address's subscription in the scope, if any (pending or confirmed). */
export function findSubscriptions(db: Tx, email: string): Promise<Subscription[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.email, email));
}

/** The subscribers: confirmed rows only, never an address on the suppression list. */
export function listSubscriptions(db: Tx): Promise<Subscription[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "confirmed"), sql`NOT ${suppressed}`))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/** The marketing export (npm run subscribers:export): email, region, source, created_at and confirmed_at (UTC ISO). */
export function subscriptionsCsv(rows: readonly Subscription[]): string {
  return toCsv(
    ["email", "region", "source", "created_at", "confirmed_at"],
    rows.map((row) => [
      row.email,
      row.region,
      row.source,
      row.createdAt.toISOString(),
      row.confirmedAt?.toISOString() ?? "",
    ]),
  );
}

/**
 * Queues a newsletter to every subscriber of the scope (operator endpoint): each mail with its own unsubscribe link and
 * the RFC 8058 headers. Returns how many were queued.
 */
export async function queueNewsletter(
  db: Database,
  newsletter: { subject: string; paragraphs: readonly string[] },
  now: Date,
  mail: QueueOptions,
): Promise<number> {
  const rows = await listSubscriptions(db);
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const unsubscribeToken = await issueUnsubscribeToken(tx, row.email, now);
      await queueMail(
        tx,
        { kind: "newsletter", to: row.email, region: row.region as RegionCode, unsubscribeToken, ...newsletter },
        now,
        mail,
      );
    });
  }
  return rows.length;
}

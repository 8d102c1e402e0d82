// The data subject's rights: everything stored about a signed-in user as JSON, and the deletion of the
// account, which removes or anonymises every row of the scope that names the address, in one transaction.
import { eq, or, sql } from "drizzle-orm";
import { emailHash } from "~/data/outbox.server";
import { verifyPassword } from "~/data/passwords.server";
import { DONE, refused, type Result } from "~/data/result";
import { isSuppressed } from "~/data/subscriptions.server";
import type { Database } from "../../database/client.server";
import {
  accountConsents,
  emailTokens,
  mailRequests,
  outbox,
  productRegistrations,
  rmaRequests,
  sessions,
  subscriptions,
  users,
  wholesaleApplications,
  type User,
} from "../../database/schema";

const iso = (date: Date | string | null | undefined) =>
  date === null || date === undefined ? null : date instanceof Date ? date.toISOString() : date;

/** Everything about the user in their scope: account, its consents, sessions, subscription, support-form rows, pending links and mail. */
export async function exportUserData(db: Database, user: User, now: Date) {
  const [sessionRows, consentRows, subscriptionRows, rma, registrations, wholesale, tokens, mail, suppressed] =
    await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, user.id)),
    db.select().from(accountConsents).where(eq(accountConsents.userId, user.id)),
    db.select().from(subscriptions).where(eq(subscriptions.email, user.email)),
    db.select().from(rmaRequests).where(eq(rmaRequests.email, user.email)),
    db.select().from(productRegistrations).where(eq(productRegistrations.email, user.email)),
    db.select().from(wholesaleApplications).where(eq(wholesaleApplications.email, user.email)),
    db
      .select()
      .from(emailTokens)
      .where(or(eq(emailTokens.userId, user.id), eq(emailTokens.email, user.email))),
    db.select().from(outbox).where(eq(outbox.recipientHash, emailHash(user.email))),
    isSuppressed(db, user.email),
  ]);
  return {
    exported_at: now.toISOString(),
    account: {
      user_id: user.id,
      email: user.email,
      region: user.region,
      created_at: iso(user.createdAt),
      email_verified_at: iso(user.emailVerifiedAt),
      password: "stored only as an argon2id hash",
    },
    consents: consentRows.map((row) => ({
      region: row.region,
      boxes: row.boxes,
      minimum_age: row.minimumAge,
      terms_version: row.termsVersion,
      privacy_version: row.privacyVersion,
      wording_version: row.wordingVersion,
      agreed_at: iso(row.agreedAt),
    })),
    sessions: sessionRows.map((row) => ({
      id: row.id,
      created_at: iso(row.createdAt),
      apptoken_expires_at: iso(row.apptokenExpiresAt),
      reftoken_expires_at: iso(row.reftokenExpiresAt),
    })),
    subscriptions: subscriptionRows.map((row) => ({
      email: row.email,
      region: row.region,
      source: row.source,
      status: row.status,
      consent_version: row.consentVersion,
      client_network: row.clientNetwork,
      created_at: iso(row.createdAt),
      confirmed_at: iso(row.confirmedAt),
    })),
    newsletter_suppressed: suppressed,
    support_forms: {
      rma_requests: rma.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      product_registrations: registrations.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      wholesale_applications: wholesale.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    },
    email_links: tokens.map((row) => ({ purpose: row.purpose, created_at: iso(row.createdAt), expires_at: iso(row.expiresAt) })),
    emails: mail.map((row) => ({ kind: row.kind, status: row.status, created_at: iso(row.createdAt), sent_at: iso(row.sentAt) })),
  };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

/**
 * Deletes the account after checking its password: the user row (sessions, refresh history and links go with it), the
 * subscription, links, mail and mail requests for the address; support-form rows that name it keep what warranty and returns need
 * (reference, product, serial, dates) and lose name, address and free text.
 */
export async function deleteAccount(db: Database, user: User, password: string): Promise<Result> {
  if (!(await verifyPassword(user.passwordHash, password))) return refused("wrongCredentials");
  const email = user.email;
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(subscriptions).where(eq(subscriptions.email, email));
    await tx.delete(emailTokens).where(eq(emailTokens.email, email));
    await tx.delete(mailRequests).where(eq(mailRequests.email, email));
    await tx.delete(outbox).where(or(eq(outbox.recipientHash, emailHash(email)), eq(outbox.recipient, email)));
    await tx.update(rmaRequests).set({ name: "", email: "", description: "" }).where(eq(rmaRequests.email, email));
    await tx.update(productRegistrations).set({ name: "", email: "" }).where(eq(productRegistrations.email, email));
    await tx
      .update(wholesaleApplications)
      .set({ contactName: "", email: "", phone: "", message: null, taxId: null })
      .where(eq(wholesaleApplications.email, email));
  });
  return DONE;
}

/** Every table of the scope's schema holding a row whose text contains the address (the erasure check of the tests). */
export async function tablesNaming(db: Database, email: string): Promise<string[]> {
  const tables = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const naming: string[] = [];
  for (const { table_name } of tables.rows) {
    const found = (await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} t WHERE t::text ILIKE ${`%${email}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if ((found.rows[0]?.n ?? 0) > 0) naming.push(table_name);
  }
  return naming;
}

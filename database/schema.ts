// Tables of one storage scope (docs/requirements.md, "Storage scopes"). Each scope (cn, us, eu) has its own database or
// PostgreSQL schema, so no table carries a scope column. Tables are left unqualified: the connection's search_path
// picks the scope.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    /** Stored trimmed and lower-cased: one account per address. */
    email: text("email").notNull(),
    /** argon2id PHC string. */
    passwordHash: text("password_hash").notNull(),
    /** Region the account was created in (a region of this scope). */
    region: text("region").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Set when the owner followed the emailed verification link; until then the account cannot sign in. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

/**
 * What a new account agreed to, when (decision 343): one row per sign-up that created or renewed an unverified account,
 * kept with the account and erased with it. `boxes` are the market's boxes the visitor ticked; the versions are the
 * dates of the policies in force and a hash of the words shown.
 */
export const accountConsents = pgTable(
  "account_consents",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    region: text("region").notNull(),
    boxes: jsonb("boxes").$type<string[]>().notNull(),
    /** The age the visitor confirmed being at least. */
    minimumAge: integer("minimum_age").notNull(),
    termsVersion: text("terms_version").notNull(),
    privacyVersion: text("privacy_version").notNull(),
    wordingVersion: text("wording_version").notNull(),
    /** The moment of the sign-up call (not of the mail worker's handling). */
    agreedAt: timestamp("agreed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("account_consents_user_id_idx").on(table.userId)],
);

/** One signed-in device: a short-lived apptoken and a long-lived reftoken, both kept only as SHA-256 hashes. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apptokenHash: text("apptoken_hash").notNull(),
    apptokenExpiresAt: timestamp("apptoken_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    reftokenHash: text("reftoken_hash").notNull(),
    reftokenExpiresAt: timestamp("reftoken_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("sessions_apptoken_hash_key").on(table.apptokenHash),
    uniqueIndex("sessions_reftoken_hash_key").on(table.reftokenHash),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

/**
 * Refresh tokens already exchanged (rotation, OAuth 2.0 Security BCP §4.14): presenting one again means it was copied,
 * so the whole session (the token family) is revoked. Rows go with their session.
 */
export const retiredReftokens = pgTable(
  "retired_reftokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("retired_reftokens_session_id_idx").on(table.sessionId)],
);

/**
 * Newsletter sign-ups; one row per address and scope. A row is "pending" until the address follows the emailed link
 * (double opt-in) and keeps the consent evidence: region, page, notice version, time, truncated client address.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    region: text("region").notNull(),
    /** The page the visitor subscribed on, from the server's own routing, e.g. "/eu/black-friday". */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    status: text("status").$type<"pending" | "confirmed">().notNull().default("pending"),
    /** Version (content hash) of the consent line shown at the box. */
    consentVersion: text("consent_version").notNull().default(""),
    /** The client's address truncated to its network (IPv4 /24, IPv6 /48). */
    clientNetwork: text("client_network").notNull().default(""),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [uniqueIndex("subscriptions_email_key").on(table.email)],
);

/**
 * Single-use links sent by email, stored only as SHA-256 hashes: newsletter confirmation and unsubscribe,
 * account verification, password reset, change of address. `email` is the address the link speaks for.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose")
      .$type<"newsletter_confirm" | "unsubscribe" | "verify_account" | "reset_password" | "change_email">()
      .notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("email_tokens_email_idx").on(table.email), index("email_tokens_expires_idx").on(table.expiresAt)],
);

/** Addresses that receive no newsletter mail and are left out of the export, kept only as SHA-256 hashes. */
export const suppressions = pgTable("suppressions", {
  emailHash: text("email_hash").primaryKey(),
  reason: text("reason").$type<"unsubscribe" | "complaint" | "bounce">().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Outgoing mail, written in the same transaction as the change that causes it and sent by the mail worker
 * (app/mail/worker.server.ts) with retries. Once sent, the address and the bodies are cleared; the hash stays for the
 * per-recipient limits until the retention job removes the row.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient"),
    recipientHash: text("recipient_hash").notNull(),
    /** SHA-256 of the client address that caused the mail, for the per-client limit (null for operator mail). */
    clientHash: text("client_hash"),
    region: text("region").notNull(),
    subject: text("subject"),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<"pending" | "sending" | "sent" | "failed" | "suppressed">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this moment (null: at once). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    /** A worker holds a "sending" row until then; a worker that died gives it back when it passes. */
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_recipient_idx").on(table.recipientHash, table.createdAt),
    index("outbox_client_idx").on(table.clientHash, table.createdAt),
  ],
);

/**
 * What a visitor's call asked to be mailed about an address (a sign-up, a reset, a newsletter sign-up, a change of
 * address, a sign-in lockout), answered before anything else is done: the mail worker then looks the address up,
 * applies the mail limits, stores a link only for a mail that is queued, and deletes the request in the same
 * transaction. So the call's answer takes the same time whether or not the address is known (decision 040).
 */
export const mailRequests = pgTable(
  "mail_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind")
      .$type<"sign_up" | "verify_again" | "reset" | "change_email" | "newsletter" | "unlock">()
      .notNull(),
    /** The address the request is about (the new address of a change). */
    email: text("email").notNull(),
    /** The account asking (a change of address), else null. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    region: text("region").notNull(),
    /** SHA-256 of the client address that asked, for the per-client mail limit. */
    clientHash: text("client_hash"),
    /**
     * What the kind needs besides: a sign-up's pending password (its argon2id hash) and consents (JSON), a newsletter
     * sign-up's evidence.
     */
    detail: jsonb("detail").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("mail_requests_email_idx").on(table.email)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AccountConsent = typeof accountConsents.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type EmailToken = typeof emailTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type MailRequestRow = typeof mailRequests.$inferSelect;

// The support forms' tables live in their own file and migrate with the rest.
export * from "./schema-support";

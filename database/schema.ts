// Tables of one storage scope (spec §9). Each scope (cn, us, eu) has its own database or PostgreSQL schema,
// so no table carries a scope column. Tables are left unqualified: the connection's search_path picks the scope.
import { index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
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

/** Newsletter sign-ups from the campaign pages; one row per address and scope. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    region: text("region").notNull(),
    /** The page the visitor subscribed on, e.g. "/eu/black-friday". */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [uniqueIndex("subscriptions_email_key").on(table.email)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;

// The support forms' tables (issue 6) live in their own file and migrate with the rest.
export * from "./schema-support";

// Tables of the studio's database (issue 30): staff, their sessions and one-time sign-in links, the audit log and the
// server's signing key. One database for the whole site, beside the three customer scopes and never inside one: staff
// are not customers, and content is not a region's (docs/decisions/325-studio-database.md). With DATABASE_URL its
// tables live in the schema `studio`; with the embedded database in DATA_DIR/studio.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const STAFF_ROLES = ["editor", "publisher"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staff = pgTable(
  "staff",
  {
    id: uuid("id").primaryKey(),
    /** Stored trimmed and lower-cased: one account per address. */
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** argon2id PHC string; null until the owner sets a password through their one-time link. */
    passwordHash: text("password_hash"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [uniqueIndex("staff_email_key").on(table.email)],
);

/** One signed-in browser: the cookie's token, kept only as a SHA-256 hash. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("staff_sessions_staff_id_idx").on(table.staffId)],
);

/** One-time sign-in links (`npm run studio:user`): set a password on first use. Kept only as SHA-256 hashes. */
export const staffSignInLinks = pgTable("staff_sign_in_links", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: uuid("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "password-set",
  "staff-created",
  "draft-change",
  "check",
  "preview-link",
  "publish",
  "publish-refused",
  "rollback",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every studio action: who (the staff member, and their address as it was then: an account may go), when, what
 * (the action and its object: a draft, a version, a page), and its details. Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    /** What it acted on: "draft:12", "version:7", "/us/k1-pro-interstellar-scout". */
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    /** The client's address truncated to its network (IPv4 /24, IPv6 /48), as the newsletter's consent evidence. */
    clientNetwork: text("client_network").notNull().default(""),
  },
  (table) => [index("audit_log_at_idx").on(table.at), index("audit_log_staff_idx").on(table.staffId, table.at)],
);

/**
 * The server's signing keys (CSRF tokens, preview links): made once, at random, by the first process that needs one,
 * and read by every other (workers share it through PostgreSQL). Deleting a row invalidates what it signed.
 */
export const studioKeys = pgTable("studio_keys", {
  name: text("name").primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  /** How many times it was rotated (for the audit's sake). */
  generation: integer("generation").notNull().default(1),
});

export type Staff = typeof staff.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;

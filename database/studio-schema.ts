// Tables of the studio's storage scope: the site's content as immutable versions, drafts, and who made which
// version current when. Its own database (DATA_DIR/studio) or PostgreSQL schema ("studio"), apart from the customer
// scopes: content is the whole site's, not one region's. Migrations: database/studio-migrations
// (`npx drizzle-kit generate --config drizzle.studio.config.ts`).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The content of one file of the content document (app/content/document.ts), stored once by the SHA-256 of its JSON:
 * a version that changes one price stores only prices.ts again. Kept as text, not jsonb, so the file reads back with
 * its keys in their order (jsonb sorts them) and hashes the same.
 */
export const contentFiles = pgTable("content_files", {
  hash: text("hash").primaryKey(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** An immutable version of the content: each file of the document by its hash. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial("id").primaryKey(),
    /** The version it was made from (the draft's base, or the current one at its publish); null for the first. */
    parentId: integer("parent_id"),
    /** The document's format (app/content/document.ts); a later format migrates older versions as they are read. */
    format: integer("format").notNull().default(1),
    /** JSON: file name → hash, in the document's order. */
    files: text("files").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    note: text("note").notNull().default(""),
    /** JSON: what changed from the parent (studio/diff.ts, ContentChangeSummary). */
    changes: text("changes").notNull().default("null"),
    /** Its first publication. */
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    publishedBy: text("published_by"),
  },
  (table) => [index("content_versions_parent_idx").on(table.parentId)],
);

/** A draft: a base version and the files it changes (a file mapped to null is removed). */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: serial("id").primaryKey(),
    baseVersionId: integer("base_version_id")
      .notNull()
      .references(() => contentVersions.id),
    /** JSON: file name → hash (or null: the draft removes the file), only the files that differ from the base. */
    files: text("files").notNull().default("{}"),
    title: text("title").notNull().default(""),
    state: text("state").$type<"open" | "published" | "discarded">().notNull().default("open"),
    /** Counts saves: a save names the revision it read, so two editors never overwrite each other unseen. */
    revision: integer("revision").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    publishedVersionId: integer("published_version_id").references(() => contentVersions.id),
  },
  (table) => [index("content_drafts_state_idx").on(table.state)],
);

/** Every time a version was made current: published from a draft, rolled back to, made by reverting an earlier publication, or the first one seeded. */
export const contentPublications = pgTable(
  "content_publications",
  {
    id: serial("id").primaryKey(),
    versionId: integer("version_id")
      .notNull()
      .references(() => contentVersions.id),
    /** The version current before. */
    previousVersionId: integer("previous_version_id").references(() => contentVersions.id),
    kind: text("kind").$type<"seed" | "publish" | "rollback" | "revert">().notNull(),
    publishedBy: text("published_by").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    summary: text("summary").notNull().default(""),
  },
  (table) => [index("content_publications_version_idx").on(table.versionId)],
);

/** The one row saying which version the site serves (and since which publication). */
export const contentCurrent = pgTable(
  "content_current",
  {
    id: integer("id").primaryKey(),
    versionId: integer("version_id")
      .notNull()
      .references(() => contentVersions.id),
    publicationId: integer("publication_id")
      .notNull()
      .references(() => contentPublications.id),
  },
  (table) => [check("content_current_one_row", sql`${table.id} = 1`)],
);

/**
 * Each distinct set of the repository's content files a start found different from the last set recorded (version 1,
 * then the newest row): the files that differed were offered as a draft, or the published version had them already
 * (docs/decisions/302-content-versions.md). The newest row is what the next release's files are compared with.
 */
export const contentFileOffers = pgTable(
  "content_file_offers",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the sorted `name=hash` list: a set of files is recorded once, however often or widely it starts. */
    key: text("key").notNull(),
    /** JSON: file name → hash, every file of the repository's content at that start. */
    files: text("files").notNull(),
    /** The release that started with them (releases/<id>); null for the working copy a development server runs. */
    release: text("release"),
    /** JSON: the files that differed from the set before (file names). */
    changed: text("changed").notNull().default("[]"),
    /** The draft that offers those of them the published version did not have; null when it had them all. */
    draftId: integer("draft_id").references(() => contentDrafts.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("content_file_offers_key").on(table.key),
    index("content_file_offers_draft_idx").on(table.draftId),
  ],
);

export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type ContentFileOfferRow = typeof contentFileOffers.$inferSelect;
export type ContentDraftRow = typeof contentDrafts.$inferSelect;
export type ContentPublicationRow = typeof contentPublications.$inferSelect;

// Staff (the studio UI): accounts apart from customers', their sessions and one-time sign-in links, the audit
// log of every studio action and the server's signing key (docs/decisions/302-content-versions.md). Content versions
// name their author by the staff member's address (`createdBy`, `publishedBy`).
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
  "draft-create",
  "draft-change",
  "draft-submit",
  "draft-discard",
  "check",
  "preview-link",
  "publish",
  "publish-refused",
  "rollback",
  "revert",
  "revert-refused",
  "media-upload",
  "media-delete",
  "seed",
  "sign-in-link",
  "schedule",
  "unschedule",
  "schedule-cancelled",
  "scheduled-publish",
  "scheduled-publish-failed",
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
    /**
     * The hash chain (database/audit-chain.server.ts): the previous row's `hash` (64 zeros for the first), and the SHA-256 of
     * this row's canonical content with it. Null only for a row written before the chain, until it is sealed.
     */
    prevHash: text("prev_hash"),
    hash: text("hash"),
    /**
     * The Ed25519 signature (base64) of `hash` with the server's AUDIT_SIGNING_KEY, and that key's id (the first 12 hex
     * digits of the SHA-256 of its public key). Null when the row was written without a key: someone who can write to
     * the database can recompute the chain, but not these (database/audit-chain.server.ts).
     */
    signature: text("signature"),
    signingKey: text("signing_key"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_staff_idx").on(table.staffId, table.at),
    // One row follows each: a fork of the chain (two writers that did not take turns) fails its insert.
    uniqueIndex("audit_log_prev_hash_key").on(table.prevHash),
    index("audit_log_unsealed_idx")
      .on(table.id)
      .where(sql`${table.hash} IS NULL`),
  ],
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

/**
 * An editor's "ready to publish" on a draft (editors draft and submit, publishers publish): who submitted it,
 * when, at which revision (a save after it shows the publisher it changed since), and a note for the publisher.
 */
export const draftSubmissions = pgTable("draft_submissions", {
  draftId: integer("draft_id")
    .primaryKey()
    .references(() => contentDrafts.id, { onDelete: "cascade" }),
  revision: integer("revision").notNull(),
  submittedBy: text("submitted_by").notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull(),
  note: text("note").notNull().default(""),
});

export type DraftSubmission = typeof draftSubmissions.$inferSelect;

// The media library (docs/decisions/333-media-library.md): uploaded images and the variants made from them, in the
// studio's database so every process and host serves the same bytes with no store to set up.

/** Bytes: PostgreSQL's bytea (PGlite reads it as a Uint8Array, node-postgres as a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** The formats the library takes (sniffed from the bytes, never from the name) and makes. */
export type MediaSourceFormat = "jpeg" | "png" | "webp" | "avif" | "gif";
export type MediaVariantFormat = "webp" | "avif" | "jpeg" | "png";

/** An uploaded image, by the SHA-256 of its bytes (its id: the first 32 hex digits): one row, however often it comes. */
export const mediaAssets = pgTable("media_assets", {
  id: text("id").primaryKey(),
  /** The uploaded file's name, for staff to recognise it (never used to decide anything). */
  fileName: text("file_name").notNull(),
  format: text("format").$type<MediaSourceFormat>().notNull(),
  /** Upright (after its EXIF orientation). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  size: integer("size").notNull(),
  /** Where a crop keeps its centre, 0..1 from the left and the top. */
  focalX: real("focal_x").notNull().default(0.5),
  focalY: real("focal_y").notNull().default(0.5),
  /** Decorative images have no alt text (alt=""); the others have it in at least one language. */
  decorative: boolean("decorative").notNull().default(false),
  /** Language (app/rules/regions.ts LANGUAGES) → alt text. */
  alt: jsonb("alt").$type<Partial<Record<string, string>>>().notNull().default({}),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * An asset's bytes: its original as uploaded (never served: it may carry metadata) and each variant, by the name it is
 * served under (`<id>-<width>.<ext>`, immutable: the id is the content's hash).
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    name: text("name").primaryKey(),
    assetId: text("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"original" | "variant">().notNull(),
    format: text("format").$type<MediaSourceFormat | MediaVariantFormat>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    body: bytea("body").notNull(),
  },
  (table) => [index("media_files_asset_idx").on(table.assetId)],
);

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type MediaFile = typeof mediaFiles.$inferSelect;

/**
 * A draft scheduled to publish at an instant (docs/studio.md, "Scheduled releases"): the revision the publisher
 * scheduled is the one published, or nothing is. Every server process claims due rows (`FOR UPDATE SKIP LOCKED`, in
 * the publish's own transaction), so one publishes it once; the row keeps how it ended.
 */
export const scheduledReleases = pgTable(
  "scheduled_releases",
  {
    id: serial("id").primaryKey(),
    draftId: integer("draft_id")
      .notNull()
      .references(() => contentDrafts.id, { onDelete: "cascade" }),
    /** The draft's revision when it was scheduled: a later change cancels the schedule. */
    revision: integer("revision").notNull(),
    /** When it publishes. */
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    /** The publication's summary. */
    summary: text("summary").notNull().default(""),
    scheduledBy: text("scheduled_by").notNull(),
    /** The staff member who scheduled it (the audit row of its publish names them); null once the account is gone. */
    scheduledById: uuid("scheduled_by_id").references(() => staff.id, { onDelete: "set null" }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true, mode: "date" }).notNull(),
    /** scheduled, then one of: published, failed (checks or a conflict at the instant), cancelled (the draft changed, or
     * was discarded), unscheduled (by a publisher). */
    state: text("state")
      .$type<"scheduled" | "published" | "failed" | "cancelled" | "unscheduled">()
      .notNull()
      .default("scheduled"),
    /** When and why it ended: who unscheduled it, what changed the draft, why the publish was refused. */
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    endedBy: text("ended_by"),
    outcome: text("outcome").notNull().default(""),
    /** The version it published. */
    versionId: integer("version_id").references(() => contentVersions.id),
  },
  (table) => [
    index("scheduled_releases_due_idx").on(table.state, table.at),
    index("scheduled_releases_draft_idx").on(table.draftId),
    uniqueIndex("scheduled_releases_one_per_draft")
      .on(table.draftId)
      .where(sql`${table.state} = 'scheduled'`),
  ],
);

export type ScheduledRelease = typeof scheduledReleases.$inferSelect;

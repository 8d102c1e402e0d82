// Tables of the studio's storage scope (issue 30): the site's content as immutable versions, drafts, and who made which
// version current when. Its own database (DATA_DIR/studio) or PostgreSQL schema ("studio"), apart from the customer
// scopes: content is the whole site's, not one region's. Migrations: database/studio-migrations
// (`npx drizzle-kit generate --config drizzle.studio.config.ts`).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    /** JSON: what changed from the parent (app/studio/diff.ts, ContentChangeSummary). */
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

/** Every time a version was made current: published from a draft, rolled back to, or the first one seeded. */
export const contentPublications = pgTable(
  "content_publications",
  {
    id: serial("id").primaryKey(),
    versionId: integer("version_id")
      .notNull()
      .references(() => contentVersions.id),
    /** The version current before. */
    previousVersionId: integer("previous_version_id").references(() => contentVersions.id),
    kind: text("kind").$type<"seed" | "publish" | "rollback">().notNull(),
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

export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type ContentDraftRow = typeof contentDrafts.$inferSelect;
export type ContentPublicationRow = typeof contentPublications.$inferSelect;

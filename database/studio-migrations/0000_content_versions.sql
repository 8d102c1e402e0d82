CREATE TABLE "content_current" (
	"id" integer PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	CONSTRAINT "content_current_one_row" CHECK ("content_current"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_version_id" integer NOT NULL,
	"files" text DEFAULT '{}' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_version_id" integer
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"previous_version_id" integer,
	"kind" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"format" integer DEFAULT 1 NOT NULL,
	"files" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changes" text DEFAULT 'null' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "content_current" ADD CONSTRAINT "content_current_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_current" ADD CONSTRAINT "content_current_publication_id_content_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "content_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_base_version_id_content_versions_id_fk" FOREIGN KEY ("base_version_id") REFERENCES "content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_published_version_id_content_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_previous_version_id_content_versions_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_drafts_state_idx" ON "content_drafts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "content_publications_version_idx" ON "content_publications" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "content_versions_parent_idx" ON "content_versions" USING btree ("parent_id");
CREATE TABLE "scheduled_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"scheduled_by" text NOT NULL,
	"scheduled_by_id" uuid,
	"scheduled_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"outcome" text DEFAULT '' NOT NULL,
	"version_id" integer
);
--> statement-breakpoint
ALTER TABLE "scheduled_releases" ADD CONSTRAINT "scheduled_releases_draft_id_content_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "content_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_releases" ADD CONSTRAINT "scheduled_releases_scheduled_by_id_staff_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_releases" ADD CONSTRAINT "scheduled_releases_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_releases_due_idx" ON "scheduled_releases" USING btree ("state","at");--> statement-breakpoint
CREATE INDEX "scheduled_releases_draft_idx" ON "scheduled_releases" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_releases_one_per_draft" ON "scheduled_releases" USING btree ("draft_id") WHERE "scheduled_releases"."state" = 'scheduled';
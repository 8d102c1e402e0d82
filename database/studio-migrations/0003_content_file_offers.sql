CREATE TABLE "content_file_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"files" text NOT NULL,
	"release" text,
	"changed" text DEFAULT '[]' NOT NULL,
	"draft_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_file_offers" ADD CONSTRAINT "content_file_offers_draft_id_content_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "content_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_file_offers_key" ON "content_file_offers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "content_file_offers_draft_idx" ON "content_file_offers" USING btree ("draft_id");
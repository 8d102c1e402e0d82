ALTER TABLE "audit_log" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "signing_key" text;
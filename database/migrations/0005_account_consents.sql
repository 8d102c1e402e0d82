CREATE TABLE "account_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"region" text NOT NULL,
	"boxes" jsonb NOT NULL,
	"minimum_age" integer NOT NULL,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"wording_version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_consents" ADD CONSTRAINT "account_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_consents_user_id_idx" ON "account_consents" USING btree ("user_id");
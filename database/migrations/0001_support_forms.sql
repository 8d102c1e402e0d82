CREATE TABLE "product_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"product" text NOT NULL,
	"serial_number" text NOT NULL,
	"purchase_date" date NOT NULL,
	"store" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_registrations_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "rma_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rma_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text NOT NULL,
	"product" text NOT NULL,
	"serial_number" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rma_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "wholesale_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wholesale_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"region" text NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"business_type" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "product_registrations_serial_idx" ON "product_registrations" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "rma_requests_email_idx" ON "rma_requests" USING btree ("email");
// Tables of the support forms (issue 6): RMA requests, product registrations, wholesale applications.
import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const rmaRequests = pgTable(
  "rma_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    region: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    orderNumber: text("order_number").notNull(),
    product: text().notNull(),
    serialNumber: text("serial_number").notNull(),
    reason: text().notNull(),
    description: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rma_requests_email_idx").on(table.email)],
);

export const productRegistrations = pgTable(
  "product_registrations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    region: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    product: text().notNull(),
    serialNumber: text("serial_number").notNull(),
    purchaseDate: date("purchase_date").notNull(),
    store: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_registrations_serial_idx").on(table.serialNumber)],
);

export const wholesaleApplications = pgTable("wholesale_applications", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  reference: text().notNull().unique(),
  region: text().notNull(),
  company: text().notNull(),
  contactName: text("contact_name").notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  website: text(),
  businessType: text("business_type").notNull(),
  address: text().notNull(),
  taxId: text("tax_id"),
  message: text(),
  status: text().notNull().default("new"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The same tables as plain PostgreSQL DDL (several statements), idempotent. Used by the temporary app/lib/db.server.ts and the tests
 * until the shared database layer (feat/accounts) runs migrations.
 */
export const supportTablesDdl = `
CREATE TABLE IF NOT EXISTS rma_requests (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  reference text NOT NULL UNIQUE,
  region text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  order_number text NOT NULL,
  product text NOT NULL,
  serial_number text NOT NULL,
  reason text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS rma_requests_email_idx ON rma_requests (email);
CREATE TABLE IF NOT EXISTS product_registrations (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  reference text NOT NULL UNIQUE,
  region text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  product text NOT NULL,
  serial_number text NOT NULL,
  purchase_date date NOT NULL,
  store text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS product_registrations_serial_idx ON product_registrations (serial_number);
CREATE TABLE IF NOT EXISTS wholesale_applications (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  reference text NOT NULL UNIQUE,
  region text NOT NULL,
  company text NOT NULL,
  contact_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  website text,
  business_type text NOT NULL,
  address text NOT NULL,
  tax_id text,
  message text,
  status text NOT NULL DEFAULT 'new',
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

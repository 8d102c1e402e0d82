// Tables of the support forms: RMA requests, product registrations, wholesale applications.
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

// Storage of the support forms. Every function takes the drizzle database, so any PostgreSQL (or PGlite) works.
import { eq } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { productRegistrations, rmaRequests, wholesaleApplications } from "../../database/schema-support";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the support tables are addressed directly
export type SupportDb = PgDatabase<PgQueryResultHKT, any>;

export type RmaRow = typeof rmaRequests.$inferInsert;
export type RegistrationRow = typeof productRegistrations.$inferInsert;
export type WholesaleRow = typeof wholesaleApplications.$inferInsert;

export async function insertRmaRequest(db: SupportDb, row: RmaRow): Promise<void> {
  await db.insert(rmaRequests).values(row);
}

export async function insertProductRegistration(db: SupportDb, row: RegistrationRow): Promise<void> {
  await db.insert(productRegistrations).values(row);
}

export async function insertWholesaleApplication(db: SupportDb, row: WholesaleRow): Promise<void> {
  await db.insert(wholesaleApplications).values(row);
}

export async function findRmaRequest(db: SupportDb, reference: string) {
  const [row] = await db.select().from(rmaRequests).where(eq(rmaRequests.reference, reference)).limit(1);
  return row;
}

export async function findProductRegistration(db: SupportDb, reference: string) {
  const [row] = await db
    .select()
    .from(productRegistrations)
    .where(eq(productRegistrations.reference, reference))
    .limit(1);
  return row;
}

export async function findWholesaleApplication(db: SupportDb, reference: string) {
  const [row] = await db
    .select()
    .from(wholesaleApplications)
    .where(eq(wholesaleApplications.reference, reference))
    .limit(1);
  return row;
}

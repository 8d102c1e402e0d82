// Newsletter subscriptions: one row per address in a scope; a repeat sign-up keeps the first row and succeeds.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../database/client.server";
import { subscriptions, type Subscription } from "../../database/schema";
import { toCsv } from "~/rules/csv";
import type { SubscribeBody } from "../api/schemas";

export async function subscribe(db: Database, body: SubscribeBody, now: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ email: body.email, region: body.region, source: body.source, createdAt: now })
    .onConflictDoNothing({ target: subscriptions.email });
}

/** An address's subscription in the scope, if any. */
export function findSubscriptions(db: Database, email: string): Promise<Subscription[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.email, email));
}

export function listSubscriptions(db: Database): Promise<Subscription[]> {
  return db.select().from(subscriptions).orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/** The marketing export (npm run subscribers:export): email, region, source, created_at (UTC ISO). */
export function subscriptionsCsv(rows: readonly Subscription[]): string {
  return toCsv(
    ["email", "region", "source", "created_at"],
    rows.map((row) => [row.email, row.region, row.source, row.createdAt.toISOString()]),
  );
}

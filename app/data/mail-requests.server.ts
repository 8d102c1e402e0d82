// Mail requests (decision 040): an account call that takes an address writes one row here and answers; the mail worker
// (app/mail/worker.server.ts) then does what depends on the address (is there an account, is it verified, may it be
// mailed again this hour, which link to store) and deletes the row in the same transaction. The call's own work is
// the same for every address, so its time says nothing about the address.
import { eq, sql } from "drizzle-orm";
import { clientHashOf, type QueueOptions, type Tx } from "~/data/outbox.server";
import type { RegionCode } from "~/rules/regions";
import type { Database } from "../../database/client.server";
import { mailRequests, type MailRequestRow } from "../../database/schema";

export type MailRequestKind = MailRequestRow["kind"];

export interface MailRequestInput {
  kind: MailRequestKind;
  email: string;
  region: RegionCode;
  userId?: string;
  detail?: Record<string, string>;
}

/** Records what a call asked for; `mail` names the client (its hash is kept for the per-client limit). */
export async function requestMail(tx: Tx, input: MailRequestInput, now: Date, mail: QueueOptions): Promise<void> {
  await tx.insert(mailRequests).values({
    kind: input.kind,
    email: input.email,
    userId: input.userId ?? null,
    region: input.region,
    clientHash: mail.clientHash ?? clientHashOf(mail.client),
    detail: input.detail ?? {},
    createdAt: now,
  });
}

/**
 * Handles the oldest request no other process holds, inside one transaction with its deletion: a request is gone
 * exactly when what it caused is stored. Returns false when none is left. A request whose handling fails for another
 * reason than the database (a bug) is dropped with the error, so it can not stop the ones behind it.
 */
export async function handleNextMailRequest(
  db: Database,
  handle: (tx: Tx, request: MailRequestRow) => Promise<void>,
  onFailure: (request: MailRequestRow, error: unknown) => boolean,
): Promise<boolean> {
  let taken: MailRequestRow | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .delete(mailRequests)
        .where(
          eq(
            mailRequests.id,
            sql`(SELECT ${mailRequests.id} FROM ${mailRequests} ORDER BY ${mailRequests.id} LIMIT 1 FOR UPDATE SKIP LOCKED)`,
          ),
        )
        .returning();
      if (!request) return false;
      taken = request;
      await handle(tx, request);
      return true;
    });
  } catch (error) {
    if (!taken || !onFailure(taken, error)) throw error;
    await db.delete(mailRequests).where(eq(mailRequests.id, taken.id));
    return true;
  }
}

// Links sent by email: 256 random bits handed out once, stored only as SHA-256 hashes, used once (the row is
// deleted as it is used) and only before they expire.
import { and, eq, gt } from "drizzle-orm";
import type { Tx } from "~/data/outbox.server";
import { hashToken, newToken } from "~/data/tokens.server";
import { emailTokens, type EmailToken } from "../../database/schema";

export type TokenPurpose = EmailToken["purpose"];

/**
 * Stores a new link (its hash) and returns the raw token for the mail. With `replace`, the earlier links of the same
 * purpose for the account (or, without one, the address) stop working: one valid link at a time.
 */
export async function issueEmailToken(
  tx: Tx,
  token: { purpose: TokenPurpose; email: string; userId?: string | null; ttlSeconds: number; replace?: boolean },
  now: Date,
): Promise<string> {
  if (token.replace) {
    const owner = token.userId ? eq(emailTokens.userId, token.userId) : eq(emailTokens.email, token.email);
    await tx.delete(emailTokens).where(and(owner, eq(emailTokens.purpose, token.purpose)));
  }
  const raw = newToken();
  await tx.insert(emailTokens).values({
    tokenHash: hashToken(raw),
    purpose: token.purpose,
    email: token.email,
    userId: token.userId ?? null,
    expiresAt: new Date(now.getTime() + token.ttlSeconds * 1000),
    createdAt: now,
  });
  return raw;
}

/** The row of an unexpired token of `purpose`, or null when the raw token cannot be ours. */
function tokenWhere(purpose: TokenPurpose, raw: string | null | undefined, now: Date) {
  if (!raw || raw.length > 128) return null;
  return and(eq(emailTokens.tokenHash, hashToken(raw)), eq(emailTokens.purpose, purpose), gt(emailTokens.expiresAt, now));
}

/** Uses a token: deletes it and returns it when it exists for that purpose and has not expired. */
export async function consumeEmailToken(
  tx: Tx,
  purpose: TokenPurpose,
  raw: string | null | undefined,
  now: Date,
): Promise<EmailToken | undefined> {
  const where = tokenWhere(purpose, raw, now);
  if (!where) return undefined;
  const [token] = await tx.delete(emailTokens).where(where).returning();
  return token;
}

/** A token's row without using it (unsubscribe links stay valid after use: one click may come twice). */
export async function findEmailToken(
  tx: Tx,
  purpose: TokenPurpose,
  raw: string | null | undefined,
  now: Date,
): Promise<EmailToken | undefined> {
  const where = tokenWhere(purpose, raw, now);
  if (!where) return undefined;
  const [token] = await tx.select().from(emailTokens).where(where).limit(1);
  return token;
}

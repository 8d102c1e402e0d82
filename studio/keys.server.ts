// The studio's signing key: HMAC-SHA256 for CSRF tokens and signed preview links. Made at random by the first
// process that needs it and kept in the studio's database, so every worker (PostgreSQL) signs and checks with the same
// key and a restart keeps links working; no setting to get wrong (docs/decisions/327-studio-signing-key.md).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { studioKeys } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";

const KEY_NAME = "signing";
let cached: { db: StudioDb; key: Promise<Buffer> } | null = null;

async function loadOrCreate(db: StudioDb, now: Date): Promise<Buffer> {
  // Two processes creating it at once: the insert that loses does nothing, and both read the winner's.
  await db
    .insert(studioKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString("base64url"), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(studioKeys).where(eq(studioKeys.name, KEY_NAME)).limit(1);
  if (!row) throw new Error("studio signing key missing after insert");
  return Buffer.from(row.secret, "base64url");
}

/** The key of this database (read once per process). */
export function signingKey(db: StudioDb, now: Date): Promise<Buffer> {
  if (cached?.db !== db) {
    const key = loadOrCreate(db, now);
    cached = { db, key };
    key.catch(() => {
      if (cached?.key === key) cached = null;
    });
  }
  return cached.key;
}

/** base64url HMAC-SHA256 of `purpose` and `message` (a purpose keeps one kind of signature from passing for another). */
export function sign(key: Buffer, purpose: string, message: string): string {
  return createHmac("sha256", key).update(`${purpose}\n${message}`).digest("base64url");
}

/** Constant-time comparison of a presented signature with the expected one. */
export function sameSignature(presented: unknown, expected: string): boolean {
  if (typeof presented !== "string" || presented.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
}

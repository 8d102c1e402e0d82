// The studio's audit log as a hash chain: each row stores the SHA-256 of its canonical content together with the
// previous row's hash, so an edited, deleted or reordered row breaks the chain at that row (verifyAuditChain names
// it). Rows are appended under a transaction-level advisory lock, so writers in several processes (each with its
// own PostgreSQL pool) take turns: each reads the last row's hash and adds one after it. A unique index on
// prev_hash makes a fork fail its insert. Rows written before the chain are sealed when the database is opened
// (docs/decisions/349-audit-hash-chain.md).
import { createHash } from "node:crypto";
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as studioSchema from "./studio-schema";
import { auditLog, type AuditAction, type AuditEntry } from "./studio-schema";

type ChainDb = PgDatabase<PgQueryResultHKT, typeof studioSchema>;

/** The previous hash of the first row. */
export const GENESIS = "0".repeat(64);

/** The advisory lock appends take: one class number, and the studio's schema (several may share a database). */
const AUDIT_LOCK = 726261036;

/** What a row says, as hashed: every column but the id (its place is the chain's) and the hash itself. */
export interface AuditContent {
  at: Date | string;
  staffId: string | null;
  staffEmail: string;
  action: string;
  target: string | null;
  detail: unknown;
  clientNetwork: string;
}

/** A JSON value with every object's keys sorted (jsonb keeps no key order). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** A detail as the database stores and returns it (undefined members dropped, as JSON drops them). */
export const storedDetail = (detail: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(detail ?? {})) as Record<string, unknown>;

/** The bytes hashed for a row: a JSON array in a fixed order, its detail's keys sorted. */
export function canonicalAuditContent(row: AuditContent, prevHash: string): string {
  return JSON.stringify([
    "studio-audit-1",
    prevHash,
    new Date(row.at).toISOString(),
    row.staffId,
    row.staffEmail,
    row.action,
    row.target,
    sorted(storedDetail(row.detail)),
    row.clientNetwork,
  ]);
}

export function auditHash(row: AuditContent, prevHash: string): string {
  return createHash("sha256").update(canonicalAuditContent(row, prevHash)).digest("hex");
}

async function lockChain(tx: ChainDb): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK}, hashtext(current_schema()))`);
}

/**
 * Chains the rows written without a hash after the last chained row (rows from before the chain), in id order. Called
 * with the chain's lock held. Returns the last row's hash (GENESIS for an empty log).
 */
async function sealUnsealed(tx: ChainDb): Promise<string> {
  const [last] = await tx
    .select({ id: auditLog.id, hash: auditLog.hash })
    .from(auditLog)
    .where(isNotNull(auditLog.hash))
    .orderBy(desc(auditLog.id))
    .limit(1);
  let prevHash = last?.hash ?? GENESIS;
  const rows = await tx
    .select()
    .from(auditLog)
    .where(and(isNull(auditLog.hash), gt(auditLog.id, last?.id ?? 0)))
    .orderBy(asc(auditLog.id));
  for (const row of rows) {
    const hash = auditHash(row, prevHash);
    await tx.update(auditLog).set({ prevHash, hash }).where(eq(auditLog.id, row.id));
    prevHash = hash;
  }
  return prevHash;
}

/** Seals rows from before the chain (at open: nothing to do but one indexed look-up once they are). */
export async function sealAuditLog(db: ChainDb): Promise<number> {
  const [unsealed] = await db.select({ id: auditLog.id }).from(auditLog).where(isNull(auditLog.hash)).limit(1);
  if (!unsealed) return 0;
  return db.transaction(async (tx) => {
    await lockChain(tx as unknown as ChainDb);
    const before = await tx.$count(auditLog, isNull(auditLog.hash));
    await sealUnsealed(tx as unknown as ChainDb);
    return before - (await tx.$count(auditLog, isNull(auditLog.hash)));
  });
}

/**
 * Adds one row after the last, in `db`'s transaction when it is one (a savepoint then: the lock is held until that
 * transaction ends, so a rolled-back action leaves neither its row nor a gap in the chain).
 */
export async function appendAudit(
  db: ChainDb,
  row: Omit<AuditContent, "at" | "action"> & { at: Date; action: AuditAction },
): Promise<AuditEntry> {
  return db.transaction(async (tx) => {
    const chain = tx as unknown as ChainDb;
    await lockChain(chain);
    const [last] = await chain.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const prevHash = last ? (last.hash ?? (await sealUnsealed(chain))) : GENESIS;
    const detail = storedDetail(row.detail);
    const [entry] = await chain
      .insert(auditLog)
      .values({ ...row, detail, prevHash, hash: auditHash({ ...row, detail }, prevHash) })
      .returning();
    return entry!;
  });
}

/** Every row in chain (id) order, read in batches. */
export async function* auditRows(db: ChainDb, batch = 1000): AsyncGenerator<AuditEntry> {
  let after = 0;
  for (;;) {
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id)).limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}

/** One exported row (a line of the JSON-lines export): the columns, `at` as ISO-8601. */
export type ExportedAuditRow = Omit<AuditEntry, "at"> & { at: string };

export const exportedAuditRow = (row: AuditEntry): ExportedAuditRow => ({ ...row, at: row.at.toISOString() });

export interface AuditChainReport {
  ok: boolean;
  rows: number;
  /** The last row's hash: write it down to notice later that rows were cut off the end. */
  head: string;
  /** The first row that breaks the chain, and why. */
  bad?: { id: number; reason: string };
}

/** Checks rows in chain order: each follows the one before and its content matches its hash. Stops at the first bad. */
export async function verifyAuditChain(
  rows: AsyncIterable<ExportedAuditRow | AuditEntry> | Iterable<ExportedAuditRow | AuditEntry>,
): Promise<AuditChainReport> {
  let prevHash = GENESIS;
  let previous: number | null = null;
  let count = 0;
  for await (const row of rows) {
    const fail = (reason: string): AuditChainReport => ({
      ok: false,
      rows: count,
      head: prevHash,
      bad: { id: row.id, reason },
    });
    if (!row.hash || !row.prevHash) return fail("it has no hash (written before the chain and never sealed, or cut)");
    if (row.prevHash !== prevHash)
      return fail(
        previous === null
          ? "it does not start the chain: rows before it were deleted"
          : `it does not follow row ${previous}: a row between was deleted, or rows were reordered or rewritten`,
      );
    if (auditHash(row, row.prevHash) !== row.hash) return fail("its content does not match its hash: it was edited");
    prevHash = row.hash;
    previous = row.id;
    count += 1;
  }
  return { ok: true, rows: count, head: prevHash };
}

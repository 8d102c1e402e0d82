// The studio's audit log as a hash chain: each row stores the SHA-256 of its canonical content together with the
// previous row's hash, so an edited, deleted or reordered row breaks the chain at that row (verifyAuditChain names
// it). Rows are appended under a transaction-level advisory lock, so writers in several processes (each with its
// own PostgreSQL pool) take turns: each reads the last row's hash and adds one after it. A unique index on
// prev_hash makes a fork fail its insert. Rows written before the chain are sealed when the database is opened
// (docs/decisions/349-audit-hash-chain.md).
// Anyone who can write to the database can still recompute the whole chain; with AUDIT_SIGNING_KEY set, every row's
// hash is also signed (Ed25519) with a key the database does not hold, and `audit:verify` checks the signatures with the
// public keys (docs/decisions/349-audit-hash-chain.md).
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
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

/** A key that signs rows: its id and how it signs a row's hash. */
export interface AuditSigner {
  keyId: string;
  /** The public key, raw (32 bytes) in hex: what an auditor needs to check the signatures. */
  publicKey: string;
  sign(hash: string): string;
}

/** The DER prefix of an Ed25519 private key in PKCS #8: followed by the 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
/** The DER prefix of an Ed25519 public key in SPKI: followed by its 32 raw bytes. */
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/** A signing key's id: the first 12 hex digits of the SHA-256 of its raw public key (as the admin token's id). */
const keyIdOf = (publicKeyHex: string): string =>
  createHash("sha256").update(Buffer.from(publicKeyHex, "hex")).digest("hex").slice(0, 12);

/** An Ed25519 public key from its raw 32 bytes in hex; throws on anything else. */
export function auditPublicKey(hex: string): { keyId: string; key: KeyObject } {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${hex.slice(0, 16)}… is not a public key (64 hex digits)`);
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, "hex")]),
    format: "der",
    type: "spki",
  });
  return { keyId: keyIdOf(hex), key };
}

/** The signer of AUDIT_SIGNING_KEY: a 32-byte Ed25519 seed in hex (`openssl rand -hex 32`). Throws on a bad one. */
export function auditSigner(seedHex: string): AuditSigner {
  if (!/^[0-9a-f]{64}$/i.test(seedHex))
    throw new Error("AUDIT_SIGNING_KEY must be 64 hex digits (32 random bytes: `openssl rand -hex 32`)");
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(seedHex, "hex")]),
    format: "der",
    type: "pkcs8",
  });
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  const publicKey = spki.subarray(ED25519_SPKI_PREFIX.length).toString("hex");
  return {
    keyId: keyIdOf(publicKey),
    publicKey,
    sign: (hash) => sign(null, Buffer.from(hash, "hex"), privateKey).toString("base64"),
  };
}

/**
 * The signer rows are signed with: AUDIT_SIGNING_KEY, read once (server/config.ts refuses a malformed one at start),
 * or none (rows are chained, unsigned). Every process that writes rows (server, workers, tools) reads the same setting.
 */
let signerSetting: { signer: AuditSigner | null } | null = null;
export function currentAuditSigner(): AuditSigner | null {
  signerSetting ??= { signer: process.env.AUDIT_SIGNING_KEY ? auditSigner(process.env.AUDIT_SIGNING_KEY) : null };
  return signerSetting.signer;
}

/** Tests: sign with this key from now on (null: unsigned), instead of AUDIT_SIGNING_KEY. */
export function useAuditSigner(signer: AuditSigner | null): void {
  signerSetting = { signer };
}

/** The columns of a row the studio appends: its place in the chain, its hash, and the signature when a key is set. */
function seal(row: AuditContent, prevHash: string) {
  const hash = auditHash(row, prevHash);
  const signer = currentAuditSigner();
  return { prevHash, hash, signature: signer?.sign(hash) ?? null, signingKey: signer?.keyId ?? null };
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
  // Chained, never signed: a row without a hash after signed ones is one someone inserted around the studio, and
  // audit:verify must name it rather than find it signed.
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
      .values({ ...row, detail, ...seal({ ...row, detail }, prevHash) })
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
  /** How many rows carry a signature (the rest come first: written before the key was set), and with which keys. */
  signed: number;
  signingKeys: string[];
  /** Whether the signatures were checked (a public key was given for each key id seen). */
  signaturesChecked: boolean;
  /** The first row that breaks the chain, and why. */
  bad?: { id: number; reason: string };
}

/**
 * Checks rows in chain order: each follows the one before and its content matches its hash; once one row is signed,
 * every later row must be; with `publicKeys` (key id → key) each signature must verify with its key (a row signed by a
 * key not given fails) and some row must be signed. Stops at the first bad row.
 */
export async function verifyAuditChain(
  rows: AsyncIterable<ExportedAuditRow | AuditEntry> | Iterable<ExportedAuditRow | AuditEntry>,
  { publicKeys }: { publicKeys?: ReadonlyMap<string, KeyObject> } = {},
): Promise<AuditChainReport> {
  let prevHash = GENESIS;
  let previous: number | null = null;
  let count = 0;
  let signed = 0;
  const signingKeys = new Set<string>();
  const checking = (publicKeys?.size ?? 0) > 0;
  const report = (bad?: AuditChainReport["bad"]): AuditChainReport => ({
    ok: !bad,
    rows: count,
    head: prevHash,
    signed,
    signingKeys: [...signingKeys],
    signaturesChecked: checking,
    ...(bad ? { bad } : {}),
  });
  for await (const row of rows) {
    const fail = (reason: string) => report({ id: row.id, reason });
    if (!row.hash || !row.prevHash) return fail("it has no hash (written before the chain and never sealed, or cut)");
    if (row.prevHash !== prevHash)
      return fail(
        previous === null
          ? "it does not start the chain: rows before it were deleted"
          : `it does not follow row ${previous}: a row between was deleted, or rows were reordered or rewritten`,
      );
    if (auditHash(row, row.prevHash) !== row.hash) return fail("its content does not match its hash: it was edited");
    if (!row.signature || !row.signingKey) {
      // Rows from before the key was set are unsigned, and only they: a rewrite changes every later row's hash, so it
      // must strip every later signature, and is found here or, when it stripped them all, below.
      if (signed > 0)
        return fail(
          "it is not signed, though the rows before it are: written without AUDIT_SIGNING_KEY, or by someone without it",
        );
    } else {
      if (checking) {
        const key = publicKeys!.get(row.signingKey);
        if (!key) return fail(`it is signed by key ${row.signingKey}, which is not one of the public keys given`);
        if (!verify(null, Buffer.from(row.hash, "hex"), key, Buffer.from(row.signature, "base64")))
          return fail("its signature does not match its hash: it was rewritten by someone without the signing key");
      }
      signed += 1;
      signingKeys.add(row.signingKey);
    }
    prevHash = row.hash;
    previous = row.id;
    count += 1;
  }
  if (checking && count > 0 && signed === 0)
    return report({
      id: previous!,
      reason:
        "no row is signed, though a public key was given: every signature was stripped, or no studio action has " +
        "happened since AUDIT_SIGNING_KEY was set (the next one is signed)",
    });
  return report();
}

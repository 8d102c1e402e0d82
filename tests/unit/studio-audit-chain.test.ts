// The audit log's hash chain on a real (embedded) studio database: an untouched log verifies; an edited row, a
// deleted row and rows written before the chain are each found, at the row they break; an export verifies offline.
// With a signing key, a log rewritten by someone who can write to the database but lacks the key is found: re-hashed
// rows fail their signatures, stripped signatures fail as missing.
import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditHash,
  auditPublicKey,
  auditRows,
  auditSigner,
  exportedAuditRow,
  GENESIS,
  sealAuditLog,
  useAuditSigner,
  verifyAuditChain,
  type ExportedAuditRow,
} from "../../database/audit-chain.server";
import { auditLog } from "../../database/studio-schema";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { audit, type Actor } from "../../studio/audit.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const store = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const now = new Date("2026-03-01T09:00:00.123Z");
const editor: Actor = { id: null, email: "ed@staff.example", clientNetwork: "203.0.113.0/24" };

const verify = async () => verifyAuditChain(auditRows(db, 2));
const ids = async () => (await db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id)).map((r) => r.id);

beforeAll(async () => {
  db = await store.get();
}, 60_000);
afterAll(() => store.close());

describe("the audit log's hash chain", () => {
  it("verifies the untouched log, with a transaction's row only once it commits", async () => {
    await audit(db, editor, "draft-create", now, { target: "draft:1", detail: { title: "Spring", b: [2, 1] } });
    await audit(db, editor, "draft-change", now, {
      target: "draft:1",
      detail: { paths: ["/prices"], none: undefined },
    });
    await db
      .transaction(async (tx) => {
        await audit(tx, editor, "publish", now, { target: "version:2" });
        throw new Error("the publish failed");
      })
      .catch(() => undefined);
    await audit(db, editor, "check", now, { target: "draft:1", detail: { ok: true, ms: 12 } });
    expect(await verify()).toMatchObject({ ok: true, rows: 3 });
  });

  it("names an edited row, and passes again once it says what it said", async () => {
    const [, second] = await ids();
    const [before] = await db.select().from(auditLog).where(eq(auditLog.id, second!));
    await db.execute(sql`UPDATE audit_log SET detail = '{"paths": ["/legal"]}' WHERE id = ${second}`);
    expect(await verify()).toMatchObject({ ok: false, rows: 1, bad: { id: second, reason: /edited/ } });
    await db.update(auditLog).set({ detail: before!.detail }).where(eq(auditLog.id, second!));
    expect(await verify()).toMatchObject({ ok: true, rows: 3 });
  });

  it("names the row after a deleted one", async () => {
    await audit(db, editor, "draft-submit", now, { target: "draft:1" });
    const [first, second, third] = await ids();
    const snapshot = [...(await db.select().from(auditLog).orderBy(auditLog.id))];
    expect((await verifyAuditChain(snapshot.map(exportedAuditRow))).ok).toBe(true);
    await db.delete(auditLog).where(eq(auditLog.id, second!));
    expect(await verify()).toMatchObject({ ok: false, rows: 1, bad: { id: third, reason: /follow row/ } });
    // The first row gone: the second no longer starts the chain.
    const withoutFirst = snapshot.filter((row) => row.id !== first).map(exportedAuditRow);
    expect(await verifyAuditChain(withoutFirst)).toMatchObject({ ok: false, bad: { id: second } });
  });

  it("verifies a JSON-lines export without the database, and finds an edit in it", async () => {
    const fresh = createStudioDatabase({ kind: "pglite", template });
    try {
      const other = await fresh.get();
      for (const action of ["sign-in", "draft-create", "sign-out"] as const)
        await audit(other, editor, action, now, { detail: { text: "naïve “quotes” 日本" } });
      const lines: string[] = [];
      for await (const row of auditRows(other)) lines.push(JSON.stringify(exportedAuditRow(row)));
      const parsed = lines.map((line) => JSON.parse(line) as ExportedAuditRow);
      expect(await verifyAuditChain(parsed)).toMatchObject({ ok: true, rows: 3 });
      parsed[1]!.staffEmail = "pub@staff.example";
      expect(await verifyAuditChain(parsed)).toMatchObject({ ok: false, bad: { id: parsed[1]!.id } });
    } finally {
      await fresh.close();
    }
  });

  it("chains rows written before it, in order, when sealed and before the next row", async () => {
    const fresh = createStudioDatabase({ kind: "pglite", template });
    try {
      const other = await fresh.get();
      const legacy = { at: now, staffEmail: "old@staff.example", action: "sign-in" as const, clientNetwork: "" };
      await other.insert(auditLog).values([legacy, { ...legacy, action: "sign-out" }]);
      expect(await verifyAuditChain(auditRows(other))).toMatchObject({ ok: false, bad: { reason: /no hash/ } });
      expect(await sealAuditLog(other)).toBe(2);
      expect(await sealAuditLog(other)).toBe(0);
      await other.insert(auditLog).values({ ...legacy, action: "check" });
      await audit(other, editor, "draft-create", now);
      expect(await verifyAuditChain(auditRows(other))).toMatchObject({ ok: true, rows: 4 });
    } finally {
      await fresh.close();
    }
  });
});

describe("the audit log signed with a key the database does not hold", () => {
  const signer = auditSigner(randomBytes(32).toString("hex"));
  const keys = (...of: (typeof signer)[]) =>
    new Map(
      of.map(({ publicKey }) => {
        const { keyId, key } = auditPublicKey(publicKey);
        return [keyId, key] as const;
      }),
    );
  const fresh = createStudioDatabase({ kind: "pglite", template });
  let log: StudioDb;
  const check = (publicKeys = keys(signer)) => verifyAuditChain(auditRows(log), { publicKeys });
  /** What someone with write access but no key can do: rewrite a row and recompute the chain after it. */
  async function rehash(edit: (row: typeof auditLog.$inferSelect) => Partial<typeof auditLog.$inferSelect>) {
    let prevHash = GENESIS;
    for (const row of await log.select().from(auditLog).orderBy(auditLog.id)) {
      const changed = { ...row, ...edit(row) };
      const hash = auditHash(changed, prevHash);
      await log
        .update(auditLog)
        .set({ ...edit(row), prevHash, hash })
        .where(eq(auditLog.id, row.id));
      prevHash = hash;
    }
  }

  beforeAll(async () => {
    log = await fresh.get();
    // Two rows from before the key was set, then a server started with it.
    await audit(log, editor, "sign-in", now);
    await audit(log, editor, "draft-create", now, { target: "draft:1" });
    expect(await check()).toMatchObject({ ok: false, bad: { reason: /no row is signed, though a public key/ } });
    useAuditSigner(signer);
    await audit(log, editor, "publish", now, { target: "version:2", detail: { price: 1099 } });
    await audit(log, editor, "sign-out", now);
  }, 60_000);
  afterAll(async () => {
    useAuditSigner(null);
    await fresh.close();
  });

  it("signs every row from the key on, and verifies them with the public key", async () => {
    expect(await check()).toMatchObject({
      ok: true,
      rows: 4,
      signed: 2,
      signingKeys: [signer.keyId],
      signaturesChecked: true,
    });
    // Without a public key the chain still verifies, and says the signatures were not checked.
    expect(await verifyAuditChain(auditRows(log))).toMatchObject({ ok: true, signed: 2, signaturesChecked: false });
    const other = auditSigner(randomBytes(32).toString("hex"));
    expect(await check(keys(other))).toMatchObject({ ok: false, bad: { reason: /not one of the public keys/ } });
  });

  it("finds a rewritten log whose chain was recomputed without the key, before or after the key", async () => {
    const original = await log.select().from(auditLog).orderBy(auditLog.id);
    const restore = async () => {
      for (const row of original) await log.update(auditLog).set(row).where(eq(auditLog.id, row.id));
    };
    for (const [action, reason] of [
      ["publish", /signature does not match/],
      ["sign-in", /signature does not match/],
    ] as const) {
      await rehash((row) => (row.action === action ? { detail: { forged: true } } : {}));
      expect(await verifyAuditChain(auditRows(log))).toMatchObject({ ok: true });
      expect(await check()).toMatchObject({ ok: false, bad: { id: original[2]!.id, reason } });
      await restore();
    }
    expect(await check()).toMatchObject({ ok: true, rows: 4 });
  });

  it("finds stripped signatures and rows added around the studio, signed or not", async () => {
    const original = await log.select().from(auditLog).orderBy(auditLog.id);
    const last = original.at(-1)!;
    await log.update(auditLog).set({ signature: null, signingKey: null }).where(eq(auditLog.id, last.id));
    expect(await verifyAuditChain(auditRows(log))).toMatchObject({
      ok: false,
      bad: { id: last.id, reason: /rows before it are/ },
    });
    // Every signature stripped and the log rewritten: found with the key.
    await log.update(auditLog).set({ signature: null, signingKey: null });
    await rehash(() => ({ staffEmail: "pub@staff.example" }));
    expect(await verifyAuditChain(auditRows(log))).toMatchObject({ ok: true, signed: 0 });
    expect(await check()).toMatchObject({ ok: false, bad: { reason: /no row is signed/ } });
    for (const row of original) await log.update(auditLog).set(row).where(eq(auditLog.id, row.id));
    // A row inserted without a hash is chained by the next open, but not signed: named.
    await log
      .insert(auditLog)
      .values({ at: now, staffEmail: "pub@staff.example", action: "publish", clientNetwork: "" });
    expect(await sealAuditLog(log)).toBe(1);
    const [inserted] = await log.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(await check()).toMatchObject({ ok: false, bad: { id: inserted!.id, reason: /not signed/ } });
    await log.delete(auditLog).where(eq(auditLog.id, inserted!.id));
    expect(await check()).toMatchObject({ ok: true, signed: 2 });
  });
});

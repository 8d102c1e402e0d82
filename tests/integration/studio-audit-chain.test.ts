// The audit log's hash chain on PostgreSQL, written by two processes at once (each its own connection pool, several
// connections each): appends take turns under the chain's advisory lock, so every row follows exactly one other.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { auditRows, verifyAuditChain } from "../../database/audit-chain.server";
import { createStudioDatabase, type StudioDatabase } from "../../database/studio.server";
import { audit } from "../../studio/audit.server";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the audit log written by two processes on PostgreSQL", { timeout: 120_000 }, () => {
  const schema = `test_${randomBytes(4).toString("hex")}_studio`;
  const processes = [0, 1].map(() => createStudioDatabase({ kind: "postgres", url: url!, schema }, { poolMax: 4 }));
  afterAll(async () => {
    await Promise.all(processes.map((studio: StudioDatabase) => studio.close()));
  });

  it("keeps one valid chain through concurrent appends, some inside transactions", async () => {
    const dbs = await Promise.all(processes.map((studio) => studio.get()));
    const now = new Date("2026-03-01T09:00:00Z");
    const writes = dbs.flatMap((db, process) =>
      Array.from({ length: 40 }, async (_, n) => {
        const actor = { id: null, email: `ed${process}@staff.example`, clientNetwork: "192.0.2.0/24" };
        const what = { target: `draft:${n}`, detail: { process, n } };
        if (n % 4 === 0)
          await db.transaction(async (tx) => {
            await tx.execute("SELECT 1");
            await audit(tx, actor, "draft-change", now, what);
          });
        else await audit(db, actor, "draft-change", now, what);
      }),
    );
    await Promise.all(writes);
    const report = await verifyAuditChain(auditRows(dbs[0]!, 25));
    expect(report).toMatchObject({ ok: true, rows: 80 });
  });
});

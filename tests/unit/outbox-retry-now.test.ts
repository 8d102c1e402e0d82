// The operator's "retry now" on the outbox (app/data/outbox.server.ts, makePendingMailDue): pending mail becomes due
// at once, backed off or not; mail being sent keeps its lease, and mail sent, suppressed or given up is left alone.
// On an in-memory PGlite database migrated like production.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { claimDueMail, makePendingMailDue } from "~/data/outbox.server";
import { createDatabases, type Database } from "../../database/client.server";
import { outbox, type OutboxRow } from "../../database/schema";
import { pgliteTemplate } from "../pglite-template";

/** A freshly migrated database to start each scope from (no initdb per scope). */
const template = await pgliteTemplate();

const databases = createDatabases({
  cn: { kind: "pglite", template },
  us: { kind: "pglite", template },
  eu: { kind: "pglite", template },
});
let db: Database;

// Opening PGlite takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });
beforeAll(async () => {
  db = await databases.get("eu");
});
afterAll(async () => {
  await databases.close();
});

const now = new Date("2026-11-27T10:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function mail(subject: string, fields: Partial<OutboxRow>): Promise<void> {
  await db.insert(outbox).values({
    kind: "newsletter_confirm",
    recipient: `${subject}@example.de`,
    recipientHash: subject,
    region: "de",
    subject,
    textBody: "text",
    htmlBody: "<p>html</p>",
    status: "pending",
    createdAt: later(-3600),
    ...fields,
  });
}

describe("retry now", () => {
  it("makes every pending mail due at once, and only pending mail", async () => {
    await mail("backed-off", { attempts: 3, nextAttemptAt: later(900), lastError: "ECONNREFUSED" });
    await mail("queued", {});
    await mail("leased", { status: "sending", attempts: 1, leaseUntil: later(60) });
    await mail("given-up", { status: "failed", attempts: 100, lastError: "ECONNREFUSED" });
    await mail("sent", { status: "sent", attempts: 1, sentAt: later(-60) });
    await mail("suppressed", { status: "suppressed" });
    expect(await makePendingMailDue(db)).toBe(2);
    const claimed = await claimDueMail(db, now, 20, 120);
    expect(claimed.map((row) => row.subject).sort()).toEqual(["backed-off", "queued"]);
    // Claimed, they are leased: a second retry now finds nothing pending, and no claim takes them again.
    expect(await makePendingMailDue(db)).toBe(0);
    expect(await claimDueMail(db, now, 20, 120)).toEqual([]);
    const rows = await db.select().from(outbox);
    const status = Object.fromEntries(rows.map((row) => [row.subject, row.status]));
    expect(status).toEqual({
      "backed-off": "sending",
      queued: "sending",
      leased: "sending",
      "given-up": "failed",
      sent: "sent",
      suppressed: "suppressed",
    });
  });
});

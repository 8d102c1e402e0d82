// The retention pass deletes what the privacy policy says it deletes, at the periods of content/retention.ts.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_FORM_RETENTION } from "~/content/retention";
import { purgeExpired } from "~/data/retention.server";
import { productRegistrations, rmaRequests, sessions, subscriptions, users } from "../../database/schema";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";

const DAY = 86_400_000;
const now = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const yearsAgo = (years: number, plusDays: number) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + plusDays * DAY);
};

describe(`retention (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ warm: ["eu"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  it("purges expired sessions, unconfirmed sign-ups and accounts after 7 days, support forms after the region's period", async () => {
    const db = await api.databases.get("eu");
    const user = (verified: boolean, createdAt: Date) => ({
      id: randomUUID(),
      email: uniqueEmail("ret"),
      passwordHash: "x",
      region: "de",
      createdAt,
      emailVerifiedAt: verified ? createdAt : null,
    });
    const [oldUnverified, newUnverified, oldVerified] = [
      user(false, ago(8 * DAY)),
      user(false, ago(6 * DAY)),
      user(true, ago(400 * DAY)),
    ];
    await db.insert(users).values([oldUnverified, newUnverified, oldVerified]);
    const session = (id: string, expires: Date) => ({
      id: randomUUID(),
      userId: id,
      apptokenHash: randomUUID(),
      apptokenExpiresAt: expires,
      reftokenHash: randomUUID(),
      reftokenExpiresAt: expires,
      createdAt: ago(40 * DAY),
    });
    const expired = session(oldVerified.id, ago(DAY));
    const live = session(oldVerified.id, new Date(now.getTime() + DAY));
    await db.insert(sessions).values([expired, live]);
    const sub = (status: "pending" | "confirmed", createdAt: Date) => ({
      email: uniqueEmail("sub"),
      region: "de",
      source: "",
      status,
      createdAt,
    });
    const subs = [sub("pending", ago(8 * DAY)), sub("pending", ago(6 * DAY)), sub("confirmed", ago(900 * DAY))];
    await db.insert(subscriptions).values(subs);
    const years = SUPPORT_FORM_RETENTION.de.rmaYears;
    const rma = (reference: string, createdAt: Date, region = "de") => ({
      reference,
      region,
      name: "n",
      email: "e@example.de",
      orderNumber: "o",
      product: "p",
      serialNumber: "s",
      reason: "r",
      description: "d",
      createdAt,
    });
    await db
      .insert(rmaRequests)
      .values([
        rma("RET-OLD", yearsAgo(years, -1)),
        rma("RET-KEEP", yearsAgo(years, 1)),
        rma("RET-UK", yearsAgo(SUPPORT_FORM_RETENTION.uk.rmaYears, 1), "uk"),
      ]);
    await db.insert(productRegistrations).values({
      reference: "REG-OLD",
      region: "fr",
      name: "n",
      email: "e@example.fr",
      product: "p",
      serialNumber: "s",
      purchaseDate: "2020-01-01",
      store: "x",
      createdAt: yearsAgo(SUPPORT_FORM_RETENTION.fr.registrationYears, -1),
    });

    const counts = await purgeExpired(db, now);
    expect(counts).toMatchObject({
      sessions: 1,
      users: 1,
      subscriptions: 1,
      rma_requests: 1,
      product_registrations: 1,
    });
    const left = await db.select({ id: users.id }).from(users);
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([newUnverified.id, oldVerified.id]));
    expect(left.map((row) => row.id)).not.toContain(oldUnverified.id);
    expect(await db.select().from(sessions).where(eq(sessions.id, live.id))).toHaveLength(1);
    const refs = (await db.select({ reference: rmaRequests.reference }).from(rmaRequests)).map((row) => row.reference);
    expect(refs).toEqual(expect.arrayContaining(["RET-KEEP", "RET-UK"]));
    expect(refs).not.toContain("RET-OLD");
    // A second pass finds nothing more.
    expect(Object.values((await purgeExpired(db, now)) ?? {}).every((n) => n === 0)).toBe(true);
  });

  it.skipIf(BACKEND !== "postgres")("skips a scope whose pass another process is running (advisory lock)", async () => {
    const db = await api.databases.get("eu");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const hasLock = new Promise<void>((resolve) => (locked = resolve));
    // Another process's pass, in its own transaction, holding the scope's lock.
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(27, hashtext(current_schema()))`);
      locked();
      await held;
    });
    await hasLock;
    expect(await purgeExpired(db, now)).toBeNull();
    release();
    await other;
    expect(await purgeExpired(db, now)).not.toBeNull();
  });
});

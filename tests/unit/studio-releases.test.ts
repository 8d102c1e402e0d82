// Scheduled releases on the studio's real (embedded, in-memory) database: a schedule publishes the revision it pinned
// at its instant, once; it can be taken back before; a change of the draft after it cancels it (and publishes nothing);
// a draft that cannot be published at the instant is not, the failure recorded once. Each tick is given its `now`.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, scheduledReleases } from "../../database/studio-schema";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { databaseOperator, type Actor } from "../../studio/audit.server";
import { calendarOf } from "../../studio/calendar.server";
import {
  createDraft,
  currentVersion,
  documentFor,
  getDraft,
  publishDraft,
  updateDraft,
} from "../../studio/content.server";
import { saveDraft } from "../../studio/drafts.server";
import {
  latestReleases,
  publishDueReleases,
  releaseView,
  scheduleRelease,
  unscheduleRelease,
  upcomingReleases,
} from "../../studio/releases.server";
import { actorOf, createStaff } from "../../studio/staff.server";
import { ensureSeeded } from "../../studio/versions.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const studio = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const NOW = new Date("2026-11-28T12:00:00Z");
const AT = new Date("2026-11-28T15:30:00Z");
const after = (ms: number) => new Date(AT.getTime() + ms);
let publisher: Actor;
const editor: Actor = { id: null, email: "editor@studio.example", clientNetwork: "192.0.2.0" };
const PUBLISHER = { role: "publisher" as const };
const US = "/prices/k1ProInterstellarScout/us";
const UK = "/prices/k1ProInterstellarScout/uk";
const later = (price: number) => [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price }];

beforeAll(async () => {
  db = await studio.get();
  await ensureSeeded(db, NOW);
  const operator = await databaseOperator(db, "studio:user");
  const { member } = await createStaff(db, { email: "publisher@studio.example", role: "publisher" }, NOW, operator);
  publisher = actorOf(member, "192.0.2.0");
}, 120_000);
afterAll(async () => {
  await studio.close();
});

async function draftSetting(path: string, value: unknown) {
  const draft = await createDraft(db, { by: editor.email, title: `sets ${path}` });
  await updateDraft(db, draft.id, { by: editor.email, revision: 0, patch: [{ op: "replace", path, value }] });
  return draft.id;
}
const schedule = (id: number, at = AT, revision = 1) =>
  scheduleRelease(db, publisher, PUBLISHER, id, { at, revision, summary: `draft ${id}` }, NOW);
const release = async (id: number) => {
  const row = (await latestReleases(db, [id])).get(id)!;
  return releaseView(row, await getDraft(db, id));
};
const actions = async (id: number) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `draft:${id}`))
  ).map((row) => row.action);

describe("scheduled releases", { timeout: 120_000 }, () => {
  it("publishes the scheduled revision at its instant, once", async () => {
    const id = await draftSetting(US, later(377));
    await schedule(id);
    expect((await upcomingReleases(db)).map((item) => [item.draft, item.at])).toContainEqual([id, AT.toISOString()]);
    // The Calendar shows it on its instant.
    const document = await documentFor(db, { version: (await currentVersion(db))!.version });
    const calendar = calendarOf(document, 2026, NOW, await upcomingReleases(db));
    expect(calendar.items.find((item) => item.kind === "release")).toMatchObject({
      name: `Publish #${id} sets ${US}`,
      start: AT.getTime(),
      regions: [{ code: "utc", from: "2026-11-28 15:30 UTC, scheduled by publisher@studio.example" }],
    });
    const before = (await currentVersion(db))!.version;

    expect(await publishDueReleases(db, after(-1))).toEqual([]);
    const [published, ...more] = await publishDueReleases(db, AT);
    expect(more).toEqual([]);
    expect(published).toEqual({ release: expect.any(Number), draft: id, state: "published", version: before + 1 });
    expect(await publishDueReleases(db, after(60_000))).toEqual([]);
    expect((await currentVersion(db))!.version).toBe(before + 1);
    expect(await release(id)).toMatchObject({ state: "published", version: before + 1 });
    expect((await getDraft(db, id)).state).toBe("published");
    const [row] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `version:${before + 1}`));
    expect(row).toMatchObject({ action: "scheduled-publish", staffEmail: publisher.email });
  });

  it("refuses an editor, an instant past, and a revision the publisher did not see", async () => {
    const id = await draftSetting(UK, later(366));
    const refused = (run: Promise<unknown>) =>
      run.then(
        () => null,
        (error: { status?: number }) => error.status,
      );
    const input = { at: AT, revision: 1, summary: "x" };
    expect(await refused(scheduleRelease(db, editor, { role: "editor" }, id, input, NOW))).toBe(403);
    expect(await refused(scheduleRelease(db, publisher, PUBLISHER, id, { ...input, at: NOW }, NOW))).toBe(400);
    expect(await refused(scheduleRelease(db, publisher, PUBLISHER, id, { ...input, revision: 0 }, NOW))).toBe(409);
    expect(await latestReleases(db, [id])).toEqual(new Map());
  });

  it("can be unscheduled until its instant: nothing publishes", async () => {
    const id = await draftSetting(UK, later(355));
    await schedule(id);
    expect(await unscheduleRelease(db, publisher, PUBLISHER, id, NOW)).toEqual({ unscheduled: AT.toISOString() });
    const before = (await currentVersion(db))!.version;
    expect(await publishDueReleases(db, after(1_000))).toEqual([]);
    expect((await currentVersion(db))!.version).toBe(before);
    expect(await release(id)).toMatchObject({ state: "unscheduled", endedBy: publisher.email });
    expect(await actions(id)).toEqual(expect.arrayContaining(["schedule", "unschedule"]));
  });

  it("is cancelled by a change of the draft after it, and the changed draft is not published", async () => {
    const id = await draftSetting(UK, later(344));
    await schedule(id);
    await saveDraft(db, editor, id, { revision: 1, set: [{ path: UK, value: later(333) }] }, NOW);
    expect(await release(id)).toMatchObject({
      state: "cancelled",
      endedBy: editor.email,
      outcome: `${editor.email} changed the draft after it was scheduled: schedule it again`,
    });
    expect(await actions(id)).toContain("schedule-cancelled");
    const before = (await currentVersion(db))!.version;
    expect(await publishDueReleases(db, after(1_000))).toEqual([]);
    expect((await currentVersion(db))!.version).toBe(before);
    expect((await getDraft(db, id)).state).toBe("open");
  });

  it("a change made around the studio's saves (an operator's) shows it cancelled, and the tick records it", async () => {
    const id = await draftSetting(UK, later(322));
    await schedule(id);
    await updateDraft(db, id, { by: "operator", revision: 1, patch: [{ op: "replace", path: UK, value: later(311) }] });
    expect(await release(id)).toMatchObject({ state: "cancelled", endedBy: "operator" });
    const before = (await currentVersion(db))!.version;
    expect(await publishDueReleases(db, after(1_000))).toEqual([
      expect.objectContaining({ draft: id, state: "cancelled" }),
    ]);
    expect((await currentVersion(db))!.version).toBe(before);
    expect(await publishDueReleases(db, after(2_000))).toEqual([]);
  });

  it("a draft a publish since conflicts with fails at its instant: recorded once, never retried", async () => {
    const id = await draftSetting(US, later(300));
    await schedule(id);
    const other = await draftSetting(US, later(299));
    await publishDraft(db, other, { by: publisher.email, now: NOW });
    const before = (await currentVersion(db))!.version;
    const [failed] = await publishDueReleases(db, AT);
    expect(failed).toMatchObject({ draft: id, state: "failed" });
    expect(failed).toHaveProperty("outcome", expect.stringContaining("prices.ts"));
    expect(await publishDueReleases(db, after(5_000))).toEqual([]);
    expect((await currentVersion(db))!.version).toBe(before);
    expect(await release(id)).toMatchObject({ state: "failed" });
    expect(await actions(id)).toContain("scheduled-publish-failed");
    const rows = await db.select().from(scheduledReleases).where(eq(scheduledReleases.draftId, id));
    expect(rows.map((row) => row.state)).toEqual(["failed"]);
  });
});

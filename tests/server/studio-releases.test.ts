// Scheduled releases on PostgreSQL with two server processes (WEB_CONCURRENCY=2): each worker ticks, and a draft
// scheduled a few seconds ahead is published once, at its instant; with the server stopped across the instant, the
// first process up publishes it, once. The drafts are made and scheduled through the studio's own functions on the
// same database (what the Schedule publish button calls); only the server's processes run the timer.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentPublications, scheduledReleases } from "../../database/studio-schema";
import { createStudioDatabase, STUDIO_SCHEMA, type StudioDatabase, type StudioDb } from "../../database/studio.server";
import { databaseOperator, type Actor } from "../../studio/audit.server";
import { createDraft, updateDraft } from "../../studio/content.server";
import { scheduleRelease } from "../../studio/releases.server";
import { actorOf, createStaff } from "../../studio/staff.server";
import { startServer, type RunningServer } from "./harness";

const AHEAD_MS = 2_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "scheduled releases with two workers on PostgreSQL",
  { timeout: 240_000 },
  () => {
    const database = `releases_${randomBytes(4).toString("hex")}`;
    const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://localhost/none");
    url.pathname = `/${database}`;
    let server: RunningServer | null = null;
    let studio: StudioDatabase;
    let db: StudioDb;
    let publisher: Actor;

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    async function start() {
      server = await startServer({ DATABASE_URL: url.href, WEB_CONCURRENCY: "2" });
      // Both workers serve (and tick): each logs the content version it serves once its databases are open.
      while ((server.output().match(/content version served/g) ?? []).length < 2) await sleep(100);
    }
    async function until<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
      const deadline = Date.now() + ms;
      for (;;) {
        const value = await probe();
        if (value) return value;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await sleep(50);
      }
    }
    /** A draft that changes K1 Pro's us price from an instant after the repository's every fact. */
    async function draft(price: number): Promise<number> {
      const made = await createDraft(db, { by: publisher.email, title: `K1 us ${price}` });
      const value = [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price }];
      const patch = [{ op: "replace" as const, path: "/prices/k1ProInterstellarScout/us", value }];
      await updateDraft(db, made.id, { by: publisher.email, revision: 0, patch });
      return made.id;
    }
    /** When the last schedule was stored (scheduling runs the draft's checks first: seconds on a busy machine). */
    let stored = 0;
    async function schedule(id: number): Promise<Date> {
      const now = new Date();
      const at = new Date(now.getTime() + AHEAD_MS);
      await scheduleRelease(db, publisher, { role: "publisher" }, id, { at, revision: 1, summary: `draft ${id}` }, now);
      stored = Date.now();
      return at;
    }
    const releaseOf = async (id: number) =>
      (await db.select().from(scheduledReleases).where(eq(scheduledReleases.draftId, id)))[0]!;
    /** The publications of the versions a draft's schedule made, and the audit rows that say so. */
    async function publishedOnce(id: number, at: Date) {
      const release = await until("the schedule to end", async () => {
        const row = await releaseOf(id);
        return row.state === "scheduled" ? null : row;
      });
      expect(release).toMatchObject({ state: "published", endedBy: "schedule" });
      const publications = await db
        .select()
        .from(contentPublications)
        .where(eq(contentPublications.versionId, release.versionId!));
      expect(publications).toHaveLength(1);
      expect(publications[0]!.publishedAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "scheduled-publish"), eq(auditLog.target, `version:${release.versionId}`)));
      expect(audits).toHaveLength(1);
      return { release, publishedAt: publications[0]!.publishedAt };
    }

    /** The process that published says so (its log is written within 200 ms), and no other does. */
    async function loggedOnce() {
      const lines = await until("the publish's log line", async () =>
        server!.output().match(/[^\n]*scheduled release published[^\n]*/g),
      );
      expect(lines).toHaveLength(1);
    }

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      await start();
      studio = createStudioDatabase({ kind: "postgres", url: url.href, schema: STUDIO_SCHEMA }, { poolMax: 2 });
      db = await studio.get();
      const operator = await databaseOperator(db, "studio:user");
      const { member } = await createStaff(
        db,
        { email: "publisher@studio.example", role: "publisher" },
        new Date(),
        operator,
      );
      publisher = actorOf(member, "192.0.2.0");
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
      await studio?.close();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    it("publishes at its instant, once, with both workers ticking", async () => {
      const id = await draft(377);
      const at = await schedule(id);
      const { release, publishedAt } = await publishedOnce(id, at);
      // Within a tick or so of the instant, or of the schedule's store when the checks outlasted AHEAD_MS (each worker
      // ticks every second; a busy machine is given a little more).
      expect(publishedAt.getTime() - Math.max(at.getTime(), stored)).toBeLessThan(2_500);
      if (process.env.STUDIO_TIMINGS)
        console.info(`published ${publishedAt.getTime() - at.getTime()} ms after its instant`);
      // Both workers follow the new version; one of them published it, and only one says so.
      await until("both workers to serve it", async () =>
        (server!.output().match(new RegExp(`"version":${release.versionId},[^\\n]*content version served`, "g")) ?? [])
          .length >= 2
          ? true
          : null,
      );
      await loggedOnce();
    });

    it("publishes once after a restart across its instant", async () => {
      await server!.stop();
      server = null;
      const id = await draft(366);
      const at = await schedule(id);
      await until("the instant to pass", async () => (Date.now() > at.getTime() + 500 ? true : null));
      expect(await releaseOf(id)).toMatchObject({ state: "scheduled" });
      await start();
      const { publishedAt } = await publishedOnce(id, at);
      expect(publishedAt.getTime()).toBeGreaterThan(at.getTime());
      await loggedOnce();
    });
  },
);

import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabases, type Database } from "../../database/client.server";
import { isDatabaseUnavailable } from "../../database/outage.server";
import * as schema from "../../database/schema";
import { BACKEND, HARNESS_TIMEOUT_MS, pgliteTemplate, startApi, testDatabaseConfig, uniqueEmail } from "./api-harness";

describe("database unreachable at request time", { timeout: HARNESS_TIMEOUT_MS }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())), HARNESS_TIMEOUT_MS);

  it("answers the localized server-error envelope (503) while bad input still gets 4000", async () => {
    // Nothing listens on port 1: connections are refused at once.
    const unreachable = { kind: "postgres" as const, url: "postgres://nobody:secret@127.0.0.1:1/nothing" };
    const api = await startApi({ databases: createDatabases({ cn: unreachable, us: unreachable, eu: unreachable }) });
    cleanups.push(() => api.close());

    const down = await api.call("POST", "/eu/account/user/subscribe/create", {
      body: { email: uniqueEmail(), region: "de" },
      headers: { region: "de" },
    });
    expect(down).toEqual({
      status: 503,
      body: { code: 5000, msg: "Serverfehler, bitte versuchen Sie es später erneut.", data: {} },
    });
    const profile = await api.call("GET", "/us/account/user/profile", {
      headers: { apptoken: "whatever", region: "us" },
    });
    expect(profile).toMatchObject({ status: 503, body: { code: 5000, msg: "Server error, please try again later." } });
    expect((await api.call("POST", "/us/account/user/sign_in", { body: { email: "nope" } })).body.code).toBe(4000);
  });

  it("opens the database by itself once it becomes reachable", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "accounts-reconnect-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // The database's starting image is missing at first, so every open fails until it appears.
    const image = path.join(dir, "image.tar");
    const source = await pgliteTemplate();
    const api = await startApi({
      databases: createDatabases({
        cn: { kind: "pglite", template: source },
        us: { kind: "pglite", template: image },
        eu: { kind: "pglite", template: source },
      }),
    });
    cleanups.push(() => api.close());
    const subscribe = () =>
      api.call("POST", "/us/account/user/subscribe/create", { body: { email: uniqueEmail("back"), region: "us" } });

    expect((await subscribe()).body.code).toBe(5000);
    expect((await subscribe()).body.code).toBe(5000);
    await copyFile(source, image);
    expect((await subscribe()).body).toEqual({ code: 2000, msg: "success", data: {} });
  });

  it.skipIf(BACKEND !== "postgres")(
    "keeps the process when the server ends a connection a transaction holds, and answers from a new one",
    async () => {
      const databases = createDatabases(await testDatabaseConfig());
      cleanups.push(() => databases.close());
      const db = (await databases.get("us")) as unknown as ReturnType<typeof drizzle>;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      cleanups.push(() => admin.end());
      // As PostgreSQL's shutdown or an administrator ends it (57P01), while the transaction's client is checked out of
      // the pool: the pool's own error listener is off then, and an 'error' event with no listener ends the process.
      const held = db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        await tx.execute(sql`select pg_sleep(1)`);
      });
      const failure = await held.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { rows } = await db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
    },
  );

  it("answers 503, not 500, when an already-open pool loses its server", async () => {
    // A pool handed out as if it had opened earlier; its server is gone now (nothing listens on port 1).
    const pool = new pg.Pool({
      connectionString: "postgres://nobody@127.0.0.1:1/nothing",
      connectionTimeoutMillis: 2_000,
    });
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const api = await startApi({
      databases: {
        get: async () => db,
        openAll: async () => ({}),
        check: async () => ({ cn: "ok", us: "ok", eu: "ok" }),
        poolStats: () => [],
        opened: () => [],
        close: () => pool.end(),
      },
    });
    cleanups.push(async () => {
      await api.close();
      await pool.end();
    });

    const down = await api.call("POST", "/eu/account/user/subscribe/create", {
      body: { email: uniqueEmail(), region: "fr" },
      headers: { region: "fr" },
    });
    expect(down).toEqual({
      status: 503,
      body: { code: 5000, msg: "Erreur du serveur, veuillez réessayer plus tard.", data: {} },
    });
    const signIn = await api.call("POST", "/us/account/user/sign_in", {
      body: { email: "sam@example.com", password: "whatever1" },
    });
    expect(signIn.status).toBe(503);
  });
});

// Every process serves a publish within 2 s: two workers on PostgreSQL (WEB_CONCURRENCY=2); one takes the
// publish, the other learns it from LISTEN/NOTIFY. Each answer is traced to the worker that wrote it (its request log
// line carries its pid and the request id the answer names).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, PREVIEW_TOKEN, startServer, type RunningServer } from "./harness";

const AT = "2027-03-02T12:00:00Z";
const PAGE = "/us/k1-pro-interstellar-scout";

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "a publish with two workers on PostgreSQL",
  { timeout: 180_000 },
  () => {
    const database = `studio_${randomBytes(4).toString("hex")}`;
    let server: RunningServer;
    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${database}`;
      server = await startServer({
        DATABASE_URL: url.href,
        WEB_CONCURRENCY: "2",
        RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
      });
      // Both workers listen (the primary seeded version 1 before it started them).
      while ((server.output().match(/content version served/g) ?? []).length < 2)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    /** The page at the instant, on a new connection (the cluster hands them to its workers in turn), and who answered. */
    async function probe(): Promise<{ pid: number; price: string | undefined }> {
      const response = await fetch(`${server.url}${PAGE}?at=${AT}`, {
        headers: { connection: "close", "x-preview-token": PREVIEW_TOKEN },
      });
      const id = response.headers.get("x-request-id");
      const html = await response.text();
      let line: RegExpExecArray | null = null;
      for (let wait = 0; !line && wait < 40; wait++) {
        line = new RegExp(`"pid":(\\d+),"reqId":"${id}"`).exec(server.output());
        if (!line) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return { pid: Number(line?.[1]), price: /\$(349|399)\b/.exec(html)?.[1] };
    }

    const admin = async (path: string, body: unknown) =>
      (await (
        await fetch(`${server.url}/__admin/content${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json", connection: "close" },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>;

    it("the worker that did not publish serves the new price within 2 s", async () => {
      const workers = new Set<number>();
      for (let i = 0; i < 6; i++) {
        const answer = await probe();
        expect(answer.price).toBe("399");
        workers.add(answer.pid);
      }
      expect(workers.size).toBe(2);

      const draft = await admin("/drafts", { by: "editor@example.com" });
      await admin(`/drafts/${draft.id}`, {
        by: "editor@example.com",
        revision: 0,
        patch: [
          {
            op: "replace",
            path: "/prices/k1ProInterstellarScout/us",
            value: [{ price: 399 }, { from: "2027-03-01T00:00:00-08:00", price: 349 }],
          },
        ],
      });
      const published = await admin("/publish", { draft: draft.id, by: "publisher@example.com" });
      expect(published).toMatchObject({ version: 2 });
      const publishedAt = Date.now();

      // Until each worker has answered with the new price; a worker still on the old one after 2 s fails.
      const switched = new Map<number, number>();
      while (switched.size < workers.size) {
        const answer = await probe();
        const elapsed = Date.now() - publishedAt;
        if (answer.price === "349") switched.set(answer.pid, switched.get(answer.pid) ?? elapsed);
        else expect(elapsed, `worker ${answer.pid} still served $399`).toBeLessThan(2_000);
        expect(elapsed, "both workers should have answered by now").toBeLessThan(10_000);
      }
      for (const [pid, elapsed] of switched) expect(elapsed, `worker ${pid}`).toBeLessThan(2_000);
      if (process.env.STUDIO_TIMINGS)
        console.info(`first new answer per worker (ms after the publish): ${[...switched.values()]}`);
      expect(server.output()).toMatch(/"version":2,"publication":2[^\n]*content version served/);
    });
  },
);

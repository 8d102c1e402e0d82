// PostgreSQL stopped under a cluster of two workers while shoppers load pages: the origin stays in the balancer's pool
// (/readyz 200 "degraded"), pages answer, and each process logs the outage in two lines (its start, its end), never SQL.
// Before it, the same server's start on a fresh PostgreSQL: migrated once, however many workers, before they answer.
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { ADMIN_TOKEN, startServer, type RunningServer } from "./harness";
import { hasPostgres, startTestPostgres, type TestPostgres } from "./postgres";

type Line = Record<string, unknown>;

/** The JSON lines in a server's output (request lines and events). */
function jsonLines(output: string): Line[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);
}

/** Event lines: everything but request lines. */
const events = (output: string) => jsonLines(output).filter((line) => line.reqId === undefined);

/** Query text or parameters as drizzle and pg would put them in a message. */
const SQL = /Failed query|params:|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|\bdelete from\b/i;

interface Family {
  name: string;
  metrics: { value?: string; labels?: Record<string, string> }[];
}
function sample(families: Family[], name: string): number {
  const family = families.find((candidate) => candidate.name === name);
  return (family?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
}

describe.skipIf(!hasPostgres)("PostgreSQL stopped under two workers", { timeout: 90_000 }, () => {
  let postgres: TestPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    // A fresh PostgreSQL, migrated by the server's start; the first sign-ups come from addresses of their own (this
    // machine is their proxy), as after a launch.
    server = await startServer({ DATABASE_URL: postgres.url, WEB_CONCURRENCY: "2", TRUST_PROXY: "loopback" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    postgres?.remove();
  });

  /** A new connection per request: the cluster hands connections to its workers in turn. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { connection: "close", ...headers } });

  /** Polls until `done` holds of the output written since `from`, asking for pages and /readyz meanwhile. */
  async function whileServing(from: number, done: (since: Line[]) => boolean, pages: string[]) {
    const statuses: Record<string, number[]> = {};
    const readiness: string[] = [];
    const deadline = Date.now() + 20_000;
    while (!done(events(server.output().slice(from)))) {
      if (Date.now() > deadline) {
        const written = events(server.output().slice(from));
        const summary = `${written.length} event lines, /readyz ${[...new Set(readiness)].join(", ")}`;
        throw new Error(
          `not done in 20 s (${summary}):\n${written
            .slice(0, 8)
            .map((line) => JSON.stringify(line))
            .join("\n")}`,
        );
      }
      for (const path of pages) (statuses[path] ??= []).push((await get(path)).status);
      const ready = await get("/readyz");
      readiness.push(`${ready.status} ${((await ready.json()) as { status: string }).status}`);
    }
    return { statuses, readiness };
  }

  it("migrates a fresh PostgreSQL once at start: its two workers answer 16 of 16 first sign-ups", async () => {
    const signUps = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const response = await fetch(`${server.url}/api/${["us", "eu", "cn"][i % 3]}/account/user/register_or_login`, {
          method: "POST",
          headers: {
            connection: "close",
            "content-type": "application/json",
            "x-forwarded-for": `198.51.100.${100 + i}`,
          },
          body: JSON.stringify({
            email: `first.${i}@example.com`,
            password: `first-password-${i}`,
            consents: SIGN_UP_BOXES,
          }),
        });
        return ((await response.json()) as { code: number }).code;
      }),
    );
    expect(signUps).toEqual(Array(16).fill(2000));
    // Their mail sent before the outage below, which counts what fails.
    await expect
      .poll(
        async () => {
          const metrics = await (await get("/metrics", { authorization: `Bearer ${ADMIN_TOKEN}` })).text();
          return sample(parsePrometheusTextFormat(metrics) as Family[], "mail_outbox_depth");
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(0);
  });

  it("stays in the pool (/readyz 200 degraded), serves pages, logs two lines per process and no SQL", async () => {
    const pages = ["/us", "/us/faq", "/de/faq", "/jp"];
    for (const path of pages) for (let i = 0; i < 2; i++) expect((await get(path)).status).toBe(200);
    const workers = jsonLines(server.output())
      .filter((line) => String(line.msg).startsWith("Server listening"))
      .map((line) => line.pid);
    expect(workers).toHaveLength(2);
    const from = server.output().length;

    postgres.stop();
    // An outage of 6 s at least (a few rounds of everything that polls the database: the content check every second,
    // the mail worker, the notifications' reconnects), until both workers have seen it begin; a page never rendered
    // before is asked for too.
    const stopped = Date.now();
    const started = (lines: Line[]) => lines.filter((line) => line.msg === "database outage started");
    const during = await whileServing(from, (lines) => started(lines).length >= 2 && Date.now() - stopped >= 6_000, [
      ...pages,
      "/kr/faq",
    ]);
    for (const [path, statuses] of Object.entries(during.statuses))
      expect(new Set(statuses), path).toEqual(new Set([200]));
    expect(during.readiness.every((answer) => answer.startsWith("200 "))).toBe(true);
    expect(during.readiness.at(-1)).toBe("200 degraded");
    // What needs the database answers 503; the metrics say degraded, the process still serves.
    const signUp = await fetch(`${server.url}/api/us/account/user/register_or_login`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close" },
      body: JSON.stringify({
        email: "outage.shopper@example.com",
        password: "a-password-of-theirs",
        consents: SIGN_UP_BOXES,
      }),
    });
    expect(signUp.status).toBe(503);
    const metrics = parsePrometheusTextFormat(
      await (await get("/metrics", { authorization: `Bearer ${ADMIN_TOKEN}` })).text(),
    ) as Family[];
    expect(sample(metrics, "database_up")).toBe(0);
    expect(sample(metrics, "server_ready")).toBe(1);
    expect(sample(metrics, "database_outages_total")).toBe(1);
    expect(sample(metrics, "database_errors_total")).toBeGreaterThan(0);

    postgres.start();
    const ended = (lines: Line[]) => lines.filter((line) => line.msg === "database outage ended");
    const after = await whileServing(from, (lines) => ended(lines).length >= 2, pages);
    for (const [path, statuses] of Object.entries(after.statuses))
      expect(new Set(statuses), path).toEqual(new Set([200]));
    expect(after.readiness.every((answer) => answer.startsWith("200 "))).toBe(true);

    // Each worker: one line when the outage began, one when it ended (its length and the failed calls between);
    // nothing else from any process, whatever failed meanwhile (requests, the content check, the mail worker).
    const lines = events(server.output().slice(from));
    for (const pid of workers) {
      const own = lines.filter((line) => line.pid === pid);
      expect(
        own.map((line) => line.msg),
        JSON.stringify(lines),
      ).toEqual(["database outage started", "database outage ended"]);
      // The start names the first failure's scope and its driver's error; the end, every scope that failed meanwhile.
      expect(own[0]).toMatchObject({ level: "error", error: { code: expect.any(String) } });
      expect(own[1]).toMatchObject({ level: "info", scopes: expect.arrayContaining(["cn", "us", "eu", "studio"]) });
      expect(own[1]!.durationMs).toBeGreaterThan(0);
      expect(own[1]!.failedQueries).toBeGreaterThan(0);
    }
    expect(lines).toHaveLength(4);
    expect(server.output()).not.toMatch(SQL);
    expect(server.output()).not.toContain("a-password-of-theirs");
    // Back: every scope answers again. Polled: on a busy machine a scope's first answers after the restart can come
    // later than readiness waits for, and that is "degraded" (slow), not an outage.
    await expect
      .poll(async () => (await get("/readyz")).json(), { timeout: 10_000, interval: 250 })
      .toEqual({ status: "ready" });
  });
});

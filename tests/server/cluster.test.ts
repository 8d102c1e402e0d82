// WEB_CONCURRENCY: several server processes behind node:cluster, which needs PostgreSQL. One cluster of two workers on
// a PostgreSQL server of its own, through what it must do: migrate a fresh database once at start, share each client's
// rate-limit budget, serve a publish from every worker within 2 s, ride out PostgreSQL stopped under load, and answer
// its workers' metrics as one, a worker's death included, and publish a scheduled release once at its instant, and
// once after a restart across it. One start for all of it but that restart: the tests run in this order, each on what
// the ones before left. The releases are made and scheduled through the studio's own functions on the same database
// (what the Schedule publish button calls); only the server's processes run the timer.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { auditLog, contentPublications, scheduledReleases } from "../../database/studio-schema";
import { createStudioDatabase, STUDIO_SCHEMA, type StudioDatabase, type StudioDb } from "../../database/studio.server";
import { databaseOperator, type Actor } from "../../studio/audit.server";
import { createDraft, updateDraft } from "../../studio/content.server";
import { scheduleRelease } from "../../studio/releases.server";
import { actorOf, createStaff } from "../../studio/staff.server";
import { ADMIN_TOKEN, PREVIEW_TOKEN, ROOT, spawnServer, startServer, type RunningServer } from "./harness";
import { hasPostgres, startTestPostgres, type TestPostgres } from "./postgres";

describe("several processes", { timeout: 60_000 }, () => {
  it("refuses WEB_CONCURRENCY=2 with the embedded database at once, with a clear message", async () => {
    // Refused before any database opens: an empty directory shows it as well as a migrated one.
    const dir = mkdtempSync(path.join(tmpdir(), "mechaforge-cluster-embedded-"));
    try {
      const attempt = spawnServer({ DATA_DIR: dir, WEB_CONCURRENCY: "2" });
      const message = await attempt.ready.then(
        () => "listening",
        (error: Error) => error.message,
      );
      expect(message).toContain(`WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database in ${dir}`);
      expect(attempt.process.exitCode).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

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

/** The metrics port the primary announced (METRICS_PORT=0 picks a free one). */
function metricsPort(server: RunningServer): number {
  const port = /"metricsPort":(\d+)/.exec(server.output())?.[1];
  if (!port) throw new Error(`no metrics port announced:\n${server.output()}`);
  return Number(port);
}

/** One GET on a new connection (the cluster hands each connection to its workers in turn). */
function plainGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { connection: "close" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

interface Scrape {
  status: number;
  ms: number;
  /** The sum of http_requests_total over every kind and status. */
  requests: number;
  families: ReturnType<typeof parsePrometheusTextFormat>;
}

function sampleOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = scrape.families.find((candidate) => candidate.name === name);
  const metric = family?.metrics.find((candidate) =>
    Object.entries(labels).every(([key, value]) => candidate.labels?.[key] === value),
  );
  return metric?.value === undefined ? undefined : Number(metric.value);
}

/** The workers the primary forked (its child processes). */
function workerPids(primary: number): number[] {
  return execFileSync("ps", ["-o", "pid=", "--ppid", String(primary)], { encoding: "utf8" })
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

const AT = "2027-03-02T12:00:00Z";
const PAGE = "/us/k1-pro-interstellar-scout";

describe.skipIf(!hasPostgres)("two workers on PostgreSQL", { timeout: 120_000 }, () => {
  let postgres: TestPostgres;
  let server: RunningServer;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function startCluster() {
    server = await startServer({
      DATABASE_URL: postgres.url,
      WEB_CONCURRENCY: "2",
      // The first sign-ups and the rate-limit budget's client come from addresses of their own (this machine is their
      // proxy), as after a launch.
      TRUST_PROXY: "loopback",
      // The metrics' load (1,200 requests, 300 at a time from this machine) and the publish's probes: lifted.
      MAX_CONNECTIONS_PER_ADDRESS: "100000",
      RATE_LIMIT_GENERAL_PER_MINUTE: "100000000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
    });
    // Both workers serve (and tick): each logs the content version it serves once its databases are open (the primary
    // seeded version 1 before it started them).
    while ((server.output().match(/content version served/g) ?? []).length < 2) await sleep(100);
  }
  let studio: StudioDatabase | undefined;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    await startCluster();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await studio?.close();
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

  it("answers from two processes that share one rate-limit budget per client", async () => {
    // A new connection per request: the cluster hands connections to its workers in turn.
    const post = () =>
      fetch(`${server.url}/us/product-registration`, {
        method: "POST",
        headers: {
          connection: "close",
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "198.51.100.77",
        },
        body: "name=A",
      });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await post()).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(server.output().match(/Server listening on/g)).toHaveLength(2);
    const page = await fetch(`${server.url}/us/faq`, { headers: { connection: "close" } });
    expect(page.status).toBe(200);
  });

  /** The worker that wrote an answer: its request log line carries its pid and the request id the answer names. */
  async function workerOf(response: Response): Promise<number> {
    const id = response.headers.get("x-request-id");
    let line: RegExpExecArray | null = null;
    for (let wait = 0; !line && wait < 40; wait++) {
      line = new RegExp(`"pid":(\\d+),"reqId":"${id}"`).exec(server.output());
      if (!line) await sleep(25);
    }
    return Number(line?.[1]);
  }

  // One page cache identity across processes: two workers behind the balancer render a page at the same instant of its
  // schedule segment, so they send the same bytes under the same ETag, and a browser's revalidation is a 304 whichever
  // answers (when each process embedded its own render time, revalidation alternated 304 200 304 200). One server
  // before and after a restart: tests/server/page-identity.test.ts.
  it("sends a page from either worker under the same ETag, and each answers the other's with 304", async () => {
    const ask = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/us/faq`, {
        headers: { connection: "close", "accept-encoding": "gzip, br", ...headers },
      });
      await response.arrayBuffer();
      return { pid: await workerOf(response), status: response.status, etag: response.headers.get("etag") };
    };
    // Asked again once if a 5-minute render step began between the answers, or during a render (a page rendered for a
    // step that ended before it was done is sent once, uncached, without an ETag).
    let answers: Awaited<ReturnType<typeof ask>>[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      answers = [];
      for (let i = 0; i < 6; i++) answers.push(await ask());
      const tags = new Set(answers.map((answer) => answer.etag));
      if (tags.size === 1 && !tags.has(null)) break;
    }
    expect(new Set(answers.map((answer) => answer.pid)).size).toBe(2);
    const tag = answers[0]!.etag;
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    expect(answers.map((answer) => answer.etag)).toEqual(answers.map(() => tag));
    const revalidated: Awaited<ReturnType<typeof ask>>[] = [];
    for (let i = 0; i < 4; i++) revalidated.push(await ask({ "if-none-match": tag! }));
    expect(new Set(revalidated.map((answer) => answer.pid)).size).toBe(2);
    expect(revalidated.map((answer) => answer.status)).toEqual([304, 304, 304, 304]);
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

  const scrapes: Scrape[] = [];
  // By curl, as Prometheus scrapes, from a process of its own: this one is busy sending the load, and its own delays
  // would count as the server's.
  const scrape = async (): Promise<Scrape> => {
    const url = `http://127.0.0.1:${metricsPort(server)}/metrics`;
    const { stdout } = await promisify(execFile)("curl", ["-sS", "-w", "\n%{http_code} %{time_total}", url], {
      maxBuffer: 10_000_000,
    });
    const [code, seconds] = stdout.slice(stdout.lastIndexOf("\n") + 1).split(" ");
    const answer = { status: Number(code), body: stdout.slice(0, stdout.lastIndexOf("\n")) };
    const ms = Number(seconds) * 1000;
    const families = answer.status === 200 ? parsePrometheusTextFormat(answer.body) : [];
    const family = families.find((candidate) => candidate.name === "http_requests_total");
    const requests = (family?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
    const result = { status: answer.status, ms, requests, families };
    scrapes.push(result);
    return result;
  };

  it("answers the workers' sum within a second under load, counters equal to the requests sent", async () => {
    const before = await scrape();
    expect(before.status).toBe(200);
    // Gauges every worker gives alike are not added up: one release, ready, the database up.
    const release = path.basename(readlinkSync(path.join(ROOT, "build")));
    expect(sampleOf(before, "build_info", { release })).toBe(1);
    expect(sampleOf(before, "server_ready")).toBe(1);
    expect(sampleOf(before, "database_up")).toBe(1);

    // 1200 requests, 300 in flight at a time, while the metrics port is scraped every 100 ms.
    const total = 1200;
    const inFlight = 300;
    let sent = 0;
    const statuses = new Map<number, number>();
    const client = async () => {
      while (sent < total) {
        sent++;
        const { status } = await plainGet(`${server.url}${sent % 3 === 0 ? "/healthz" : "/us/faq"}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    let loading = true;
    const load = Promise.all(Array.from({ length: inFlight }, client)).finally(() => (loading = false));
    const during: Scrape[] = [];
    while (loading) {
      during.push(await scrape());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await load;
    expect(Object.fromEntries(statuses)).toEqual({ 200: total });
    expect(during.length).toBeGreaterThanOrEqual(3);
    for (const each of during) {
      expect(each.status).toBe(200);
      expect(each.ms).toBeLessThan(1000);
    }

    const after = await scrape();
    expect(after.requests - before.requests).toBe(total);
    expect(sampleOf(after, "server_workers")).toBe(2);

    // A worker killed: its counts stay in the sum, and the one that replaces it adds to them.
    const [victim] = workerPids(server.pid);
    process.kill(victim!, "SIGKILL");
    await expect.poll(() => server.output().match(/Server listening on/g)?.length, { timeout: 20_000 }).toBe(3);
    const afterRestart = await scrape();
    expect(afterRestart.requests - before.requests).toBe(total);
    expect(sampleOf(afterRestart, "server_worker_exits_total")).toBe(1);
    for (let i = 0; i < 40; i++) expect((await plainGet(`${server.url}/us/faq`)).status).toBe(200);
    const last = await scrape();
    expect(last.requests - before.requests).toBe(total + 40);

    // No counter of any scrape went down.
    for (let i = 1; i < scrapes.length; i++)
      expect(scrapes[i]!.requests).toBeGreaterThanOrEqual(scrapes[i - 1]!.requests);
    console.log(
      `scrapes under load: ${during.length}, slowest ${Math.max(...during.map((each) => each.ms)).toFixed(0)} ms`,
    );
  });

  // The studio's side, as the Schedule publish button calls it.
  let db: StudioDb;
  let publisher: Actor;
  const AHEAD_MS = 2_000;
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
      server.output().match(/[^\n]*scheduled release published[^\n]*/g),
    );
    expect(lines).toHaveLength(1);
  }

  it("publishes a scheduled release at its instant, once, with both workers ticking", async () => {
    studio = createStudioDatabase({ kind: "postgres", url: postgres.url, schema: STUDIO_SCHEMA }, { poolMax: 2 });
    db = await studio.get();
    const operator = await databaseOperator(db, "studio:user");
    const { member } = await createStaff(
      db,
      { email: "publisher@studio.example", role: "publisher" },
      new Date(),
      operator,
    );
    publisher = actorOf(member, "192.0.2.0");
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
      (server.output().match(new RegExp(`"version":${release.versionId},[^\\n]*content version served`, "g")) ?? [])
        .length >= 2
        ? true
        : null,
    );
    await loggedOnce();
  });

  it("publishes a scheduled release once after a restart across its instant", async () => {
    await server.stop();
    const id = await draft(366);
    const at = await schedule(id);
    await until("the instant to pass", async () => (Date.now() > at.getTime() + 500 ? true : null));
    expect(await releaseOf(id)).toMatchObject({ state: "scheduled" });
    await startCluster();
    const { publishedAt } = await publishedOnce(id, at);
    expect(publishedAt.getTime()).toBeGreaterThan(at.getTime());
    await loggedOnce();
  });
});

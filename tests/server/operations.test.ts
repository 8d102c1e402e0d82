// Running the server through a peak. One request pipeline for every path (headers, log lines, metrics),
// probes, a checked environment, metrics that add up, an outage reported once, migrations at start.
import http from "node:http";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import {
  ADMIN_TOKEN,
  exposedFiles,
  firstStart,
  freshDataDir,
  spawnServer,
  startServer,
  type RunningServer,
} from "./harness";
import { freePort } from "./nginx";

/** The JSON lines a server wrote (request logs and events). */
function jsonLines(server: { output(): string }): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The loopback metrics port a server announced (METRICS_PORT=0 picks a free one). */
function metricsPort(server: RunningServer): number {
  const line = jsonLines(server).find((entry) => typeof entry.metricsPort === "number");
  if (!line) throw new Error(`no metrics port announced:\n${server.output()}`);
  return line.metricsPort as number;
}

interface Family {
  name: string;
  type: string;
  metrics: { value?: string; labels?: Record<string, string> }[];
}

async function scrape(server: RunningServer): Promise<Family[]> {
  const response = await fetch(`http://127.0.0.1:${metricsPort(server)}/metrics`);
  expect(response.status).toBe(200);
  return parsePrometheusTextFormat(await response.text()) as Family[];
}

function sample(families: Family[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  const matching = (family?.metrics ?? []).filter((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return matching.reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
}

/** Waits until the server has written a log line that satisfies `test` (its log is written asynchronously). */
async function waitForLine(server: RunningServer, test: (line: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 100; i++) {
    if (jsonLines(server).some(test)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Headers each answer carries for its own content or caching; every other header is the pipeline's and the same on every path. */
const CONTENT_HEADERS = new Set([
  "accept-ranges",
  "age",
  "allow",
  "cache-control",
  "connection",
  "content-encoding",
  "content-language",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "link",
  "location",
  "retry-after",
  "server-timing",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
  "x-remix-response",
  "x-robots-tag",
]);

// A start on an empty data directory (four embedded databases created, the costliest start there is): the one that
// made the template every server test copies, when this build made it (harness.ts firstStart), so that a run makes it
// once. What a first start must do and leave is checked on what it saw and on the directory it left.
describe("a fresh embedded data directory", { timeout: 180_000 }, () => {
  it("is created and migrated before the server listens, and the server stays under 400 MB", async () => {
    const start = await firstStart();
    expect(start.readyAtListen).toMatchObject({ ready: true, scopes: { cn: "ok", us: "ok", eu: "ok" } });
    console.log(`fresh data directory: server peak RSS ${start.peakMegabytes.toFixed(0)} MB`);
    expect(start.peakMegabytes).toBeLessThanOrEqual(400);
  });

  it("holds no file or directory another user can read after the server's stop", async () => {
    expect((await firstStart()).exposed).toEqual([]);
  });
});

// One server on a copy of that directory for the request pipeline, through to its graceful stop.
describe("one request pipeline, and a graceful stop", { timeout: 180_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("operations");
    // As behind the production layout's nginx: this machine is the proxy (its request ids are kept). A drain of 1.5 s
    // when it stops (the last tests).
    server = await startServer({ DATA_DIR: data.dir, TRUST_PROXY: "loopback", SHUTDOWN_DRAIN_MS: "1500" });
    // Pages the tests below do not count as first renders.
    for (const path of ["/faq", "/us/faq", "/fr/faq", "/jp/faq"])
      expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("gives every path the same security headers, a request id and one log line each", async () => {
    await fetch(`${server.url}/us/faq`); // stored: the next one is a hit
    const requests: [string, string, RequestInit?][] = [
      ["page from the cache (before Express)", "/us/faq"],
      ["page rendered (Express)", "/uk/faq"],
      ["loader data (Express)", "/us/faq.data"],
      ["API (Express)", "/api/us/account/user/subscribe/create", { method: "POST", body: "{" }],
      ["public file (Express)", "/robots.txt"],
      ["missing asset (Express's error handler)", "/assets/missing-0000.js"],
      ["method refused (Express)", "/us/faq", { method: "PUT" }],
      ["probe", "/healthz"],
    ];
    const answers = [];
    for (const [label, path, init] of requests) {
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { "accept-encoding": "gzip, br", "content-type": "application/json" },
      });
      await response.arrayBuffer();
      const names = [...response.headers.keys()].filter((name) => !CONTENT_HEADERS.has(name)).sort();
      answers.push({ label, status: response.status, names, id: response.headers.get("x-request-id") });
    }
    expect(answers.find((answer) => answer.label.startsWith("page from"))?.names).toContain("content-security-policy");
    const reference = answers[0]!.names;
    for (const answer of answers)
      expect({ label: answer.label, names: answer.names }).toEqual({ label: answer.label, names: reference });
    for (const answer of answers) {
      await waitForLine(server, (line) => line.reqId === answer.id);
      const lines = jsonLines(server).filter((line) => line.reqId === answer.id);
      expect({ label: answer.label, lines: lines.length }).toEqual({ label: answer.label, lines: 1 });
      expect(lines[0]).toMatchObject({ status: answer.status, method: expect.any(String), path: expect.any(String) });
      expect(lines[0]!.ms).toEqual(expect.any(Number));
      if (answer.label.startsWith("API"))
        expect(lines[0]).toMatchObject({ path: "/api/us/account/user/subscribe/create", kind: "api", region: "us" });
      expect(lines[0]!.bytes).toEqual(expect.any(Number));
    }
  });

  it("logs a page hit with its cache status and region, the proxy's request id, and no query values", async () => {
    await fetch(`${server.url}/jp/faq`);
    const response = await fetch(`${server.url}/jp/faq?email=someone%40example.com&utm_source=mail`, {
      headers: { "x-request-id": "edge-7f3a.91" },
    });
    expect(response.headers.get("x-request-id")).toBe("edge-7f3a.91");
    expect(response.headers.get("x-cache")).toBe("HIT");
    await waitForLine(server, (line) => line.reqId === "edge-7f3a.91");
    const line = jsonLines(server).find((entry) => entry.reqId === "edge-7f3a.91");
    expect(line).toMatchObject({
      method: "GET",
      path: "/jp/faq?email=&utm_source=",
      status: 200,
      cache: "HIT",
      region: "jp",
      kind: "page",
      level: "info",
    });
    expect(typeof line?.time).toBe("string");
    expect(server.output()).not.toContain("someone");
    // An id that could forge log content is replaced.
    const forged = await fetch(`${server.url}/jp/faq`, { headers: { "x-request-id": 'a" b' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves metrics whose page-cache hit ratio matches the requests sent", async () => {
    const before = await scrape(server);
    const hitsBefore = sample(before, "page_cache_requests_total", { result: "HIT" });
    const missesBefore = sample(before, "page_cache_requests_total", { result: "MISS" });
    const requestsBefore = sample(before, "http_requests_total");
    // One miss (the first request of a page not rendered yet), then nine hits; probes are not pages.
    for (let i = 0; i < 10; i++) await (await fetch(`${server.url}/de/faq`)).arrayBuffer();
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/readyz`)).arrayBuffer();
    const after = await scrape(server);
    const hits = sample(after, "page_cache_requests_total", { result: "HIT" });
    const misses = sample(after, "page_cache_requests_total", { result: "MISS" });
    expect(hits - hitsBefore).toBe(9);
    expect(misses - missesBefore).toBe(1);
    expect(sample(after, "page_cache_hit_ratio")).toBeCloseTo(hits / (hits + misses), 6);
    expect(sample(after, "http_requests_total") - requestsBefore).toBe(13);
    expect(sample(after, "http_requests_total", { kind: "probe" })).toBeGreaterThanOrEqual(3);
    for (const name of [
      "http_request_duration_seconds",
      "page_render_duration_seconds",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "nodejs_gc_duration_seconds",
      "mail_outbox_depth",
      "mail_outbox_oldest_age_seconds",
      "build_info",
    ])
      expect(after.map((family) => family.name)).toContain(name);
  });

  it("answers /metrics on the main port to the admin token only", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const answer = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(parsePrometheusTextFormat(await answer.text()).length).toBeGreaterThan(10);
  });

  it("revalidates a cached page with a 304 that carries no policy of its own", async () => {
    const first = await fetch(`${server.url}/kr/faq`);
    await first.arrayBuffer();
    const again = await fetch(`${server.url}/kr/faq`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers the probes no-store, and /readyz with each scope to the admin token only", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });
    const detailed = await fetch(`${server.url}/readyz`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await detailed.json()).toMatchObject({ status: "ready", scopes: { cn: "ok", us: "ok", eu: "ok" } });
    const guessed = await fetch(`${server.url}/readyz`, { headers: { authorization: `Bearer ${"f".repeat(64)}` } });
    expect(await guessed.json()).toEqual({ status: "ready" });
  });

  it("holds no file or directory another user can read, after writes", async () => {
    // One write in every scope.
    for (const scope of ["cn", "us", "eu"]) {
      const region = scope === "eu" ? "fr" : scope;
      const response = await fetch(`${server.url}/api/${scope}/account/user/subscribe/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `private.${scope}@example.com`, region }),
      });
      expect(((await response.json()) as { code: number }).code).toBe(2000);
    }
    expect(exposedFiles(data.dir)).toEqual([]);
  });

  // It stops this server.
  it("stops gracefully: turns /readyz 503 at once, serves through the drain, then closes each keep-alive connection cleanly: no resets", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const outcomes = { ok: 0, okDuringDrain: 0, closing: 0, other: 0, refused: 0, reset: 0 };
    let signalled = 0;
    const errors: string[] = [];
    const get = (path: string, via: http.Agent | false = agent) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const request = http.get(`${server.url}${path}`, { agent: via }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        });
        request.on("error", reject);
      });
    try {
      await get("/us/faq");
      let running = true;
      const loop = async () => {
        while (running) {
          try {
            const answer = await get("/us/faq");
            if (answer.status !== 200) outcomes.other++;
            else if (answer.connection === "close") {
              // Told to go once the port is closed: a client (or the proxy) takes its next request elsewhere.
              outcomes.closing++;
              return;
            } else {
              outcomes.ok++;
              if (signalled && Date.now() - signalled < 1000) outcomes.okDuringDrain++;
            }
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
            if (code === "ECONNREFUSED") {
              outcomes.refused++;
              return;
            }
            outcomes.reset++;
            errors.push(String(code));
          }
        }
      };
      const loops = Array.from({ length: 20 }, loop);
      await new Promise((resolve) => setTimeout(resolve, 500));
      signalled = Date.now();
      server.child.kill("SIGTERM");
      const ready = await get("/readyz", false);
      expect(ready.status).toBe(503);
      const exit = await server.exited;
      running = false;
      await Promise.all(loops);
      expect(exit.code).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
      expect(errors).toEqual([]);
      expect(outcomes.reset).toBe(0);
      expect(outcomes.other).toBe(0);
      // Served as before during the drain (the load balancer's time to notice /readyz).
      expect(outcomes.okDuringDrain).toBeGreaterThan(0);
      // Every keep-alive connection was closed by an answer saying so, none was cut.
      expect(outcomes.closing).toBe(20);
      expect(jsonLines(server).some((line) => line.msg === "draining before stop")).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it("holds no file or directory another user can read after its stop", () => {
    expect(server.child.exitCode).toBe(0);
    expect(exposedFiles(data.dir)).toEqual([]);
  });
});

// Each refused value's line is the settings parser's (tests/unit/server-env.test.ts, one case a variable); here, that
// such a line is all the process prints, on stderr, before it exits 1 (and that a connection string is not echoed).
describe("the environment, checked at start", { timeout: 60_000 }, () => {
  it("refuses DATABASE_URL=mysql://… with one line on stderr naming it, and exit code 1", async () => {
    const attempt = spawnServer({ DATABASE_URL: "mysql://x@y/z", DATA_DIR: "/nonexistent/never-created" });
    let stderr = "";
    attempt.process.stderr!.on("data", (chunk) => (stderr += chunk));
    const message = await attempt.ready.then(
      () => "listening",
      (error: Error) => error.message,
    );
    expect(attempt.process.exitCode).toBe(1);
    const printed = message.split("\n").filter((line) => line.trim() && !line.startsWith("server exited"));
    expect(printed).toEqual([stderr.trim()]);
    expect(printed[0]).toContain("DATABASE_URL");
    expect(printed[0]).toContain("postgres");
    expect(printed[0]).not.toContain("mysql://x@y/z");
  });
});

describe("a database that can not be reached", { timeout: 90_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    const closed = await freePort();
    server = await startServer({ DATABASE_URL: `postgres://shop:secret@127.0.0.1:${closed}/shop` });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("is alive, degraded (naming each scope), serves pages, and says so in one line without parameters", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // It serves pages, so it stays in the balancer's pool: anyone learns that it is degraded, nothing of the database's
    // address or the driver's errors.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const answer = await ready.text();
    expect(JSON.parse(answer)).toEqual({ status: "degraded" });
    expect(answer).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|not open/);
    const detailed = await fetch(`${server.url}/readyz`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(detailed.status).toBe(200);
    const body = (await detailed.json()) as { scopes: Record<string, string> };
    // The studio's tables live in the same server (DATABASE_URL's schema `studio`), so it is one more scope down.
    for (const scope of ["cn", "us", "eu", "studio"]) expect(body.scopes[scope]).toMatch(/ECONNREFUSED|not open/);
    expect((await fetch(`${server.url}/us/faq`)).status).toBe(200);
    expect((await fetch(`${server.url}/faq`)).status).toBe(200);
    const email = "outage.customer@example.com";
    const signUp = await fetch(`${server.url}/api/us/account/user/register_or_login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "a-password-of-theirs", consents: SIGN_UP_BOXES }),
    });
    expect(signUp.status).toBe(503);
    expect(((await signUp.json()) as { code: number }).code).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = jsonLines(server).filter((line) => line.reqId === undefined && line.level !== "info");
    expect(events.map((line) => line.msg)).toEqual(["database outage started"]);
    expect(events[0]).toMatchObject({ scopes: ["cn", "us", "eu", "studio"] });
    expect(server.output()).not.toContain(email);
    expect(server.output()).not.toContain("a-password-of-theirs");
    expect(server.output()).not.toContain("secret");
    expect(server.output()).not.toMatch(/params|Failed query|\n\s+at /);
  });
});

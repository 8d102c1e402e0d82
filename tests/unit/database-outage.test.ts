// The database outage's two lines and its counts, and what /readyz makes of a process's state.
import { describe, expect, it } from "vitest";
import { postgresPoolConfig } from "../../database/client.server";
import { createDatabaseOutage, OUTAGE_SETTLE_MS } from "../../database/outage.server";
import { readinessStatus } from "../../server/pipeline";

describe("a database outage", () => {
  it("is one line at its first failure and one at its end, with its length and the failures between", () => {
    const lines: [string, string, Record<string, unknown>][] = [];
    const outage = createDatabaseOutage({
      error: (fields, message) => lines.push(["error", message, fields as Record<string, unknown>]),
      info: (fields, message) => lines.push(["info", message, fields as Record<string, unknown>]),
    });
    outage.recovered(1_000); // nothing to end
    const refused = Object.assign(new Error('Failed query: select "email" from "accounts"\nparams: a@b.c'), {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    });
    outage.failed(refused, ["us"], 10_000);
    outage.failed(new Error("not open"), ["studio"], 11_000);
    outage.failed(refused, ["us"], 12_000);
    expect(outage.isDown()).toBe(true);
    // It ends once every scope has answered for OUTAGE_SETTLE_MS with no failure meanwhile; its length runs to the first
    // answer.
    outage.recovered(15_500);
    outage.recovered(15_500 + OUTAGE_SETTLE_MS - 1);
    expect(lines).toHaveLength(1);
    outage.recovered(15_500 + OUTAGE_SETTLE_MS);
    outage.recovered(15_500 + OUTAGE_SETTLE_MS + 1_000);
    expect(lines).toEqual([
      [
        "error",
        "database outage started",
        {
          event: "database outage started",
          scopes: ["us"],
          error: { type: "Error", message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" },
        },
      ],
      [
        "info",
        "database outage ended",
        { event: "database outage ended", scopes: ["us", "studio"], durationMs: 5_500, failedQueries: 3 },
      ],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/select|params|a@b\.c/);
    outage.failed(refused, [], 30_000);
    expect(outage.outages()).toBe(2);
    expect(Object.fromEntries(outage.errorCounts())).toEqual({ us: 2, studio: 1, unknown: 1 });
  });

  it("stays one outage when the database answers once and then fails again (a restart, a late call)", () => {
    const messages: string[] = [];
    const outage = createDatabaseOutage({
      error: (_fields, message) => messages.push(message),
      info: (_fields, message) => messages.push(message),
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    outage.failed(refused, ["us"], 10_000);
    outage.recovered(20_000);
    outage.failed(refused, ["us"], 20_500);
    outage.recovered(21_000);
    outage.recovered(21_000 + OUTAGE_SETTLE_MS);
    expect(messages).toEqual(["database outage started", "database outage ended"]);
    expect(outage.outages()).toBe(1);
    expect(outage.isDown()).toBe(false);
    // A connection attempt begun during the outage fails within the settling time.
    expect(postgresPoolConfig("postgres://localhost/x", "public").connectionTimeoutMillis).toBeLessThanOrEqual(
      OUTAGE_SETTLE_MS,
    );
  });
});

describe("readiness", () => {
  const scopes = { cn: "ok", us: "ok", eu: "ok", studio: "ok" };
  it("is not ready only when the process stops serving; a database away is degraded", () => {
    expect(readinessStatus({ ready: true, scopes, shuttingDown: false })).toBe("ready");
    expect(readinessStatus({ ready: true, scopes: { ...scopes, us: "query failed: x" }, shuttingDown: false })).toBe(
      "degraded",
    );
    const down = Object.fromEntries(Object.keys(scopes).map((scope) => [scope, "not open: refused"]));
    expect(readinessStatus({ ready: true, scopes: down, shuttingDown: false })).toBe("degraded");
    expect(readinessStatus({ ready: false, scopes: {}, shuttingDown: true })).toBe("not ready");
  });
});

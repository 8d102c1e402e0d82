// The database outage's two lines and its counts, and what /readyz makes of a process's state.
import { describe, expect, it } from "vitest";
import { createDatabaseOutage } from "../../database/outage.server";
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
    outage.recovered(15_500);
    outage.recovered(16_000);
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
    outage.failed(refused, [], 20_000);
    expect(outage.outages()).toBe(2);
    expect(Object.fromEntries(outage.errorCounts())).toEqual({ us: 2, studio: 1, unknown: 1 });
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

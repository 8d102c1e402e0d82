// A PostgreSQL server at its connection limit is "away", answered with the 503 envelope, not a 500.
import { describe, expect, it } from "vitest";
import { connectionsPerProcess, isDatabaseUnavailable, poolMaxFromEnv } from "../../database/client.server";

describe("database availability", () => {
  it("takes too many clients (SQLSTATE 53300) for an unavailable database", () => {
    const error = Object.assign(new Error("sorry, too many clients already"), { code: "53300" });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select", { cause: error }))).toBe(true);
  });

  it("sizes each process's pools so that every worker's fit in 80 connections", () => {
    // A process opens a pool per customer scope and one for the studio, the rate limits' (at most 4) and the content
    // listener's connection: all of them count.
    expect(connectionsPerProcess(10)).toBe(3 * 10 + 10 + 4 + 1);
    for (const workers of [1, 2, 3, 4])
      expect(workers * connectionsPerProcess(poolMaxFromEnv({ WEB_CONCURRENCY: workers }))).toBeLessThanOrEqual(80);
    expect(poolMaxFromEnv({})).toBe(10);
    expect(poolMaxFromEnv({ WEB_CONCURRENCY: 2 })).toBe(8);
    expect(poolMaxFromEnv({ WEB_CONCURRENCY: 4 })).toBe(3);
    expect(poolMaxFromEnv({ WEB_CONCURRENCY: 16 })).toBe(2);
    expect(poolMaxFromEnv({ WEB_CONCURRENCY: 4, DATABASE_POOL_MAX: 3 })).toBe(3);
  });
});

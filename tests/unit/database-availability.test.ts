import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable, postgresPoolConfig } from "../../database/client.server";

// Which failures are "the database is away" (503, retried) rather than a bug (500).
describe("isDatabaseUnavailable", () => {
  const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => new Error("Failed query: insert into ...", { cause });

  it("recognises refused, reset and timed-out connections, also wrapped by drizzle", () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError("us", new Error("boom")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode("ECONNRESET")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Query read timeout")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("recognises PostgreSQL's connection-exception and shutdown states", () => {
    expect(
      isDatabaseUnavailable(wrapped(withCode("57P01", "terminating connection due to administrator command"))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode("57P03", "the database system is starting up")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode("08006")))).toBe(true);
  });

  it("leaves query bugs and bad data alone", () => {
    expect(isDatabaseUnavailable(wrapped(withCode("23505", "duplicate key")))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode("22021", "invalid byte sequence")))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("postgresPoolConfig", () => {
  it("bounds both the connection wait and the wait for a query's answer, so a frozen server can not hang a request", () => {
    const config = postgresPoolConfig("postgres://x@127.0.0.1/x", "scope_us");
    expect(config.connectionTimeoutMillis).toBeGreaterThan(0);
    expect(config.query_timeout).toBeGreaterThan(0);
    expect(config.options).toBe("-c search_path=scope_us");
  });
});

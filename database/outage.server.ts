// A database outage, as the operator sees it: one log line when it starts (which scopes, the driver's code and message)
// and one when it ends (how long it lasted, how many database calls failed in between), whatever fails meanwhile
// (requests, the content check, the mail worker, idle clients losing their server). Every part of the process that
// meets an unreachable database reports it here instead of logging it; the runtime's check of every scope
// (server/runtime.ts) says when it is over: once every scope has answered for OUTAGE_SETTLE_MS with no failure
// reported meanwhile, so a call begun during the outage that fails just after the first answer, or a server that
// answers once while it restarts, stays part of the same outage instead of starting a second one. Never the query's
// text or parameters: only describeError's fields.
import { describeError, log } from "~/request/log.server";

/** Raised when a scope's database cannot be opened or reached; the API answers it with the server-error envelope. */
export class DatabaseUnavailableError extends Error {
  constructor(scope: string, cause: unknown) {
    super(`database for scope ${scope} unavailable`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

// Errors that mean "the database is not there right now" (refused, reset, timed out, shutting down), as opposed to a bug
// in a query: node errno codes, PostgreSQL SQLSTATE class 08 (connection exception) and 57P01-57P03 (shutdown, cannot
// connect now), and the messages pg gives without a code. Drizzle wraps driver errors, so the `cause` chain is searched.
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|not queryable|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 8;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    // 53300: too many connections (the server's max_connections): the 503 envelope, not a 500.
    if (
      typeof code === "string" &&
      (UNAVAILABLE_ERRNO.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300")
    )
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

export interface OutageLog {
  error(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface DatabaseOutage {
  /** Some database call failed because the database is away: starts the outage (one line), or counts one more failure. */
  failed(error: unknown, scopes: readonly string[], now?: number): void;
  /** Every scope answered: ends the outage, if there is one, once they have answered for OUTAGE_SETTLE_MS (one line). */
  recovered(now?: number): void;
  /** Whether an outage is going on (until it has ended: settled included). */
  isDown(): boolean;
  /** Failed database calls since the process started, per scope (database_errors_total). */
  errorCounts(): ReadonlyMap<string, number>;
  /** Outages since the process started (database_outages_total). */
  outages(): number;
}

const OUTAGE_KEY = Symbol.for("database-outage");

/**
 * How long every scope must keep answering, with no failure reported, before an outage ends: at least the pool's
 * connection timeout (database/client.server.ts), the longest a connection attempt begun during the outage can take
 * to fail (tests/unit/database-outage.test.ts holds the two together).
 */
export const OUTAGE_SETTLE_MS = 5_000;

export const OUTAGE_STARTED = "database outage started";
export const OUTAGE_ENDED = "database outage ended";

export function createDatabaseOutage(out: OutageLog = log): DatabaseOutage {
  /** The outage going on: its start, failures, scopes, and since when every scope has answered (null: not yet). */
  let current: { since: number; failures: number; scopes: Set<string>; answering: number | null } | null = null;
  const errors = new Map<string, number>();
  let outages = 0;
  return {
    failed(error, scopes, now = Date.now()) {
      for (const scope of scopes.length ? scopes : ["unknown"]) errors.set(scope, (errors.get(scope) ?? 0) + 1);
      if (current) {
        current.failures++;
        current.answering = null;
        for (const scope of scopes) current.scopes.add(scope);
        return;
      }
      current = { since: now, failures: 1, scopes: new Set(scopes), answering: null };
      outages++;
      out.error({ event: OUTAGE_STARTED, scopes: [...scopes], error: describeError(error) }, OUTAGE_STARTED);
    },
    recovered(now = Date.now()) {
      if (!current) return;
      current.answering ??= now;
      if (now - current.answering < OUTAGE_SETTLE_MS) return;
      const { since, failures, scopes, answering } = current;
      current = null;
      out.info(
        {
          event: OUTAGE_ENDED,
          scopes: [...scopes],
          durationMs: Math.max(0, answering - since),
          failedQueries: failures,
        },
        OUTAGE_ENDED,
      );
    },
    isDown: () => current !== null,
    errorCounts: () => errors,
    outages: () => outages,
  };
}

/**
 * The process's outage: one per server process (every scope and pool of it reports here), kept on globalThis because
 * the development server loads the app's modules a second time (through Vite) beside its own.
 */
export const databaseOutage: DatabaseOutage = ((globalThis as { [OUTAGE_KEY]?: DatabaseOutage })[OUTAGE_KEY] ??=
  createDatabaseOutage());

/**
 * A failed database call: when the database is unreachable it counts for the outage (no line of its own) and this
 * returns true; anything else (a bug in a query) returns false for the caller to log, described, never with the query.
 */
export function reportDatabaseFailure(error: unknown, scopes: readonly string[]): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  databaseOutage.failed(error, scopes);
  return true;
}

// The process's structured log: one JSON line per event on stdout (pino), written asynchronously. Errors are
// one line; a stack only for unexpected ones. A database error is described by its driver's code and message, never by
// drizzle's "Failed query: … params: …" text (a customer's email and password hash were logged with it).
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

// Lines are gathered into writes of 4 KB (a write per line cost the page cache's hit path a fifth of its rate, measured
// in bench/results.md), and whatever is gathered is written at least every 200 ms.
const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 });

export const log = pino(
  {
    level: "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // An unexpected error's stack on its one line; nothing else of it (no query parameters).
    serializers: { err: (error: unknown) => ({ ...describeError(error), stack: stackFrames(error) }) },
  },
  destination,
);

/** The fields of a request line (server/pipeline.ts). */
export interface RequestLine {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  bytes: number;
  ms: number;
  kind: string;
  cache?: string;
  region?: string;
  suppressed?: number;
  aborted?: true;
}

/**
 * One request's line, in the shape of pino's lines, written straight to its destination: pino's own serializer cost
 * 9 µs a line on this machine, JSON.stringify of this flat object 1.5 µs, and the page cache's hit path serves a
 * request in about 70 µs (bench/results.md).
 */
export function logRequest(fields: RequestLine): void {
  if (!log.isLevelEnabled("info")) return;
  const now = Date.now();
  if (now !== clock.ms) clock = { ms: now, iso: new Date(now).toISOString() };
  destination.write(`{"level":"info","time":"${clock.iso}","pid":${process.pid},${JSON.stringify(fields).slice(1)}\n`);
}
/** The time of the last request line: many lines share a millisecond under load. */
let clock = { ms: 0, iso: "" };

/** Writes what is buffered before the process exits. */
export function flushLog(): void {
  try {
    destination.flushSync();
  } catch {
    // Nothing buffered, or stdout closed.
  }
}

/** The frames of a stack, without its first line (the message, which may be a query with its parameters). */
function stackFrames(error: unknown): string | null {
  const stack = (error as Error | null)?.stack;
  if (typeof stack !== "string") return null;
  return stack
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
}

/** Drizzle wraps a driver error in one whose message is the query and its parameters. */
const QUERY_TEXT = /^Failed query:/;

/**
 * An error as one short description: its name, the innermost meaningful message and the driver's code, never the
 * query or its parameters.
 */
export function describeError(error: unknown): { type: string; message: string; code?: string } {
  const chain: { name?: string; message?: unknown; code?: unknown; cause?: unknown }[] = [];
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== "object") {
      chain.push({ message: String(current) });
      break;
    }
    chain.push(current as (typeof chain)[number]);
    current = (current as { cause?: unknown }).cause;
  }
  const top = chain[0] ?? {};
  const code = chain.map((item) => item.code).find((value) => typeof value === "string") as string | undefined;
  const messages = chain
    .map((item) => (typeof item.message === "string" ? item.message : ""))
    .filter((message) => message && !QUERY_TEXT.test(message));
  return {
    type: top.name ?? typeof error,
    message: messages.join(": ") || "(no message)",
    ...(code ? { code } : {}),
  };
}

/**
 * Lines of one kind at most `perInterval` times an interval; the rest are counted and the count rides on the next
 * line written (`suppressed`). Floods of refusals cost a line a second, not one each.
 */
export function createSampler(perInterval: number, intervalMs: number) {
  const windows = new Map<string, { start: number; written: number; suppressed: number }>();
  return (key: string, now = Date.now()): { write: boolean; suppressed: number } => {
    let window = windows.get(key);
    if (!window || now - window.start >= intervalMs) {
      const carried = window?.suppressed ?? 0;
      window = { start: now, written: 0, suppressed: carried };
      windows.set(key, window);
      if (windows.size > 1000) windows.delete(windows.keys().next().value!);
    }
    if (window.written >= perInterval) {
      window.suppressed++;
      return { write: false, suppressed: 0 };
    }
    window.written++;
    const suppressed = window.suppressed;
    window.suppressed = 0;
    return { write: true, suppressed };
  };
}

const errorSampler = createSampler(5, 10_000);

/**
 * The request a line is written for: server/pipeline.ts opens a scope per request and names it once its id is known,
 * so the app's own lines about a request (a render that failed, a refused action) carry the `reqId` of its request
 * line, without every caller passing it. Lines about the process (a database outage starting) are written outside any
 * request's code or name no request.
 */
const requestScope = new AsyncLocalStorage<{ reqId?: string }>();

/** Runs a request's handling in its own scope (server/pipeline.ts). */
export function inRequestScope<T>(handle: () => T): T {
  return requestScope.run({}, handle);
}

/** Names the request of the current scope: its X-Request-Id. */
export function nameRequest(reqId: string): void {
  const scope = requestScope.getStore();
  if (scope) scope.reqId = reqId;
}

/** `{ reqId }` inside a request's scope, else nothing. */
export function requestFields(): { reqId?: string } {
  const reqId = requestScope.getStore()?.reqId;
  return reqId ? { reqId } : {};
}

/**
 * An expected failure (a database away, a refused request): one line without a stack, at most five per ten seconds
 * of the same kind.
 */
export function logExpected(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const described = describeError(error);
  const { write, suppressed } = errorSampler(`${event} ${described.code ?? described.message}`);
  if (!write) return;
  log.warn({ ...requestFields(), event, ...fields, error: described, ...(suppressed ? { suppressed } : {}) }, event);
}

/** An unexpected error: one line with its stack. */
export function logUnexpected(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  log.error({ ...requestFields(), event, ...fields, err: error }, event);
}

// The request pipeline of every request. Cross-cutting features (request id and log, metrics, security
// headers, the drain on shutdown, the connection cap, probes) are stages that run on the raw node:http request before
// it is handed to one of the answering paths: the page cache's hit path, or Express. A feature
// added as a stage applies to every path by construction; Express keeps only what answers requests (compression,
// static files, the app). tests/server/operations.test.ts sends a request down each path and fails if their shared
// headers, log lines or counts differ.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createSampler, inRequestScope, logRequest, nameRequest } from "~/request/log.server";
import { REGION_CODES } from "~/rules/regions";
import { recordRequest, routeKindOf } from "./metrics";

/** A stage sees every request first; it returns true when it answered the request itself (then nothing else runs). */
export type Stage = (req: IncomingMessage, res: ServerResponse) => boolean;
/** An answering path: returns false for a request it does not take (the next path gets it). */
export type AnsweringPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createPipeline(stages: readonly Stage[], paths: readonly AnsweringPath[]) {
  const run = (req: IncomingMessage, res: ServerResponse): void => {
    for (const stage of stages) if (stage(req, res)) return;
    for (const path of paths) if (path(req, res)) return;
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found");
  };
  // Each request in a scope of its own: the app's lines about it carry its id (app/request/log.server.ts).
  return (req: IncomingMessage, res: ServerResponse): void => inRequestScope(() => run(req, res));
}

/**
 * An X-Request-Id is kept only from a TRUST_PROXY proxy, and only if it looks like one (no spaces, quotes or control
 * characters); anyone else's is replaced: a client does not choose the id its lines are logged under.
 */
const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

const REGIONS = new Set<string>(REGION_CODES);
/** The region of a path: its first segment (/api/<scope>, /us/…), cn for unprefixed pages. */
function regionOf(path: string, kind: string): string | undefined {
  const segments = path.split("/", 4);
  const first = segments[1] ?? "";
  if (kind === "api") return segments[2] || undefined;
  if (kind !== "page" && kind !== "data") return undefined;
  const region = first.replace(/\.data$/, "");
  return REGIONS.has(region) ? region : "cn";
}

/** The path with each query value dropped (`/us/faq?utm_source=&email=`): values may be an email or a token. */
export function loggedPath(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url.length > 512 ? `${url.slice(0, 512)}…` : url;
  const path = url.slice(0, Math.min(query, 512));
  const names = url
    .slice(query + 1, query + 1 + 512)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=", 1)[0]}=`);
  return `${path}?${names.join("&")}`;
}

/** Refusals: logged at most 10 a second per status (the rest counted on the next line); every request is counted. */
const REFUSALS = new Set([400, 401, 403, 405, 413, 415, 421, 429, 431, 503]);

export interface ObserveOptions {
  /** One JSON line per request (LOG_REQUESTS=off: counted, not logged). */
  logRequests: boolean;
  /** Whether a peer is one of the proxies in front (TRUST_PROXY): only their X-Request-Id is kept. */
  trustsProxy: (address: string) => boolean;
}

/**
 * The first stage: gives the request its id (X-Request-Id, echoed on the answer) and, once the answer is written,
 * one log line and its metrics.
 */
export function observeRequests({ logRequests, trustsProxy }: ObserveOptions): Stage {
  const sample = createSampler(10, 1_000);
  return (req, res) => {
    const start = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const id =
      typeof incoming === "string" && REQUEST_ID.test(incoming) && trustsProxy(req.socket.remoteAddress ?? "")
        ? incoming
        : randomUUID();
    res.setHeader("X-Request-Id", id);
    nameRequest(id);
    const socket = req.socket;
    const written = socket.bytesWritten;
    // Read now: Express rewrites req.url under a mounted router (/api/us/… becomes /us/…).
    const url = req.url ?? "/";
    const done = () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const query = url.indexOf("?");
      const pathOnly = query === -1 ? url : url.slice(0, query);
      const kind = routeKindOf(pathOnly);
      const status = res.statusCode;
      const cacheHeader = res.getHeader("x-cache");
      const cache = typeof cacheHeader === "string" ? cacheHeader : undefined;
      recordRequest(kind, status, seconds, cache);
      if (!logRequests) return;
      let suppressed = 0;
      if (REFUSALS.has(status)) {
        const verdict = sample(String(status));
        if (!verdict.write) return;
        suppressed = verdict.suppressed;
      }
      const length = res.getHeader("content-length");
      const region = regionOf(pathOnly, kind);
      logRequest({
        reqId: id,
        method: req.method,
        path: loggedPath(url),
        status,
        bytes: length === undefined ? Math.max(0, socket.bytesWritten - written) : Number(length),
        ms: Math.round(seconds * 1e5) / 100,
        kind,
        ...(cache ? { cache } : {}),
        ...(region ? { region } : {}),
        ...(suppressed ? { suppressed } : {}),
        ...(res.writableFinished ? {} : { aborted: true as const }),
      });
    };
    res.once("close", done);
    return false;
  };
}

/** The security headers of every answer (precomputed once; documents swap in their own CSP). */
export function securityHeaders(headers: Readonly<Record<string, string>>): Stage {
  const names = Object.keys(headers);
  return (_req, res) => {
    for (const name of names) res.setHeader(name, headers[name]!);
    return false;
  };
}

/** The connection cap: a connection over it gets one clean 503 and is closed (server/http-server.ts marks it). */
export const refuseOverCapacity: Stage = (req, res) => {
  if (!(req.socket as { overCapacity?: boolean }).overCapacity) return false;
  res.writeHead(503, {
    Connection: "close",
    "Retry-After": "5",
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
  });
  res.end("Service Unavailable: too many connections");
  return true;
};

/** Once a stopping server has closed its port, each answer closes its connection (Connection: close), cleanly. */
export function closeWhileDraining(draining: () => boolean): Stage {
  return (_req, res) => {
    if (draining()) res.setHeader("Connection", "close");
    return false;
  };
}

export interface Readiness {
  /** This process serves pages: false while it is shutting down (a database outage does not change it). */
  ready: boolean;
  /** Each storage scope's state: "ok", or why it does not answer. */
  scopes: Record<string, string>;
  shuttingDown: boolean;
}

const PROBE_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/**
 * What anyone may learn from /readyz: "ready" (pages and every scope's database), "degraded" (pages served, some
 * database away: its API calls answer 503), or "not ready" (shutting down: take this process out of the pool).
 * Only "not ready" answers 503 (docs/decisions/336-readiness-degraded.md): a database outage is every origin's at once,
 * and a balancer that dropped every origin would stop the pages too.
 */
export type ReadinessStatus = "ready" | "degraded" | "not ready";

export function readinessStatus(state: Readiness): ReadinessStatus {
  if (!state.ready || state.shuttingDown) return "not ready";
  return Object.values(state.scopes).every((scope) => scope === "ok") ? "ready" : "degraded";
}

/**
 * /healthz (the process answers; no I/O) and /readyz (200 while this process serves pages, "ready" or "degraded" as
 * every scope's database answers within 1 s or not; 503 once it is shutting down): answered here, before any limit,
 * never cached; counted as probes, not pages. /readyz says only its status to anyone; each scope's state (which names
 * the database's address and the driver's error) goes only to a request that `showsDetails` accepts (the admin token).
 */
export function probes(
  readiness: () => Promise<Readiness>,
  showsDetails: (req: IncomingMessage) => Promise<boolean> = async () => false,
): Stage {
  return (req, res) => {
    const url = req.url ?? "";
    const path = url.split("?", 1)[0];
    if (path !== "/healthz" && path !== "/readyz") return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...PROBE_HEADERS, Allow: "GET, HEAD" }).end();
      return true;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, PROBE_HEADERS).end(req.method === "HEAD" ? undefined : `${JSON.stringify(body)}\n`);
    };
    if (path === "/healthz") {
      send(200, { status: "alive" });
      return true;
    }
    Promise.all([readiness(), showsDetails(req).catch(() => false)]).then(
      ([state, details]) => {
        const status = readinessStatus(state);
        send(status === "not ready" ? 503 : 200, details ? { status, ...state } : { status });
      },
      () => send(503, { status: "not ready" }),
    );
    return true;
  };
}

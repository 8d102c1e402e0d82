// The JSON API of spec §7 under /api/{cn|us|eu}: body parsing, the envelope, and the one place errors become answers.
import express, { type NextFunction, type Request, type Response } from "express";
import { ZodError } from "zod";
import { STORAGE_SCOPES, isDatabaseUnavailable, type Database, type Databases } from "../../database/client.server";
import { SITES } from "~/views/site-content.server";
import { REGIONS, type RegionCode, type StorageScope } from "~/rules/regions";
import { authenticate, logout, refresh, registerOrLogin, signIn, toProfile } from "../data/accounts.server";
import { API_CODES, messageKeyForCode, type ApiCode } from "./envelope";
import { ApiError, badRequest, methodNotAllowed, notFound, rateLimited } from "./errors.server";
import { rateVerdict } from "./rate-limit.server";
import { requestRegion } from "./request-region.server";
import { credentialsSchema, refreshQuerySchema, subscribeBodySchema } from "./schemas";
import { subscribe } from "../data/subscriptions.server";
import type { TokenLifetimes } from "../data/tokens.server";

export const BODY_LIMIT = "16kb";
/** The API's endpoints are GET and POST; HEAD is a GET without a body. */
const API_METHODS = new Set(["GET", "HEAD", "POST"]);

function scopeOfPath(path: string): StorageScope | undefined {
  const first = path.split("/")[1];
  return (STORAGE_SCOPES as readonly string[]).includes(first ?? "") ? (first as StorageScope) : undefined;
}

export interface ApiDeps {
  databases: Databases;
  /** The moment of a request (server clock, or a preview instant for holders of the preview token). */
  clock: (req: Request) => Promise<Date>;
  tokenLifetimes: TokenLifetimes;
}

interface CallContext {
  req: Request;
  scope: StorageScope;
  region: RegionCode;
  now: Date;
  db: () => Promise<Database>;
}

function regionOf(req: Request, scope: StorageScope | undefined): RegionCode {
  return requestRegion(scope, req.get("region"), req.get("accept-language"));
}

function send(res: Response, status: number, code: ApiCode, region: RegionCode, data: unknown = {}) {
  const msg = code === API_CODES.success ? "success" : SITES[region].api[messageKeyForCode(code)];
  res.status(status).set("Cache-Control", "no-store").json({ code, msg, data });
}

/** Maps anything thrown while answering to a 4xx/5xx envelope; never a stack trace. */
function sendError(res: Response, error: unknown, region: RegionCode) {
  if (error instanceof ApiError) {
    if (error.code === API_CODES.rateLimited)
      res.set("Retry-After", String((error.data as { retryAfter: number }).retryAfter));
    return send(res, error.status, error.code, region, error.data);
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return send(res, 400, API_CODES.badRequest, region, { issues });
  }
  const parserError = error as { type?: string; status?: number };
  if (parserError.type === "entity.too.large")
    return send(res, 413, API_CODES.badRequest, region, { reason: "body too large", limit: BODY_LIMIT });
  if (parserError.type === "entity.parse.failed")
    return send(res, 400, API_CODES.badRequest, region, { reason: "malformed JSON" });
  if (typeof parserError.status === "number" && parserError.status >= 400 && parserError.status < 500) {
    return send(res, parserError.status, API_CODES.badRequest, region, { reason: parserError.type ?? "bad request" });
  }
  // Not opened yet, or lost after opening (refused, reset, timed out): the database is away, not our bug.
  if (isDatabaseUnavailable(error)) {
    const { message, cause } = error as Error;
    console.error(
      `[api] database unavailable: ${message}${cause ? `: ${String((cause as Error).message ?? cause)}` : ""}`,
    );
    return send(res, 503, API_CODES.serverError, region);
  }
  console.error("[api] unexpected error", error);
  return send(res, 500, API_CODES.serverError, region);
}

/** Header tokens: absent, or too long to be ours, count as missing. */
function tokenHeader(req: Request, name: "apptoken" | "reftoken"): string | undefined {
  const value = req.get(name)?.trim();
  return value && value.length <= 128 ? value : undefined;
}

function scopeRouter(scope: StorageScope, deps: ApiDeps): express.Router {
  const router = express.Router();

  const handle = (answer: (call: CallContext) => Promise<unknown>) => async (req: Request, res: Response) => {
    const region = regionOf(req, scope);
    try {
      const now = await deps.clock(req);
      const data = await answer({ req, scope, region, now, db: () => deps.databases.get(scope) });
      send(res, 200, API_CODES.success, region, data ?? {});
    } catch (error) {
      sendError(res, error, region);
    }
  };
  const body = (req: Request): unknown => req.body ?? {};

  router.use(express.json({ limit: BODY_LIMIT }));

  router.post(
    "/account/user/subscribe/create",
    handle(async ({ req, now, db }) => {
      const input = subscribeBodySchema.parse(body(req));
      if (REGIONS[input.region].scope !== scope)
        throw badRequest({ issues: [{ path: "region", message: `region not served by /api/${scope}` }] });
      await subscribe(await db(), input, now);
      return {};
    }),
  );

  router.post(
    "/account/user/register_or_login",
    handle(async ({ req, region, now, db }) => {
      const credentials = credentialsSchema.parse(body(req));
      return registerOrLogin(await db(), credentials, region, now, deps.tokenLifetimes);
    }),
  );

  router.post(
    "/account/user/sign_in",
    handle(async ({ req, now, db }) => {
      const credentials = credentialsSchema.parse(body(req));
      return signIn(await db(), credentials, now, deps.tokenLifetimes);
    }),
  );

  router.get(
    "/account/user/sign_in/refresh",
    handle(async ({ req, now, db }) => {
      const { user_id } = refreshQuerySchema.parse(req.query);
      return refresh(await db(), user_id, tokenHeader(req, "reftoken"), now, deps.tokenLifetimes);
    }),
  );

  router.get(
    "/account/user/profile",
    handle(async ({ req, now, db }) => {
      const apptoken = tokenHeader(req, "apptoken");
      return toProfile(await authenticate(await db(), apptoken, now));
    }),
  );

  router.post(
    "/account/user/logout",
    handle(async ({ req, db }) => {
      await logout(await db(), tokenHeader(req, "apptoken"));
      return {};
    }),
  );

  router.use((req: Request, res: Response) => sendError(res, notFound(), regionOf(req, scope)));
  // Body-parser failures (malformed JSON, oversized body) arrive here.
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) =>
    sendError(res, error, regionOf(req, scope)),
  );
  return router;
}

/** Answers a request under /api that the server refused before the API router (bad Host, oversized body): an envelope. */
export function answerApiError(req: Request, res: Response, status: 400 | 413): void {
  const scope = scopeOfPath(req.path.replace(/^\/api/, ""));
  const data = status === 413 ? { reason: "body too large", limit: BODY_LIMIT } : {};
  send(res, status, API_CODES.badRequest, regionOf(req, scope), data);
}

/** Mount under /api: /api/cn/..., /api/us/..., /api/eu/...; anything else under /api is a 404 envelope. */
export function createApiRouter(deps: ApiDeps): express.Router {
  const router = express.Router();
  // The edge policy (rate-limit.server.ts) already spent this request's budget; a limited one ends here, unread.
  router.use((req: Request, res: Response, next: NextFunction) => {
    const verdict = rateVerdict(res);
    if (verdict?.limited) return sendError(res, rateLimited(verdict.retryAfter), regionOf(req, scopeOfPath(req.path)));
    if (!API_METHODS.has(req.method)) {
      res.set("Allow", [...API_METHODS].join(", "));
      return sendError(res, methodNotAllowed(), regionOf(req, scopeOfPath(req.path)));
    }
    next();
  });
  for (const scope of STORAGE_SCOPES) router.use(`/${scope}`, scopeRouter(scope, deps));
  router.use((req: Request, res: Response) => sendError(res, notFound(), regionOf(req, undefined)));
  return router;
}

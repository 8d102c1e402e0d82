// The studio's JSON API under /studio/api, for the screens' scripts (drafts saved and checked as staff type).
// The same guard as the pages (studio/guard.server.ts), answered as JSON: no staff session is 401 (a customer's
// tokens are never read here), a request that changes something without the session's CSRF token in X-CSRF-Token
// is 403, and so is one another site sends (Sec-Fetch-Site, or an Origin that is not the studio's host: decision 116);
// every answer is `private, no-store`. The edge already spent the request's rate-limit budget.
import express, { type NextFunction, type Request, type Response } from "express";
import { clientAddress, rateVerdict } from "~/api/rate-limit.server";
import { logUnexpected } from "~/request/log.server";
import { NO_STORE } from "~/request/request-time.server";
import { truncateClientAddress } from "~/rules/mail-policy";
import { reportDatabaseFailure } from "../database/outage.server";
import type { StudioDb } from "../database/studio.server";
import type { Actor } from "./audit.server";
import type { StudioServices } from "./context.server";
import { CSRF_HEADER, csrfToken, validCsrf } from "./csrf.server";
import { sessionOf } from "./guard.server";
import { signingKey } from "./keys.server";
import { actorOf, type StaffSession } from "./staff.server";

/** Larger than the customer API's 16 KB: a draft's change can carry a language's words for a screen. */
export const STUDIO_API_BODY_LIMIT = 64 * 1024;

export interface StudioCall {
  req: Request;
  db: StudioDb;
  session: StaffSession;
  actor: Actor;
  now: Date;
}

export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Handler = (call: StudioCall) => Promise<unknown>;

export interface StudioApiRoutes {
  get?: Record<string, Handler>;
  post?: Record<string, Handler>;
}

function answer(res: Response, status: number, body: unknown) {
  res.status(status).set("Cache-Control", NO_STORE).json(body);
}

export interface StudioApiOptions {
  /** Hosts besides the request's own whose pages may call (PUBLIC_ORIGIN's, behind a proxy that keeps its Host). */
  allowedOriginHosts?: readonly string[];
}

/**
 * Whether a call that changes something comes from another site: the browser says so (Sec-Fetch-Site other than
 * same-origin), or its Origin is not the host it was sent to. The CSRF token already stops such a call; this refuses
 * it even if a token leaked, as React Router refuses a page's form post from another origin.
 */
export function fromAnotherSite(req: Request, allowedOriginHosts: readonly string[] = []): boolean {
  const site = req.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true; // "null" (a sandboxed frame, a file) or no URL at all
  }
  return !host || (host !== req.host?.toLowerCase() && !allowedOriginHosts.includes(host));
}

export function createStudioApi(
  services: StudioServices,
  routes: StudioApiRoutes = {},
  { allowedOriginHosts = [] }: StudioApiOptions = {},
): express.Router {
  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    res.set("Cache-Control", NO_STORE);
    const verdict = rateVerdict(res);
    if (verdict?.limited) return answer(res, 429, { error: "rate-limited", retryAfter: verdict.retryAfter });
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return answer(res, 405, { error: "method not allowed" });
    }
    if (req.method === "POST" && fromAnotherSite(req, allowedOriginHosts))
      return answer(res, 403, { error: "a call from another site" });
    next();
  });

  // Who is calling: a staff session, or 401 before anything else is read.
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const db = await services.store.get();
      const now = new Date();
      const session = await sessionOf(db, req.get("cookie") ?? null, now);
      if (!session) return answer(res, 401, { error: "sign in to the studio", signIn: "/studio/sign-in" });
      if (req.method === "POST") {
        const key = await signingKey(db, now);
        if (!validCsrf(key, { session: session.tokenHash }, req.get(CSRF_HEADER)))
          return answer(res, 403, { error: "missing or wrong CSRF token" });
      }
      res.locals.studio = {
        req,
        db,
        session,
        now,
        actor: actorOf(session.member, truncateClientAddress(clientAddress(req))),
      } satisfies StudioCall;
      next();
    } catch (error) {
      next(error);
    }
  };
  router.use(guard);
  router.use(express.json({ limit: STUDIO_API_BODY_LIMIT }));

  const run = (handler: Handler) => async (_req: Request, res: Response) => {
    const call = res.locals.studio as StudioCall;
    try {
      answer(res, 200, (await handler(call)) ?? {});
    } catch (error) {
      if (error instanceof StudioApiError) return answer(res, error.status, { error: error.message, ...error.detail });
      studioFailed(error);
      answer(res, 500, { error: "the studio failed; try again" });
    }
  };

  // Who am I, and the CSRF token for the calls that change something.
  router.get("/session", async (_req, res) => {
    const call = res.locals.studio as StudioCall;
    const csrf = csrfToken(await signingKey(call.db, call.now), { session: call.session.tokenHash });
    answer(res, 200, { email: call.session.member.email, role: call.session.member.role, csrf });
  });
  for (const [path, handler] of Object.entries(routes.get ?? {})) router.get(path, run(handler));
  for (const [path, handler] of Object.entries(routes.post ?? {})) router.post(path, run(handler));

  router.use((_req: Request, res: Response) => answer(res, 404, { error: "not found" }));
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500)
      return answer(res, status, { error: "bad request" });
    studioFailed(error);
    answer(res, 503, { error: "the studio is unavailable; try again" });
  });
  return router;
}

/** A failed studio call: an unreachable database counts for the process's outage; anything else is one line. */
function studioFailed(error: unknown): void {
  if (!reportDatabaseFailure(error, ["studio"])) logUnexpected("studio call failed", error);
}

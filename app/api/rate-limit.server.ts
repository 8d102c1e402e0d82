// One rate-limit policy at the edge, in front of every request that changes something: the API and page
// actions alike, so a new endpoint is limited by default. Tiered like the Epic Stack's: strict for sign-in, sign-up and
// token refresh, moderate for forms and the newsletter, generous for everything else that is not a plain read.
// Budgets are per client (the real address behind the TRUST_PROXY proxies, IPv6 by /64) and per tier, across all storage scopes.
// The store is memory with the embedded database (one process) and PostgreSQL when DATABASE_URL is set, so several
// processes share one budget; if PostgreSQL is away, each process falls back to its own memory budget.
import type { NextFunction, Request, Response } from "express";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { clientKey } from "~/api/client-address.server";
import { API_PATHS } from "~/api/endpoints";
import { describeError } from "~/request/log.server";
import { STORAGE_SCOPES } from "../../database/client.server";
import { reportDatabaseFailure } from "../../database/outage.server";

export const RATE_TIERS = ["auth", "forms", "general"] as const;
export type RateTier = (typeof RATE_TIERS)[number];

/** Requests per client address per minute, by tier. */
export type RateLimits = Record<RateTier, number>;

export const DEFAULT_RATE_LIMITS: RateLimits = { auth: 20, forms: 20, general: 120 };

const ENV_NAMES: Record<RateTier, string> = {
  auth: "RATE_LIMIT_AUTH_PER_MINUTE",
  forms: "RATE_LIMIT_FORMS_PER_MINUTE",
  general: "RATE_LIMIT_GENERAL_PER_MINUTE",
};

export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const count = (tier: RateTier) => {
    const parsed = Number.parseInt(env[ENV_NAMES[tier]] ?? "", 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_RATE_LIMITS[tier];
  };
  return { auth: count("auth"), forms: count("forms"), general: count("general") };
}

/**
 * The API routes of a set of endpoint paths as Express matches them: any letter case, one optional trailing
 * slash, under /api/<scope>. Every spelling that reaches a route's handler spends from that route's tier
 * (tests/unit/rate-tier.test.ts sends each spelling through the real router).
 */
function apiRoutes(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^/api/(?:${STORAGE_SCOPES.join("|")})(?:${escaped.join("|")})/?$`, "i");
}
// The password, address, verification, export and deletion calls spend from the strict tier too.
const AUTH_ROUTES = apiRoutes([
  API_PATHS.signIn,
  API_PATHS.registerOrLogin,
  API_PATHS.refresh,
  API_PATHS.verify,
  API_PATHS.requestPasswordReset,
  API_PATHS.resetPassword,
  API_PATHS.changePassword,
  API_PATHS.changeEmail,
  API_PATHS.confirmEmail,
  API_PATHS.exportData,
  API_PATHS.deleteAccount,
]);
const FORMS_ROUTES = apiRoutes([API_PATHS.subscribe, API_PATHS.confirmSubscription, API_PATHS.unsubscribe]);
const API_PREFIX = /^\/api(?:\/|$)/i;

// The studio's sign-in (and its first-use password) spends from the strict tier, as customer sign-in does; its
// API (drafts saved and checked as staff type) from the general one.
const STUDIO_SIGN_IN = /^\/studio\/sign-in(?:\.data)?\/?$/i;
const STUDIO_API = /^\/studio\/api(?:\/|$)/i;

/** The tier a request spends from, or null for plain reads (GET/HEAD other than token refresh). */
export function rateTier(method: string, pathname: string): RateTier | null {
  if (AUTH_ROUTES.test(pathname)) return "auth";
  if (method === "GET" || method === "HEAD") return null;
  if (STUDIO_SIGN_IN.test(pathname)) return "auth";
  if (FORMS_ROUTES.test(pathname)) return "forms";
  return API_PREFIX.test(pathname) || STUDIO_API.test(pathname) ? "general" : "forms";
}

/** What the edge decided for a request, for the surface (API envelope or page) to answer in its own format. */
export interface RateVerdict {
  tier: RateTier;
  limited: boolean;
  /** Seconds until the budget allows another request (when limited). */
  retryAfter: number;
}

export interface RateLimitStore {
  /** Spends one request of `key` from the tier; resolves the verdict, never rejects for a full budget. */
  consume(tier: RateTier, key: string): Promise<RateVerdict>;
}

export interface PostgresStoreOptions {
  /** A pg Pool (or anything with `query`) on the shared database. */
  pool: { query(text: string): Promise<unknown> };
  tableName?: string;
}

/** Limiters on one store: memory, or PostgreSQL shared by several processes with a memory limiter as insurance. */
export interface LimiterSource {
  limiter(options: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract;
  /** Resolves once the PostgreSQL table exists (at once for memory); never rejects. */
  ready(): Promise<unknown>;
}

export function createLimiterSource(postgres?: PostgresStoreOptions): LimiterSource {
  let tableReady: Promise<unknown> | null = null;
  const tableName = postgres?.tableName ?? "rate_limits";
  return {
    limiter(options) {
      const memory = new RateLimiterMemory(options);
      return postgres
        ? new RateLimiterPostgres({
            ...options,
            storeClient: postgres.pool,
            storeType: "pool",
            tableName,
            tableCreated: true,
            insuranceLimiter: memory,
          })
        : memory;
    },
    // The table is created on first use and again after a failure (the database may come back); meanwhile the memory
    // insurance limiter keeps a per-process budget.
    ready() {
      if (!postgres) return Promise.resolve();
      tableReady ??= postgres.pool
        .query(
          `CREATE TABLE IF NOT EXISTS "${tableName}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
        )
        .catch((error: unknown) => {
          tableReady = null;
          // 23505: another process created it at the same moment. An unreachable database is the outage's.
          if ((error as { code?: string }).code !== "23505" && !reportDatabaseFailure(error, ["rate-limit"]))
            console.error(`[rate-limit] table not ready: ${describeError(error).message}`);
        });
      return tableReady;
    },
  };
}

/** Whole seconds until a limiter allows the key again (at least 1). */
export const retryAfterSeconds = (limited: RateLimiterRes) => Math.max(1, Math.ceil(limited.msBeforeNext / 1000));

export function createRateLimitStore(limits: RateLimits, postgres?: PostgresStoreOptions): RateLimitStore {
  const source = createLimiterSource(postgres);
  const limiters = Object.fromEntries(
    RATE_TIERS.map((tier) => [tier, source.limiter({ points: limits[tier], duration: 60, keyPrefix: `rl_${tier}` })]),
  ) as Record<RateTier, RateLimiterAbstract>;

  return {
    async consume(tier, key) {
      await source.ready();
      try {
        await limiters[tier].consume(key);
        return { tier, limited: false, retryAfter: 0 };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { tier, limited: true, retryAfter: retryAfterSeconds(error) };
        throw error;
      }
    },
  };
}

/**
 * The client a budget is kept for: Express's req.ip (the peer, or the address the trusted proxies name), one key per
 * client however the address is written (client-address.server.ts).
 */
export function clientAddress(req: Request): string {
  return clientKey(req.ip ?? req.socket.remoteAddress ?? "unknown");
}

/** Where the verdict of a limited request is kept for the answering surface. */
export function rateVerdict(res: Response): RateVerdict | undefined {
  return res.locals.rateVerdict as RateVerdict | undefined;
}

/**
 * Express middleware: spends from the request's tier and leaves the verdict in `res.locals.rateVerdict`. The API answers
 * a limited request with its 4029 envelope, pages with a 429 page (api/router.server.ts, server/create-app.ts).
 */
export function rateLimitPolicy(store: RateLimitStore) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const tier = rateTier(req.method, req.path);
    if (!tier) return next();
    try {
      const verdict = await store.consume(tier, clientAddress(req));
      if (verdict.limited) {
        res.locals.rateVerdict = verdict;
        res.set("Retry-After", String(verdict.retryAfter));
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Uncached page renders per client per minute (RATE_LIMIT_RENDERS_PER_MINUTE), beside the tiers. */
export const DEFAULT_RENDERS_PER_MINUTE = 600;

export function rendersPerMinuteFromEnv(env: Record<string, string | undefined>): number {
  const parsed = Number.parseInt(env.RATE_LIMIT_RENDERS_PER_MINUTE ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_RENDERS_PER_MINUTE;
}

export interface RenderBudget {
  /** Spends one render of `client`'s; resolves 0, or the seconds until it may render again. */
  spend(client: string): Promise<number>;
}

/**
 * The budget of uncached renders per client: what a 404 flood, random paths or forced previews cost the server is
 * its renders, and a cached page waits behind them on the same thread. Kept per process in memory (it guards this
 * process's CPU) in windows of one second (a sixtieth of the minute's budget each: 10 by default): a flood then gets a
 * few renders a second, never a burst of them that stalls every cached page at once (measured, bench/results.md).
 */
export function createRenderBudget(perMinute: number): RenderBudget {
  const limiter = new RateLimiterMemory({
    points: Math.max(1, Math.round(perMinute / 60)),
    duration: 1,
    keyPrefix: "renders",
  });
  return {
    async spend(client) {
      try {
        await limiter.consume(client);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return retryAfterSeconds(error);
        throw error;
      }
    },
  };
}

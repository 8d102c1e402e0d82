// Per-client request budgets for login and subscribe (in memory: one server process; see docs/decisions.md).
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited } from "./errors.server";

export interface RateLimits {
  /** Sign-in and register-or-login attempts per client per minute. */
  loginPerMinute: number;
  /** Newsletter sign-ups per client per minute. */
  subscribePerMinute: number;
}

export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const count = (value: string | undefined, fallback: number) => {
    const parsed = Number.parseInt(value ?? "", 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return { loginPerMinute: count(env.RATE_LIMIT_LOGIN_PER_MINUTE, 20), subscribePerMinute: count(env.RATE_LIMIT_SUBSCRIBE_PER_MINUTE, 20) };
}

export type Limiter = (clientKey: string) => Promise<void>;

export function createLimiter(pointsPerMinute: number): Limiter {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: 60 });
  return async (clientKey) => {
    try {
      await limiter.consume(clientKey);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  };
}

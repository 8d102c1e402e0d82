// Checks of the staff secrets, the preview token and the admin token: constant-time, and counted. A client
// that presents FAILED_CHECKS wrong tokens within the window fails every later check until the window ends, the right
// token included, so a token can not be guessed at thousands of tries a second. The count is kept on the rate limits'
// store (shared by the workers through PostgreSQL).
import { createHash, timingSafeEqual } from "node:crypto";
import { retryAfterSeconds, type LimiterSource } from "~/api/rate-limit.server";

export const FAILED_CHECKS = 10;
export const FAILED_CHECKS_WINDOW_SECONDS = 15 * 60;

/** Constant time whatever the lengths (both sides hashed first); anything but a non-empty string is no secret. */
export function sameSecret(presented: unknown, expected: string | undefined): boolean {
  if (!expected || typeof presented !== "string" || !presented) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

export type SecretVerdict =
  { ok: true } | { ok: false; limited: false } | { ok: false; limited: true; retryAfter: number };

export interface SecretChecks {
  /** Checks a token `client` presents; nothing presented is a plain "no" and is not counted. */
  check(client: string, presented: unknown, expected: string | undefined): Promise<SecretVerdict>;
}

export function createSecretChecks(source: LimiterSource): SecretChecks {
  const failures = source.limiter({
    points: FAILED_CHECKS,
    duration: FAILED_CHECKS_WINDOW_SECONDS,
    keyPrefix: "secret_fail",
  });
  return {
    async check(client, presented, expected) {
      if (presented === undefined || presented === null || presented === "") return { ok: false, limited: false };
      await source.ready();
      const state = await failures.get(client);
      if (state && state.consumedPoints >= FAILED_CHECKS)
        return { ok: false, limited: true, retryAfter: retryAfterSeconds(state) };
      if (sameSecret(presented, expected)) return { ok: true };
      await failures.penalty(client, 1);
      return { ok: false, limited: false };
    },
  };
}

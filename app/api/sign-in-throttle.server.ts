// Failed sign-ins per account, beside the per-address budget: a guesser spread over many addresses still
// gets FREE_FAILURES tries at one account, then waits 30 s, and every further failure doubles the wait (at most 15
// minutes) until a successful sign-in or a day without failures. The account is keyed by scope and a hash of its
// address, known or not, so the throttle says nothing about which addresses have accounts, and no address is stored.
import { createHash } from "node:crypto";
import { createLimiterSource, retryAfterSeconds, type PostgresStoreOptions } from "~/api/rate-limit.server";

export const FREE_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 30;
export const LONGEST_WAIT_SECONDS = 15 * 60;
/** How long an account's lockouts are remembered: within it, each failure after a lockout doubles the wait. */
const LOCKOUT_MEMORY_SECONDS = 24 * 60 * 60;

export interface SignInThrottle {
  /** Seconds the account must wait before its password is checked again, or 0. */
  waitFor(scope: string, email: string): Promise<number>;
  /** Records a wrong password; returns the wait it starts (0 while the account has free failures left). */
  failed(scope: string, email: string): Promise<number>;
  /** A correct password: the account's failures and lockouts are forgotten. */
  succeeded(scope: string, email: string): Promise<void>;
}

const accountKey = (scope: string, email: string) =>
  `${scope}:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;

export function createSignInThrottle(postgres?: PostgresStoreOptions): SignInThrottle {
  const source = createLimiterSource(postgres);
  // Failures in the current run; `block` turns it into the wait (its points go over FREE_FAILURES while blocked).
  const failures = source.limiter({
    points: FREE_FAILURES,
    duration: LOCKOUT_MEMORY_SECONDS,
    keyPrefix: "signin_fail",
  });
  const lockouts = source.limiter({ points: 1_000_000, duration: LOCKOUT_MEMORY_SECONDS, keyPrefix: "signin_lock" });

  return {
    async waitFor(scope, email) {
      await source.ready();
      const state = await failures.get(accountKey(scope, email));
      return state && state.consumedPoints > FREE_FAILURES ? retryAfterSeconds(state) : 0;
    },
    async failed(scope, email) {
      await source.ready();
      const key = accountKey(scope, email);
      const lockout = await lockouts.get(key);
      const run = await failures.penalty(key, 1);
      // The first lockout after FREE_FAILURES failures; after one, every failure locks again, for twice as long.
      if (run.consumedPoints < FREE_FAILURES && !lockout) return 0;
      const level = (await lockouts.penalty(key, 1)).consumedPoints;
      const wait = Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (level - 1));
      await failures.block(key, wait);
      return wait;
    },
    async succeeded(scope, email) {
      await source.ready();
      const key = accountKey(scope, email);
      await Promise.all([failures.delete(key), lockouts.delete(key)]);
    },
  };
}

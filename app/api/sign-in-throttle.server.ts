// Failed sign-ins per account and client address (decision 077), beside the per-address budget of the edge. A client
// gets FREE_FAILURES wrong passwords at an account, then waits 30 s, and each further failure doubles its wait (at most
// 15 minutes) until it signs in or a day passes without failures. Only that client waits: a correct password from a
// client that has not failed is always checked, so nobody can lock an owner out by failing on purpose. Against a guesser
// spread over many addresses, an account that has had ACCOUNT_FAILURES wrong passwords in a day from all of them makes
// each client wait from its first failure. When a client's first lockout starts, the owner is mailed a reset link; a new
// password (that link, or any reset) ends every client's wait. Accounts are keyed by scope and a hash of the address,
// known or not, so the throttle says nothing about which addresses have accounts, and stores no address.
import { createHash } from "node:crypto";
import { createContext } from "react-router";
import { createLimiterSource, retryAfterSeconds, type PostgresStoreOptions } from "~/api/rate-limit.server";

export const FREE_FAILURES = 5;
/** Wrong passwords at one account in a day, from all clients together, after which a client waits from its first. */
export const ACCOUNT_FAILURES = 20;
export const FIRST_WAIT_SECONDS = 30;
export const LONGEST_WAIT_SECONDS = 15 * 60;
/** How long a client's lockouts are remembered: within it, each failure after a lockout doubles the wait. */
const LOCKOUT_MEMORY_SECONDS = 24 * 60 * 60;
/** How long an unlock is remembered: longer than any failure it made forgotten. */
const UNLOCK_MEMORY_SECONDS = 2 * LOCKOUT_MEMORY_SECONDS;

export interface FailedSignIn {
  /** The wait this failure starts for the client (0 while it has free failures left). */
  wait: number;
  /** This failure started the client's first lockout at the account: its owner is told (and sent a way out). */
  lockedNow: boolean;
}

export interface SignInThrottle {
  /** Seconds `client` must wait before the account's password is checked for it again, or 0. */
  waitFor(scope: string, email: string, client: string): Promise<number>;
  /** Records a wrong password from `client`. */
  failed(scope: string, email: string, client: string): Promise<FailedSignIn>;
  /** A correct password: the client's failures at the account are forgotten. */
  succeeded(scope: string, email: string, client: string): Promise<void>;
  /** The owner set a new password: every client's failures at the account are forgotten. */
  unlock(scope: string, email: string): Promise<void>;
}

/** The throttle as page actions reach it (set by server/create-app.ts; the studio gets it from its host). */
export const signInThrottleContext = createContext<SignInThrottle | null>(null);

const digest = (value: string) => createHash("sha256").update(value).digest("base64url");
const accountKey = (scope: string, email: string) => `${scope}:${digest(email.trim().toLowerCase())}`;

export function createSignInThrottle(postgres?: PostgresStoreOptions): SignInThrottle {
  const source = createLimiterSource(postgres);
  // Per account and client: failures in the current run; `block` turns it into the wait (its points go over
  // FREE_FAILURES while blocked). And the lockouts of the run, which double the wait.
  const failures = source.limiter({
    points: FREE_FAILURES,
    duration: LOCKOUT_MEMORY_SECONDS,
    keyPrefix: "signin_fail",
  });
  const lockouts = source.limiter({ points: 1_000_000, duration: LOCKOUT_MEMORY_SECONDS, keyPrefix: "signin_lock" });
  // Per account: failures from every client, and how many times it was unlocked (a new generation of client keys).
  const accountFailures = source.limiter({
    points: 1_000_000,
    duration: LOCKOUT_MEMORY_SECONDS,
    keyPrefix: "signin_acct",
  });
  const unlocks = source.limiter({ points: 1_000_000, duration: UNLOCK_MEMORY_SECONDS, keyPrefix: "signin_gen" });

  async function clientKey(account: string, client: string): Promise<string> {
    const generation = (await unlocks.get(account))?.consumedPoints ?? 0;
    return `${account}:${generation}:${digest(client)}`;
  }

  return {
    async waitFor(scope, email, client) {
      await source.ready();
      const state = await failures.get(await clientKey(accountKey(scope, email), client));
      return state && state.consumedPoints > FREE_FAILURES ? retryAfterSeconds(state) : 0;
    },
    async failed(scope, email, client) {
      await source.ready();
      const account = accountKey(scope, email);
      const key = await clientKey(account, client);
      const lockout = await lockouts.get(key);
      const run = await failures.penalty(key, 1);
      const accountWide = (await accountFailures.penalty(account, 1)).consumedPoints;
      // The first lockout after FREE_FAILURES failures (after one, if the account is being guessed at from many
      // clients); after one, every failure locks again, for twice as long.
      const free = accountWide > ACCOUNT_FAILURES ? 1 : FREE_FAILURES;
      if (run.consumedPoints < free && !lockout) return { wait: 0, lockedNow: false };
      const level = (await lockouts.penalty(key, 1)).consumedPoints;
      const wait = Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (level - 1));
      await failures.block(key, wait);
      return { wait, lockedNow: level === 1 };
    },
    async succeeded(scope, email, client) {
      await source.ready();
      const key = await clientKey(accountKey(scope, email), client);
      await Promise.all([failures.delete(key), lockouts.delete(key)]);
    },
    async unlock(scope, email) {
      await source.ready();
      const account = accountKey(scope, email);
      await unlocks.penalty(account, 1);
      await accountFailures.delete(account);
    },
  };
}

// One fixed minimum time for the answers of account calls that take an address (decision 040): sign-up, sign-in,
// password reset request, newsletter sign-up, change of address. What such a call does for the address itself
// happens after it answers (a mail request, app/data/mail-requests.server.ts), so its own work is the same for every
// address; the floor hides what is left (a cache, a slower moment) under one constant, so a known address and an
// unknown one are answered in the same time, measured as an attacker would (tests/server/account-timing.test.ts).
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The least time, from the start of its handling, before an account call that takes an address answers: above what
 * such a call takes on a busy server (two argon2id hashes for a sign-up), so that nearly every answer waits for it.
 */
export const DEFAULT_ADDRESS_CALL_FLOOR_MS = 400;

/** ACCOUNT_CALL_FLOOR_MS (validated at start by server/env.ts), else the default. */
export function addressCallFloorFromEnv(env: Record<string, string | undefined>): number {
  const parsed = Number.parseInt(env.ACCOUNT_CALL_FLOOR_MS ?? "", 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : DEFAULT_ADDRESS_CALL_FLOOR_MS;
}

/** Runs `work` and answers (or throws) no sooner than `floorMs` after it started. */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

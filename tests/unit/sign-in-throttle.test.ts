import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_FAILURES,
  FIRST_WAIT_SECONDS,
  FREE_FAILURES,
  LONGEST_WAIT_SECONDS,
  createSignInThrottle,
} from "~/api/sign-in-throttle.server";

const GUESSER = "203.0.113.9";
const OWNER = "198.51.100.20";

describe("failed sign-ins per account and client", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("allows a client five failures, then waits 30 s and doubles the wait with each failure after a lockout", async () => {
    const throttle = createSignInThrottle();
    const failures = [];
    for (let i = 0; i < FREE_FAILURES; i++) failures.push(await throttle.failed("us", "Ada@Example.com", GUESSER));
    expect(failures.map((failure) => failure.wait)).toEqual([0, 0, 0, 0, FIRST_WAIT_SECONDS]);
    expect(failures.map((failure) => failure.lockedNow)).toEqual([false, false, false, false, true]);
    expect(await throttle.waitFor("us", "ada@example.com", GUESSER)).toBe(FIRST_WAIT_SECONDS);

    const later: number[] = [];
    for (let lockout = 0; lockout < 7; lockout++) {
      vi.advanceTimersByTime((await throttle.waitFor("us", "ada@example.com", GUESSER)) * 1000 + 1);
      expect(await throttle.waitFor("us", "ada@example.com", GUESSER)).toBe(0);
      const failure = await throttle.failed("us", "ada@example.com", GUESSER);
      expect(failure.lockedNow).toBe(false); // the owner was told at the first lockout
      later.push(failure.wait);
    }
    expect(later).toEqual([60, 120, 240, 480, LONGEST_WAIT_SECONDS, LONGEST_WAIT_SECONDS, LONGEST_WAIT_SECONDS]);
  });

  it("never makes a client that has not failed wait: the owner's correct password is checked", async () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < FREE_FAILURES + 3; i++) await throttle.failed("us", "grace@example.com", GUESSER);
    expect(await throttle.waitFor("us", "grace@example.com", GUESSER)).toBeGreaterThan(0);
    expect(await throttle.waitFor("us", "grace@example.com", OWNER)).toBe(0);
    expect(await throttle.waitFor("eu", "grace@example.com", GUESSER)).toBe(0);
    expect(await throttle.waitFor("us", "linus@example.com", GUESSER)).toBe(0);
  });

  it("forgets a client's failures after its correct password, and every client's after a new password", async () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < FREE_FAILURES; i++) await throttle.failed("us", "grace@example.com", OWNER);
    await throttle.succeeded("us", "grace@example.com", OWNER);
    expect(await throttle.waitFor("us", "grace@example.com", OWNER)).toBe(0);
    expect((await throttle.failed("us", "grace@example.com", OWNER)).wait).toBe(0);

    for (let i = 0; i < FREE_FAILURES; i++) await throttle.failed("us", "grace@example.com", GUESSER);
    expect(await throttle.waitFor("us", "grace@example.com", GUESSER)).toBeGreaterThan(0);
    await throttle.unlock("us", "grace@example.com");
    expect(await throttle.waitFor("us", "grace@example.com", GUESSER)).toBe(0);
    expect(await throttle.waitFor("us", "grace@example.com", OWNER)).toBe(0);
  });

  it("makes each client wait from its first failure once the account is guessed at from many", async () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < ACCOUNT_FAILURES; i++) await throttle.failed("us", "hopper@example.com", `192.0.2.${i}`);
    for (let i = 0; i < ACCOUNT_FAILURES; i++)
      expect(await throttle.waitFor("us", "hopper@example.com", `192.0.2.${i}`)).toBe(0);
    const next = await throttle.failed("us", "hopper@example.com", "192.0.2.200");
    expect(next).toEqual({ wait: FIRST_WAIT_SECONDS, lockedNow: true });
    // A client that has not failed is still checked.
    expect(await throttle.waitFor("us", "hopper@example.com", OWNER)).toBe(0);
  });
});

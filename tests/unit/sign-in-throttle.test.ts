import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_WAIT_SECONDS,
  FREE_FAILURES,
  LONGEST_WAIT_SECONDS,
  createSignInThrottle,
} from "~/api/sign-in-throttle.server";

describe("failed sign-ins per account", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("allows five failures, then waits 30 s and doubles the wait with each failure after a lockout", async () => {
    const throttle = createSignInThrottle();
    const waits: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i++) waits.push(await throttle.failed("us", "Ada@Example.com"));
    expect(waits).toEqual([0, 0, 0, 0, FIRST_WAIT_SECONDS]);
    expect(await throttle.waitFor("us", "ada@example.com")).toBe(FIRST_WAIT_SECONDS);

    const later: number[] = [];
    for (let lockout = 0; lockout < 7; lockout++) {
      vi.advanceTimersByTime((await throttle.waitFor("us", "ada@example.com")) * 1000 + 1);
      expect(await throttle.waitFor("us", "ada@example.com")).toBe(0);
      later.push(await throttle.failed("us", "ada@example.com"));
    }
    expect(later).toEqual([60, 120, 240, 480, LONGEST_WAIT_SECONDS, LONGEST_WAIT_SECONDS, LONGEST_WAIT_SECONDS]);
  });

  it("keeps accounts and scopes apart, and forgets an account's failures after a correct password", async () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < FREE_FAILURES; i++) await throttle.failed("us", "grace@example.com");
    expect(await throttle.waitFor("us", "grace@example.com")).toBeGreaterThan(0);
    expect(await throttle.waitFor("eu", "grace@example.com")).toBe(0);
    expect(await throttle.waitFor("us", "linus@example.com")).toBe(0);

    await throttle.succeeded("us", "grace@example.com");
    expect(await throttle.waitFor("us", "grace@example.com")).toBe(0);
    expect(await throttle.failed("us", "grace@example.com")).toBe(0);
  });
});

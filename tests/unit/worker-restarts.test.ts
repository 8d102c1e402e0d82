// When a cluster's workers die: each replacement waits longer while they keep dying, a death long after the others
// starts again from the first wait, and too many deaths within the window stop the cluster. The primary's wiring and
// its refusal before forking: tests/server/service-unit.test.ts.
import { describe, expect, it } from "vitest";
import { WORKER_RESTARTS, afterWorkerDeath, recentDeaths, type RestartPolicy } from "../../server/worker-restarts";

/** The primary's bookkeeping over a series of deaths: what it decides after each. */
function decide(times: number[], policy: RestartPolicy = WORKER_RESTARTS) {
  let deaths: number[] = [];
  return times.map((now) => {
    deaths = recentDeaths([...deaths, now], now, policy);
    return afterWorkerDeath(deaths, now, policy);
  });
}

describe("replacing workers that die", () => {
  it("waits 1 s, then twice as long at each death, and gives up at the fifth within a minute", () => {
    // A worker that dies as it starts (2 s to load), replaced after each wait: 1, 2, 4, 8 s.
    expect(decide([0, 3_000, 7_000, 13_000, 23_000])).toEqual([
      { giveUp: false, delayMs: 1_000 },
      { giveUp: false, delayMs: 2_000 },
      { giveUp: false, delayMs: 4_000 },
      { giveUp: false, delayMs: 8_000 },
      { giveUp: true, deaths: 5 },
    ]);
  });

  it("counts the deaths of every worker: two that die together use two of the five", () => {
    const decisions = decide([0, 10, 2_000, 2_010, 6_000]);
    expect(decisions.slice(0, 4).map((decision) => decision.giveUp)).toEqual([false, false, false, false]);
    expect(decisions[4]).toEqual({ giveUp: true, deaths: 5 });
  });

  it("forgets deaths older than the window: a crash now and then is replaced after the first wait, for ever", () => {
    const hourly = Array.from({ length: 24 }, (_, hour) => hour * 3_600_000);
    expect(decide(hourly).every((decision) => !decision.giveUp && decision.delayMs === 1_000)).toBe(true);
    // Four deaths, then a fifth just past a minute after the first: four within the window, not five.
    expect(decide([0, 1_000, 2_000, 3_000, 60_000]).at(-1)).toEqual({ giveUp: false, delayMs: 8_000 });
    expect(decide([0, 1_000, 2_000, 3_000, 59_999]).at(-1)).toEqual({ giveUp: true, deaths: 5 });
  });

  it("never waits longer than the cap", () => {
    const patient: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 5_000, maxDeaths: 10, windowMs: 60_000 };
    expect(decide([0, 1, 2, 3, 4], patient).map((decision) => (decision.giveUp ? -1 : decision.delayMs))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { countdownParts, isOpen, launchStage, nextBoundary, windowState } from "~/rules/schedule";

const at = (iso: string) => new Date(iso);

describe("windowState", () => {
  const valentines = { startTime: "2025-02-08T00:00:00+08:00", endTime: "2025-02-16T00:00:00+08:00" };
  it("is before until the start instant, open from it", () => {
    expect(windowState(valentines, at("2025-02-07T23:59:59+08:00"))).toBe("before");
    expect(windowState(valentines, at("2025-02-08T00:00:00+08:00"))).toBe("open");
  });
  it("is open until the end instant, after from it", () => {
    expect(windowState(valentines, at("2025-02-15T23:59:59+08:00"))).toBe("open");
    expect(windowState(valentines, at("2025-02-16T00:00:00+08:00"))).toBe("after");
  });
  it("treats missing bounds as open-ended", () => {
    expect(isOpen({}, at("1999-01-01T00:00:00Z"))).toBe(true);
    expect(isOpen({ endTime: "2025-04-25T15:00:00+08:00" }, at("2025-04-25T14:59:59+08:00"))).toBe(true);
    expect(isOpen({ startTime: "2025-04-25T15:00:00+08:00" }, at("2025-04-25T14:59:59+08:00"))).toBe(false);
  });
});

describe("launchStage (Flagship Bumblebee, us)", () => {
  const us = [
    "2025-03-06T16:00:00+08:00",
    "2025-03-19T15:00:00+08:00",
    "2025-03-27T23:00:00+08:00",
    "2025-04-28T15:00:00+08:00",
  ];
  it.each([
    ["2025-03-06T15:59:59+08:00", 0],
    ["2025-03-06T16:00:00+08:00", 1],
    ["2025-03-19T14:59:59+08:00", 1],
    ["2025-03-19T15:00:00+08:00", 2],
    ["2025-03-27T22:59:59+08:00", 2],
    ["2025-03-27T23:00:00+08:00", 3],
    ["2025-04-28T14:59:59+08:00", 3],
    ["2025-04-28T15:00:00+08:00", 4],
  ])("at %s is stage %i", (instant, stage) => {
    expect(launchStage(us, at(instant))).toBe(stage);
  });
  it("skips empty stages (cn has no stage 1 and 4)", () => {
    const cn = [null, "2025-03-19T15:00:00+08:00", "2025-03-27T23:00:00+08:00", null];
    expect(launchStage(cn, at("2025-03-10T00:00:00+08:00"))).toBe(0);
    expect(launchStage(cn, at("2025-03-20T00:00:00+08:00"))).toBe(2);
    expect(launchStage(cn, at("2025-06-01T00:00:00+08:00"))).toBe(3);
  });
});

describe("nextBoundary and countdownParts", () => {
  it("finds the next instant after now", () => {
    expect(
      nextBoundary(
        ["2025-01-01T00:00:00Z", "2025-03-01T00:00:00Z", null, "2025-02-01T00:00:00Z"],
        at("2025-01-15T00:00:00Z"),
      )?.toISOString(),
    ).toBe("2025-02-01T00:00:00.000Z");
    expect(nextBoundary(["2025-01-01T00:00:00Z"], at("2025-01-15T00:00:00Z"))).toBeNull();
  });
  it("splits milliseconds into days, hours, minutes and seconds", () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

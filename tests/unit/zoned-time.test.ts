// The studio's date fields: a wall-clock time in a region's zone and the instant it stores, both ways.
import { describe, expect, it } from "vitest";
import { isoWithOffset, zonedInstant, zonedLocal, zoneOffsetMinutes } from "~/rules/zoned-time";

describe("zoned time", () => {
  it("reads a wall-clock time in a zone as its instant and back", () => {
    const instant = zonedInstant("2025-02-01T00:00", "America/Los_Angeles")!;
    expect(new Date(instant).toISOString()).toBe("2025-02-01T08:00:00.000Z");
    expect(zonedLocal(instant, "America/Los_Angeles")).toBe("2025-02-01T00:00");
    expect(isoWithOffset(instant, "America/Los_Angeles")).toBe("2025-02-01T00:00:00-08:00");
    expect(isoWithOffset(zonedInstant("2025-07-01T09:30", "Asia/Tokyo")!, "Asia/Tokyo")).toBe(
      "2025-07-01T09:30:00+09:00",
    );
    expect(zoneOffsetMinutes(Date.parse("2025-07-01T00:00:00Z"), "Europe/Berlin")).toBe(120);
  });

  it("takes the first of a time that happens twice and moves a skipped one forward", () => {
    // New York falls back at 02:00 on 2025-11-02: 01:30 happens at -04:00 and again at -05:00.
    expect(new Date(zonedInstant("2025-11-02T01:30", "America/New_York")!).toISOString()).toBe(
      "2025-11-02T05:30:00.000Z",
    );
    // It springs forward at 02:00 on 2025-03-09: 02:30 does not exist; read as 03:30 EDT.
    const skipped = zonedInstant("2025-03-09T02:30", "America/New_York")!;
    expect(zonedLocal(skipped, "America/New_York")).toBe("2025-03-09T03:30");
  });

  it("refuses what is not a wall-clock time", () => {
    expect(zonedInstant("2025-02-01", "UTC")).toBeNull();
    expect(zonedInstant("2025-13-01T00:00", "UTC")).toBeNull();
  });
});

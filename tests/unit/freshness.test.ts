// Copy that ages with the clock (app/rules/freshness.ts): how long a product counts as new, and the copyright year.
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { addMonths, copyrightLines, isNewAt, newUntil, productNewUntil, yearSpan } from "~/rules/freshness";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();
const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

describe("how long a product counts as new", () => {
  it("counts calendar months on the region's wall clock, across a change of its clocks", () => {
    // 6 March 00:00 Pacific (PST) + 6 months = 6 September 00:00 Pacific (PDT).
    expect(addMonths(ms("2025-03-06T00:00:00-08:00"), 6, "America/Los_Angeles")).toBe(ms("2025-09-06T00:00:00-07:00"));
    expect(addMonths(ms("2025-03-07T09:00:00+01:00"), 6, "Europe/Paris")).toBe(ms("2025-09-07T09:00:00+02:00"));
  });

  it("ends on the last day of a shorter month, and keeps the seconds", () => {
    expect(addMonths(ms("2025-08-31T12:00:00+02:00"), 6, "Europe/Paris")).toBe(ms("2026-02-28T12:00:00+01:00"));
    expect(addMonths(ms("2023-08-31T12:00:00+02:00"), 6, "Europe/Paris")).toBe(ms("2024-02-29T12:00:00+01:00"));
    expect(addMonths(ms("2025-01-15T10:20:30.500Z"), 12, "UTC")).toBe(ms("2026-01-15T10:20:30.500Z"));
  });

  it("is new before its end and not from it on; never without a launch", () => {
    const until = newUntil("2025-03-06T16:00:00+08:00", 6, "America/Los_Angeles")!;
    expect(isNewAt(until, new Date(until - 1))).toBe(true);
    expect(isNewAt(until, new Date(until))).toBe(false);
    // An announced product is new before its launch too.
    expect(isNewAt(until, at("2024-11-01T00:00:00Z"))).toBe(true);
    expect(newUntil(null, 6, "UTC")).toBeNull();
    expect(newUntil("2025-03-06T16:00:00+08:00", 0, "UTC")).toBeNull();
    expect(isNewAt(null, at("2020-01-01T00:00:00Z"))).toBe(false);
  });

  it("runs six months from each region's first launch stamp of the Flagship Bumblebee", () => {
    expect(content.site.newForMonths).toBe(6);
    // us opens pre-orders on 6 March 16:00 +08:00 (00:00 Pacific); cn skips stage 1 and launches on 19 March.
    expect(productNewUntil(content, "flagshipBumblebee", "us")).toBe(ms("2025-09-06T00:00:00-07:00"));
    expect(productNewUntil(content, "flagshipBumblebee", "cn")).toBe(ms("2025-09-19T15:00:00+08:00"));
    expect(productNewUntil(content, "flagshipBumblebee", "jp")).toBe(ms("2025-09-10T17:00:00+09:00"));
    // kr has no launch; a product without launch facts is never new.
    expect(productNewUntil(content, "flagshipBumblebee", "kr")).toBeNull();
    expect(productNewUntil(content, "eliteOptimusPrime", "us")).toBeNull();
  });
});

describe("the copyright year", () => {
  it("is the year in the region's time zone: Tokyo is in 2026 while Los Angeles is still in 2025", () => {
    const newYearsEve = at("2026-01-01T05:00:00Z");
    expect(
      copyrightLines(
        ["© {year} Mechaforge", "Toy Story © Disney/Pixar."],
        newYearsEve,
        "Asia/Tokyo",
        "Mechaforge Japan",
      ),
    ).toEqual(["© 2026 Mechaforge", "Toy Story © Disney/Pixar."]);
    expect(copyrightLines(["© {year} {entity}"], newYearsEve, "America/Los_Angeles", "Mechaforge (US) Inc.")).toEqual([
      "© 2025 Mechaforge (US) Inc.",
    ]);
  });

  it("changes at midnight of 1 January in the zone", () => {
    const span = yearSpan(at("2025-06-01T00:00:00Z"), "America/Los_Angeles");
    expect(span).toEqual({
      year: 2025,
      start: ms("2025-01-01T00:00:00-08:00"),
      end: ms("2026-01-01T00:00:00-08:00"),
    });
    expect(yearSpan(new Date(span.end - 1), "America/Los_Angeles").year).toBe(2025);
    expect(yearSpan(new Date(span.end), "America/Los_Angeles").year).toBe(2026);
    expect(yearSpan(at("2024-12-31T15:00:00Z"), "Asia/Shanghai").year).toBe(2024);
    expect(yearSpan(at("2024-12-31T16:00:00Z"), "Asia/Shanghai").year).toBe(2025);
  });
});

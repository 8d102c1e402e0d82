// The Calendar screen's year, read from the repository's content: editions, launches and placements per region on the
// region's own clock, and a recurring sale whose usual season has no edition.
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { calendarOf } from "../../studio/calendar.server";

const content = repositoryDocument();

describe("the Calendar", () => {
  it("shows 2026's Black Friday in its five regions, each on its own clock", () => {
    const { items } = calendarOf(content, 2026, new Date("2026-11-28T12:00:00Z"));
    const blackFriday = items.find((item) => item.name === "Black Friday 2026")!;
    expect(blackFriday.kind).toBe("campaign");
    expect(blackFriday.edit).toBe("/studio/campaigns?campaign=blackFriday2026");
    expect(blackFriday.regions.map((region) => region.code)).toEqual(["us", "uk", "eu", "fr", "de"]);
    expect(blackFriday.regions[0]).toMatchObject({
      name: "United States",
      from: "Thu, 12 Nov 2026, 00:00 GMT-8",
      until: "Mon, 30 Nov 2026, 15:00 GMT-8",
    });
    expect(blackFriday.regions[4]).toMatchObject({ name: "Germany", from: "Thu, 12 Nov 2026, 09:00 CET" });
    // 2024's edition is not of this year; nothing is marked unplanned while both sales have their 2026 edition.
    expect(items.map((item) => item.name)).not.toContain("Black Friday 2024");
    expect(items.filter((item) => item.kind === "unplanned")).toEqual([]);
  });

  it("lists 2025's launch of Flagship Bumblebee until it stops being new", () => {
    const { items } = calendarOf(content, 2025, new Date("2026-11-28T12:00:00Z"));
    const launch = items.find((item) => item.kind === "launch")!;
    expect(launch.name).toBe("Flagship Bumblebee: launch, new until");
    expect(launch.regions.find((region) => region.code === "us")?.until).toBe("Sat, 6 Sept 2025, 00:00 GMT-7");
  });

  it("marks a recurring sale that has no edition for its usual season", () => {
    const { items } = calendarOf(content, 2027, new Date("2027-08-01T12:00:00Z"));
    const unplanned = items.filter((item) => item.kind === "unplanned").map((item) => item.name);
    expect(unplanned).toContain("Black Friday: no edition planned");
  });
});

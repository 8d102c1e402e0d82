// Time-driven end states (docs/decisions/005-launch-stages.md): each rule at fixed instants around its boundary.
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { siteNav } from "~/rules/nav";
import { canPreorder, preorderSchedule, preorderState, regionLaunchStage, regionPreorderOffer } from "~/rules/preorder";
import type { RegionCode } from "~/rules/regions";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { nextScheduleChange } from "~/views/schedule-events.server";
import { siteContents } from "~/views/site-content.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);
const headerExtras = (region: RegionCode, iso: string) =>
  siteNav(siteContents(content)[region], "header", at(iso), regionLaunchStage(content, region, at(iso))).extras.map(
    (entry) => entry.label,
  );

describe("cn's 'New Release' link ends with cn's early bird (cn has no launch stage 4)", () => {
  const end = "2025-04-28T00:00:00+08:00";
  it("shows from cn's stage 2 until the early-bird end", () => {
    expect(headerExtras("cn", "2025-03-19T14:59:59+08:00")).not.toContain("新品发布");
    expect(headerExtras("cn", "2025-03-19T15:00:00+08:00")).toContain("新品发布");
    expect(headerExtras("cn", new Date(Date.parse(end) - 1).toISOString())).toContain("新品发布");
  });
  it("is gone from the early-bird end on, for good", () => {
    expect(regionLaunchStage(content, "cn", at(end))).toBe(4);
    expect(headerExtras("cn", end)).not.toContain("新品发布");
    expect(headerExtras("cn", "2026-06-01T00:00:00+08:00")).not.toContain("新品发布");
  });
  it("leaves the regions with a stage-4 stamp as they were (us ends at its stage 4)", () => {
    expect(regionLaunchStage(content, "us", at("2025-04-28T14:59:59+08:00"))).toBe(3);
    expect(regionLaunchStage(content, "us", at("2025-04-28T15:00:00+08:00"))).toBe(4);
    expect(regionLaunchStage(content, "kr", at("2025-04-28T15:00:00+08:00"))).toBe(0);
  });
});

describe("before the early bird opens, nothing can be pre-ordered", () => {
  it("is upcoming until the region's first launch stamp (us 6 March 16:00, cn 19 March 15:00 +08:00)", () => {
    const us = preorderSchedule(content, "us")!;
    expect(preorderState(us, at("2025-03-06T15:59:59+08:00"))).toBe("upcoming");
    expect(preorderState(us, at("2025-03-06T16:00:00+08:00"))).toBe("earlyBird");
    const cn = preorderSchedule(content, "cn")!;
    expect(preorderState(cn, at("2025-03-19T14:59:59+08:00"))).toBe("upcoming");
    expect(preorderState(cn, at("2025-03-19T15:00:00+08:00"))).toBe("earlyBird");
    expect(canPreorder("upcoming")).toBe(false);
    expect(canPreorder("earlyBird")).toBe(true);
  });
  it("announces the early-bird price and counts down to the opening", () => {
    expect(regionPreorderOffer(content, "us", at("2025-03-01T00:00:00Z"))).toEqual({
      state: "upcoming",
      price: 949,
      laterPrice: 1299,
      countdownTarget: Date.parse("2025-03-06T16:00:00+08:00"),
    });
  });
  it("gives every card of the product a disabled Coming Soon button, then Pre-Order Now", () => {
    const before = regionCatalogueCard(content, "us", "flagshipBumblebee", at("2025-03-06T15:59:59+08:00"));
    expect(before.button).toEqual({ state: "comingSoon", label: "Coming Soon", href: null });
    expect(before.price).toBe(949);
    const after = regionCatalogueCard(content, "us", "flagshipBumblebee", at("2025-03-06T16:00:00+08:00"));
    expect(after.button.state).toBe("preOrder");
    expect(after.button.href).toMatch(/^https:/);
  });
});

describe("after the dispatch window the pre-order is over (released: a regular product)", () => {
  const released = "2025-10-01T00:00:00+08:00";
  it.each<RegionCode>(["cn", "us", "uk", "eu", "fr", "de", "jp"])("in %s from 1 October 2025", (region) => {
    const schedule = preorderSchedule(content, region)!;
    expect(preorderState(schedule, at(released, -1))).toBe("priceRecovery");
    expect(preorderState(schedule, at(released))).toBe("released");
    expect(preorderState(schedule, at("2027-01-01T00:00:00Z"))).toBe("released");
  });
  it("sells at the regular price with Buy Now, no countdown", () => {
    expect(regionPreorderOffer(content, "us", at(released))).toMatchObject({
      state: "released",
      price: 1299,
      laterPrice: null,
    });
    const card = regionCatalogueCard(content, "us", "flagshipBumblebee", at(released));
    expect(card.button).toMatchObject({ state: "buy", label: "Buy Now" });
    expect(card.price).toBe(1299);
  });
});

describe("the next boundary an open page waits for", () => {
  it("is the us early-bird end a few seconds before it, then the next one", () => {
    const end = Date.parse("2025-04-28T15:00:00+08:00");
    expect(nextScheduleChange(content, "us", new Date(end - 5000))).toBe(end);
    expect(nextScheduleChange(content, "us", new Date(end))).toBeGreaterThan(end);
  });
  it("is the Black Friday stage 2 start during stage 1, the campaign end in stage 3", () => {
    expect(nextScheduleChange(content, "us", at("2024-11-22T08:59:55+01:00"))).toBe(
      Date.parse("2024-11-22T09:00:00+01:00"),
    );
    expect(nextScheduleChange(content, "us", at("2024-12-02T12:00:00+01:00"))).toBe(
      Date.parse("2024-12-03T00:00:00+01:00"),
    );
  });
  it("includes cn's implicit stage 4, the end of 'New' and the release", () => {
    expect(nextScheduleChange(content, "cn", at("2025-04-27T23:59:00+08:00"))).toBe(
      Date.parse("2025-04-28T00:00:00+08:00"),
    );
    expect(nextScheduleChange(content, "cn", at("2025-09-19T12:00:00+08:00"))).toBe(
      Date.parse("2025-09-19T15:00:00+08:00"),
    );
    expect(nextScheduleChange(content, "cn", at("2025-09-30T12:00:00+08:00"))).toBe(
      Date.parse("2025-10-01T00:00:00+08:00"),
    );
  });
  it("is the turn of the year in the region's zone once the content names no later boundary", () => {
    expect(nextScheduleChange(content, "cn", at("2025-10-01T00:00:00+08:00"))).toBe(
      Date.parse("2026-01-01T00:00:00+08:00"),
    );
    expect(nextScheduleChange(content, "us", at("2031-06-01T12:00:00-07:00"))).toBe(
      Date.parse("2032-01-01T00:00:00-08:00"),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { CampaignSchedule } from "~/content/campaign.schema";
import { pageDef } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import {
  campaignStage,
  campaignState,
  countdownTarget,
  pricePlaceholder,
  stagePrice,
  currentStagePrice,
  stageStatus,
  stageWindows,
  type StageStatus,
} from "~/rules/campaign";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

type CampaignRegion = "us" | "uk" | "eu" | "fr" | "de";
const REGIONS: CampaignRegion[] = ["us", "uk", "eu", "fr", "de"];
/** Each stage's status while stage `open` runs (0: before the first). */
const statusesAt = (open: number, count = 3): StageStatus[] =>
  Array.from({ length: count }, (_, i) => (i + 1 < open ? "past" : i + 1 === open ? "current" : "upcoming"));
const second = 1000;
const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);

// The decided boundaries (docs/decisions/027-campaign-calendar.md), written out here independently of the content.
const BLACK_FRIDAY_STARTS = ["2024-11-14T09:00:00+01:00", "2024-11-22T09:00:00+01:00", "2024-11-30T09:00:00+01:00"];
const BLACK_FRIDAY_END: Record<CampaignRegion, string> = {
  us: "2024-12-03T00:00:00+01:00",
  uk: "2024-12-05T00:00:00+01:00",
  eu: "2024-12-05T00:00:00+01:00",
  fr: "2024-12-03T00:00:00+01:00",
  de: "2024-12-03T00:00:00+01:00",
};
const CHRISTMAS_STARTS = ["2024-12-09T09:00:00+01:00", "2024-12-26T09:00:00+01:00"];
const CHRISTMAS_END: Record<CampaignRegion, string> = {
  us: "2025-01-03T00:00:00+01:00",
  uk: "2025-01-13T00:00:00+01:00",
  eu: "2025-01-01T00:00:00+01:00",
  fr: "2025-01-01T00:00:00+01:00",
  de: "2025-01-01T00:00:00+01:00",
};

// A Black Friday stage runs until 23:59 CET of its last day; the next starts at 09:00 (no deal in between).
const BLACK_FRIDAY_STAGE_ENDS = ["2024-11-22T00:00:00+01:00", "2024-11-30T00:00:00+01:00", null];
const CHRISTMAS_STAGE_ENDS = [null, null];

const cases = [
  {
    campaign: "blackFriday",
    page: "black-friday",
    starts: BLACK_FRIDAY_STARTS,
    stageEnds: BLACK_FRIDAY_STAGE_ENDS,
    ends: BLACK_FRIDAY_END,
  },
  {
    campaign: "christmas",
    page: "christmas-sale",
    starts: CHRISTMAS_STARTS,
    stageEnds: CHRISTMAS_STAGE_ENDS,
    ends: CHRISTMAS_END,
  },
] as const;

describe.each(cases)("$campaign stages", ({ campaign, page, starts, stageEnds, ends }) => {
  describe.each(REGIONS)("in %s", (region) => {
    const schedule: CampaignSchedule = content.campaigns[campaign]!.schedules[region]!;

    it.each(starts.map((start, i) => [i + 1, start] as const))(
      "opens stage %i at %s, not one second earlier",
      (stage, start) => {
        // Just before a stage: the one before it, unless that one ended on its own (then no stage is open).
        expect(campaignStage(schedule, at(start, -second))).toBe(stageEnds[stage - 2] ? 0 : stage - 1);
        expect(campaignStage(schedule, at(start))).toBe(stage);
        expect(campaignStage(schedule, at(start, second))).toBe(stage);
      },
    );

    it(`keeps the last stage until ${ends[region]} and is over from then on`, () => {
      expect(campaignStage(schedule, at(ends[region], -second))).toBe(starts.length);
      expect(campaignState(schedule, at(ends[region], -second))).toBe("open");
      expect(campaignStage(schedule, at(ends[region]))).toBe(0);
      expect(campaignState(schedule, at(ends[region], second))).toBe("after");
    });

    it("is not open before the first stage", () => {
      expect(campaignState(schedule, at(starts[0]!, -second))).toBe("before");
    });

    it("ends a stage at its own end where it has one, and opens none until the next", () => {
      stageEnds.forEach((end, index) => {
        if (!end) return;
        expect(campaignStage(schedule, at(end, -second))).toBe(index + 1);
        expect(campaignStage(schedule, at(end))).toBe(0);
        expect(campaignState(schedule, at(end))).toBe("open");
      });
    });

    it("counts down to the next boundary: the stage's own end or the next stage, then the end", () => {
      expect(countdownTarget(schedule, at(starts[0]!))?.toISOString()).toBe(
        new Date(stageEnds[0] ?? starts[1]!).toISOString(),
      );
      expect(countdownTarget(schedule, at(ends[region], -second))?.toISOString()).toBe(
        new Date(ends[region]).toISOString(),
      );
      expect(countdownTarget(schedule, at(ends[region]))).toBeNull();
    });

    it("gives the page the campaign as its route window, the first of its series' editions", () => {
      expect(pageDef(content, page).windows?.[region]?.[0]).toEqual({ startTime: starts[0], endTime: ends[region] });
    });
  });
});

describe("stagePrice", () => {
  const item = [599, 559, 539] as const; // list price 699
  const cyberOnly = [null, null, 1359] as const; // list price 1699
  it.each([
    [1, 599, 100],
    [2, 559, 140],
    [3, 539, 160],
  ] as const)("picks the price of stage %i from the array while that stage is open", (stage, price, save) => {
    expect(stagePrice(item, 699, stage, "current")).toEqual({
      stage,
      status: "current",
      price,
      save,
      locked: false,
      noDeal: false,
    });
  });

  it("keeps showing the price of a stage that has ended", () => {
    expect(stagePrice(item, 699, 1, statusesAt(3)[0]!)).toMatchObject({ status: "past", price: 599, locked: false });
  });

  it("hides the price of a stage not yet open (placeholder and UNLOCK SOON)", () => {
    expect(stagePrice(item, 699, 3, statusesAt(1)[2]!)).toEqual({
      stage: 3,
      status: "upcoming",
      price: null,
      save: null,
      locked: true,
      noDeal: false,
    });
  });

  it("locks only a deal of a later stage; a stage without a deal is no deal, past, open or to come", () => {
    expect(stagePrice(cyberOnly, 1699, 3, statusesAt(2)[2]!)).toMatchObject({
      status: "upcoming",
      price: null,
      locked: true,
    });
    expect(stagePrice(cyberOnly, 1699, 1, statusesAt(3)[0]!)).toMatchObject({
      status: "past",
      locked: false,
      noDeal: true,
    });
    expect(stagePrice(cyberOnly, 1699, 2, statusesAt(2)[1]!)).toMatchObject({
      status: "current",
      locked: false,
      noDeal: true,
    });
    expect(stagePrice([599, null, null], 699, 3, "upcoming")).toMatchObject({
      status: "upcoming",
      locked: false,
      noDeal: true,
    });
    expect(stagePrice(cyberOnly, 1699, 3, statusesAt(3)[2]!)).toMatchObject({
      price: 1359,
      save: 340,
      locked: false,
      noDeal: false,
    });
  });
});

describe("currentStagePrice (a card's headline)", () => {
  it("shows the open stage's deal", () => {
    expect(currentStagePrice([599, 559, 539], 699, statusesAt(2))).toMatchObject({
      stage: 2,
      price: 559,
      locked: false,
    });
  });

  it("keeps a deal that unlocks in a later stage locked (placeholder and UNLOCK SOON)", () => {
    expect(currentStagePrice([null, null, 1359], 1699, statusesAt(1))).toMatchObject({
      stage: 3,
      locked: true,
      noDeal: false,
    });
    expect(currentStagePrice([null, 639, 639], 839, statusesAt(1))).toMatchObject({ stage: 2, locked: true });
  });

  it("shows no mystery price where no later stage has a deal", () => {
    expect(currentStagePrice([599, null, null], 699, statusesAt(2))).toMatchObject({ locked: false, noDeal: true });
    expect(currentStagePrice([599, 559, null], 699, statusesAt(3))).toMatchObject({ locked: false, noDeal: true });
  });

  it("names each stage past, current or upcoming from its window", () => {
    const windows = stageWindows(content.campaigns.blackFriday!.schedules.us!);
    const now = at("2024-11-25T12:00:00+01:00");
    expect(windows.map((window) => stageStatus(window, now))).toEqual(["past", "current", "upcoming"]);
    expect(stageStatus(windows[0]!, at("2024-11-01T00:00:00Z"))).toBe("upcoming");
  });

  it("offers no stage price between a stage's end and the next start, and keeps the next deal locked", () => {
    const gap = at("2024-11-22T05:00:00+01:00");
    const statuses = stageWindows(content.campaigns.blackFriday!.schedules.us!).map((w) => stageStatus(w, gap));
    expect(statuses).toEqual(["past", "upcoming", "upcoming"]);
    expect(currentStagePrice([599, 559, 559], 699, statuses)).toMatchObject({ stage: 2, locked: true, price: null });
    expect(currentStagePrice([599, null, null], 699, statuses)).toMatchObject({ stage: 1, noDeal: true, price: null });
  });
});

describe("pricePlaceholder", () => {
  it("writes the hidden price in the region's money format", () => {
    expect(pricePlaceholder("us")).toBe("$???");
    expect(pricePlaceholder("uk")).toBe("£???");
    expect(pricePlaceholder("de").replace(/\s/g, " ")).toBe("??? €");
  });
});

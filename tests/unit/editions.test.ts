// Campaign series and their editions: a series is one page path; each edition runs in its own window per region; a new
// edition is proposed from a past one the same weekdays on, and the past one stays as it was.
import { describe, expect, it } from "vitest";
import type { CampaignFacts } from "~/content/campaign.schema";
import { campaignPages, drawRulesPages, pageOpen } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import {
  editionId,
  editionYear,
  editionFirstDay,
  proposeEdition,
  proposeSeries,
  shapeEdition,
  shapeEditionWords,
  shiftInstant,
  unplannedSeasons,
  weekdayShiftDays,
} from "~/rules/editions";
import { campaignOfPage } from "~/views/campaign.server";

const content = repositoryDocument();
const at = (iso: string) => new Date(iso);

describe("a campaign series", () => {
  it("is one page whose editions open in their own windows", () => {
    expect(campaignPages(content)["black-friday"]!.editions).toEqual(["blackFriday", "blackFriday2026"]);
    expect(campaignOfPage(content, "black-friday", "us", at("2024-11-23T12:00:00Z"))).toBe("blackFriday");
    expect(campaignOfPage(content, "black-friday", "us", at("2026-11-28T20:00:00Z"))).toBe("blackFriday2026");
    // Between two editions the page is closed (its loader redirects to the region home), and presents none.
    expect(pageOpen(content, "black-friday", "us", at("2025-11-28T12:00:00Z"))).toBe(false);
    expect(campaignOfPage(content, "black-friday", "us", at("2025-11-28T12:00:00Z"))).toBeUndefined();
    expect(pageOpen(content, "black-friday", "de", at("2026-11-20T08:00:00Z"))).toBe(true);
    // Cyber Monday ends a day earlier in us than in uk, in 2026 as in 2024.
    expect(pageOpen(content, "black-friday", "us", at("2026-12-01T12:00:00Z"))).toBe(false);
    expect(pageOpen(content, "black-friday", "uk", at("2026-12-01T12:00:00Z"))).toBe(true);
  });

  it("keeps an earlier draw's rules where they were; a later edition's draw gets a page of its year", () => {
    expect(drawRulesPages(content)["black-friday/official-rules"]!.editions).toEqual(["blackFriday"]);
    expect(drawRulesPages(content)["black-friday/official-rules-2026"]!.editions).toEqual(["blackFriday2026"]);
  });
});

describe("a new edition from a past one", () => {
  it("moves by the whole weeks nearest to the years between", () => {
    expect(weekdayShiftDays(1)).toBe(364);
    expect(weekdayShiftDays(2)).toBe(728);
    expect(weekdayShiftDays(3)).toBe(1099);
  });

  it("keeps each instant's wall-clock time in its zone across a daylight-saving change", () => {
    // Two weeks across the start of summer time: 09:00 PST, then 09:00 PDT (an hour less than 14 × 24 h later).
    expect(shiftInstant("2025-03-01T09:00:00-08:00", 14, "America/Los_Angeles")).toBe("2025-03-15T09:00:00-07:00");
    // And back across its end in London: 09:00 BST, then 09:00 GMT.
    expect(shiftInstant("2026-10-20T09:00:00+01:00", 14, "Europe/London")).toBe("2026-11-03T09:00:00+00:00");
  });

  it("proposes every stage, end and copy date the same weekdays on, and leaves the past edition untouched", () => {
    const past = content.campaigns.blackFriday!;
    const before = structuredClone(past);
    const proposed: CampaignFacts = proposeEdition(past, 2026);
    expect(past).toEqual(before);
    expect(editionYear(proposed)).toBe(2026);
    expect(proposed.schedules.de).toEqual({
      stages: [
        { startTime: "2026-11-12T09:00:00+01:00", endTime: "2026-11-20T00:00:00+01:00" },
        { startTime: "2026-11-20T09:00:00+01:00", endTime: "2026-11-28T00:00:00+01:00" },
        { startTime: "2026-11-28T09:00:00+01:00" },
      ],
      endTime: "2026-12-01T00:00:00+01:00",
    });
    // Each region's instants in its own zone: 09:00 CET is midnight in Los Angeles.
    expect(proposed.schedules.us!.stages[0]!.startTime).toBe("2026-11-12T00:00:00-08:00");
    expect(proposed.dates).toMatchObject({ giftDay: "2026-11-27", drawResults: "2026-12-08" });
    expect(proposed.products).toEqual(past.products);
    expect(editionId("blackFriday", 2026)).toBe("blackFriday2026");
    expect(editionId("blackFriday2026", 2027)).toBe("blackFriday2027");
  });
});

describe("a new series from a template edition", () => {
  it("opens on the day given, each instant at its wall-clock time in its zone, at the series' own page", () => {
    const template = content.campaigns.blackFriday!;
    expect(editionFirstDay(template)).toBe("2024-11-14");
    const spring = proposeSeries(template, "spring-sale", "2025-03-20");
    expect(spring.page).toBe("spring-sale");
    expect(template.page).toBe("black-friday");
    expect(editionFirstDay(spring)).toBe("2025-03-20");
    // 09:00 in Berlin as in November; midnight in Los Angeles, now on summer time.
    expect(spring.schedules.de!.stages[0]!.startTime).toBe("2025-03-20T09:00:00+01:00");
    expect(spring.schedules.us!.stages[0]!.startTime).toBe("2025-03-20T00:00:00-07:00");
    const page = { campaigns: { ...content.campaigns, springSale: spring } };
    expect(campaignPages(page)["spring-sale"]!.editions).toEqual(["springSale"]);
    expect(pageOpen(page, "spring-sale", "us", at("2025-03-21T12:00:00Z"))).toBe(true);
    expect(pageOpen(page, "black-friday", "us", at("2025-03-21T12:00:00Z"))).toBe(false);
  });
});

describe("a new series cut to its own shape", () => {
  it("keeps only its regions, its first stage and no prize draw, in its facts and its words", () => {
    const template = content.campaigns.blackFriday!;
    const shape = { regions: ["us", "uk", "de"] as const, stages: 1, luckyDraw: false };
    const spring = shapeEdition(proposeSeries(template, "spring-sale", "2025-03-20"), shape);
    expect(Object.keys(spring.schedules)).toEqual(["us", "uk", "de"]);
    for (const schedule of Object.values(spring.schedules)) expect(schedule!.stages).toHaveLength(1);
    // Its one stage runs until the edition's end: the template's (4 December in de) moved the same 126 days.
    expect(spring.schedules.de!.endTime).toBe("2025-04-08T00:00:00+02:00");
    for (const product of spring.products) {
      expect(Object.keys(product.offers).every((region) => ["us", "uk", "de"].includes(region))).toBe(true);
      for (const prices of Object.values(product.offers)) expect(prices).toHaveLength(1);
    }
    expect(Object.values(spring.banners).every((banner) => banner.stages.every((stage) => stage === 1))).toBe(true);
    expect(spring.luckyDraw).toBeUndefined();
    expect(spring.tabs ?? []).not.toContain("lucky-draw");
    expect(Object.keys(spring.tiers ?? {}).every((region) => ["us", "uk", "de"].includes(region))).toBe(true);

    const words = (content.bundles.de as { campaigns: Record<string, Parameters<typeof shapeEditionWords>[0]> })
      .campaigns.blackFriday!;
    const springWords = shapeEditionWords(words, spring, shape);
    expect(springWords.stages).toHaveLength(1);
    expect(springWords.luckyDraw).toBeUndefined();
    expect(Object.keys(springWords.banners!)).toEqual(Object.keys(spring.banners));
    // The template is left as it was.
    expect(Object.keys(template.schedules)).toContain("fr");
    expect(words.luckyDraw).toBeDefined();
  });
});

describe("a season without an edition", () => {
  const only2024 = { blackFriday: content.campaigns.blackFriday!, christmas: content.campaigns.christmas! };

  it("is named while it runs, and from four months before it opens", () => {
    // Black Friday 2026 with only 2024's edition: the season (12 Nov 2026, two years of weeks on) runs unplanned.
    expect(unplannedSeasons(only2024, at("2026-11-28T12:00:00Z"))).toEqual([
      { page: "black-friday", latest: "blackFriday", expected: "2026-11-12T08:00:00.000Z" },
      { page: "christmas-sale", latest: "christmas", expected: "2026-12-07T08:00:00.000Z" },
    ]);
    expect(unplannedSeasons(only2024, at("2026-07-01T12:00:00Z"))).toEqual([]);
    expect(unplannedSeasons(only2024, at("2026-07-20T12:00:00Z")).map((season) => season.page)).toEqual([
      "black-friday",
    ]);
  });

  it("is not named once the season has its edition", () => {
    expect(unplannedSeasons(content.campaigns, at("2026-11-28T12:00:00Z"))).toEqual([]);
    expect(unplannedSeasons(content.campaigns, at("2027-08-15T12:00:00Z")).map((season) => season.latest)).toEqual([
      "blackFriday2026",
      "christmas2026",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import {
  earlyBird as earlyBirdOf,
  preorderOffer,
  preorderSchedule,
  preorderState,
  regionPreorderOffer,
} from "~/rules/preorder";
import type { RegionCode } from "~/rules/regions";
import { regionCatalogueCard } from "~/views/catalogue.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);

// The early-bird ends (all +08:00).
const EARLY_BIRD_ENDS: [RegionCode, string][] = [
  ["cn", "2025-04-28T00:00:00+08:00"],
  ["us", "2025-04-28T15:00:00+08:00"],
  ["uk", "2025-04-28T07:00:00+08:00"],
  ["eu", "2025-04-28T06:00:00+08:00"],
  ["fr", "2025-04-28T06:00:00+08:00"],
  ["de", "2025-04-28T06:00:00+08:00"],
  ["jp", "2025-05-06T23:00:00+08:00"],
];

describe.each(EARLY_BIRD_ENDS)("Flagship Bumblebee pre-order in %s", (region, end) => {
  const schedule = preorderSchedule(content, region)!;
  const { price: earlyBird, regular } = earlyBirdOf(content, region)!;
  it("ends the early bird at the spec's countdown end", () =>
    expect(Date.parse(schedule.earlyBirdEnd)).toBe(Date.parse(end)));
  it("is early bird one millisecond before the end", () =>
    expect(preorderState(schedule, at(end, -1))).toBe("earlyBird"));
  it("shows the normal price from the end instant", () => expect(preorderState(schedule, at(end))).toBe("normal"));
  it("stays normal until just before price recovery", () =>
    expect(preorderState(schedule, at(schedule.priceRecoveryAt, -1))).toBe("normal"));
  it("recovers the regular price from priceRecoveryAt", () =>
    expect(preorderState(schedule, at(schedule.priceRecoveryAt))).toBe("priceRecovery"));
  it("prices the early bird below the regular price to come (announced, never struck through)", () => {
    expect(earlyBird).toBeLessThan(regular);
    const offer = preorderOffer(schedule, { earlyBird: earlyBird, regular }, at(end, -1000));
    expect(offer).toEqual({
      state: "earlyBird",
      price: earlyBird,
      laterPrice: regular,
      countdownTarget: Date.parse(end),
    });
    expect(preorderOffer(schedule, { earlyBird: earlyBird, regular }, at(end))).toMatchObject({
      price: regular,
      laterPrice: null,
      countdownTarget: null,
    });
  });
});

describe("early-bird prices and savings", () => {
  it.each([
    ["us", 949, 350],
    ["uk", 899, 400],
    ["eu", 1099, 500],
    ["fr", 1099, 500],
    ["de", 1099, 500],
    ["cn", 5899, 2600],
    ["jp", 124960, 49940],
  ] as const)("%s: early bird %d, saving %d", (region, earlyBird, savings) => {
    expect(earlyBirdOf(content, region)).toMatchObject({ price: earlyBird, regular: earlyBird + savings });
  });
});

describe("tiles show the price the pre-order page shows", () => {
  it.each(EARLY_BIRD_ENDS)("%s: early bird on every tile until the end, the regular price from it", (region, end) => {
    const during = at(end, -1000);
    const after = at(end);
    const { price: earlyBird, regular } = earlyBirdOf(content, region)!;
    expect(regionCatalogueCard(content, region, "flagshipBumblebee", during).price).toBe(earlyBird);
    expect(regionCatalogueCard(content, region, "flagshipBumblebee", during).price).toBe(
      regionPreorderOffer(content, region, during)!.price,
    );
    expect(regionCatalogueCard(content, region, "flagshipBumblebee", after).price).toBe(regular);
  });
});

// A reviewer's list of changes: each changed value in the marketer's words, the regions it really affects, the value
// before and after as the site shows it, and the page and instant to preview it at; and the plan of reverting one
// publication, whose values changed again since are named, never overwritten.
import { describe, expect, it } from "vitest";
import type { ContentDocument, ContentSet } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { diffDocuments } from "../../studio/diff";
import { planRevert } from "../../studio/revert.server";
import { reviewLines } from "../../studio/review-lines";

const base = repositoryContent();
// A copy to change freely: the test writes values at known places of the repository's content.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const copy = (): any => structuredClone(base);
const linesOf = (after: ContentDocument) =>
  reviewLines(base, after, diffDocuments(base as unknown as ContentSet, after as unknown as ContentSet));

const SPRING = "2031-03-02T00:00:00-08:00";

describe("a reviewer's list of changes", () => {
  it("names a dated US price by product and region, in dollars, previewed at its start on the product's US page", () => {
    const after = copy();
    after.prices.k1ProInterstellarScout.us = [{ price: 399 }, { from: SPRING, price: 377 }];
    expect(linesOf(after)).toEqual([
      {
        pointer: "/prices/k1ProInterstellarScout/us",
        label: "Price · K1 Pro Interstellar Scout · US",
        regions: ["us"],
        before: "$399.00",
        after: "$399.00; then $377.00 from 2 Mar 2031 00:00 Los Angeles time",
        preview: { region: "us", path: "/us/k1-pro-interstellar-scout", at: Date.parse(SPRING) },
      },
    ]);
  });

  it("names a changed entry by its start and shows the old and new amount", () => {
    const before = copy();
    before.prices.k1ProInterstellarScout.us = [{ price: 399 }, { from: SPRING, price: 377 }];
    const after = structuredClone(before);
    after.prices.k1ProInterstellarScout.us[1].price = 366;
    const [line] = reviewLines(
      before,
      after,
      diffDocuments(before as unknown as ContentSet, after as unknown as ContentSet),
    );
    expect(line).toMatchObject({
      label: "Price · K1 Pro Interstellar Scout · US · from 2 Mar 2031 00:00",
      before: "$377.00",
      after: "$366.00",
      preview: { at: Date.parse(SPRING) },
    });
  });

  it("lists only uk for a stock kept everywhere but uk", () => {
    const after = copy();
    after.products.eliteOptimusPrime.stock = { default: 300, uk: 0 };
    const [line] = linesOf(after);
    expect(line).toMatchObject({
      regions: ["uk"],
      before: "300 in stock",
      after: "UK: 0 in stock; other regions: 300 in stock",
      preview: { region: "uk", at: null },
    });
    expect(line!.label).toMatch(/^Stock · Elite Optimus Prime/);
  });

  it("names a word by its language and previews a moved stage at the earlier of its two starts", () => {
    const after = copy();
    after.bundles.de.site.buttons.buy = "Jetzt kaufen!";
    const stage = after.campaigns.blackFriday.schedules.us.stages[1];
    const was = stage.startTime as string;
    stage.startTime = "2024-11-23T09:00:00+01:00";
    const lines = linesOf(after);
    const word = lines.find((line) => line.pointer === "/bundles/de/site/buttons/buy");
    expect(word).toMatchObject({ label: "Words · German · Site · Buttons · Buy", after: "Jetzt kaufen!" });
    expect(word!.regions).toContain("de");
    const moved = lines.find((line) => line.pointer.endsWith("/startTime"));
    expect(moved).toMatchObject({
      regions: ["us"],
      preview: { region: "us", path: "/us/black-friday", at: Date.parse(was) },
    });
    expect(moved!.label).toMatch(/^Campaign · Black Friday 2024 · Schedules · US · Stages · #2 · Start Time$/);
  });
});

describe("reverting one publication", () => {
  const PRICE = "/prices/k1ProInterstellarScout/us";
  const published = copy();
  published.prices.k1ProInterstellarScout.us = 349;
  const later = structuredClone(published);
  later.bundles.en.site.buttons.buy = "Buy it now";

  it("sets back what it changed and keeps a later, unrelated publication", () => {
    expect(planRevert(base, published, later)).toEqual({
      sets: [{ path: PRICE, value: 399 }],
      already: [],
      conflicts: [],
    });
  });

  it("names a value a later publish changed again, with its three values, until it is kept as it is now", () => {
    const changedAgain = structuredClone(later);
    changedAgain.prices.k1ProInterstellarScout.us = 359;
    const plan = planRevert(base, published, changedAgain);
    expect(plan.sets).toEqual([]);
    expect(plan.conflicts).toEqual([
      {
        pointer: PRICE,
        label: "Price · K1 Pro Interstellar Scout · US",
        before: 399,
        published: 349,
        now: 359,
        shown: { before: "$399.00", published: "$349.00", now: "$359.00" },
      },
    ]);
    expect(planRevert(base, published, changedAgain, [PRICE])).toEqual({ sets: [], already: [], conflicts: [] });
  });
});

// Adding a region (docs/content.md, "Adding a region"): a ninth region declared in code and nothing else, and the
// content check lists everything the content lacks for it, file by file, first the files' shapes, then what the region
// shows; with those filled in, the content is consistent again.
import { describe, expect, it, vi } from "vitest";

// Step 1 of the recipe: the region in app/rules/regions.ts (here a copy of us with Canada's locale and money).
vi.mock("~/rules/regions", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/rules/regions")>();
  const ca = {
    ...original.REGIONS.us,
    code: "ca",
    locale: "en-CA",
    intlLocale: "en-CA",
    currency: "CAD",
    prefix: "/ca",
    hreflang: "en-CA",
    shop: "https://ca.shop.mechaforge.com",
    timeZone: "America/Toronto",
  };
  return { ...original, REGION_CODES: [...original.REGION_CODES, "ca"], REGIONS: { ...original.REGIONS, ca } };
});

const { checkContent, formatIssues } = await import("~/content/checks");
const { repositoryContent } = await import("~/content/repository");

type Regions<T> = { regions: Record<string, T> };
type Chooser = { site: { regionChooser: { regionLabels: Record<string, string> } } };

describe("adding a region", () => {
  it("names every file and field the content lacks for a region declared in code", () => {
    const content = repositoryContent();
    // The shapes first: each file that keeps a value per region.
    expect(formatIssues(checkContent(content))).toEqual([
      "home.ts regions.ca: missing (object expected)",
      "words/zh.json site.regionChooser.regionLabels.ca: missing: cn shows the en text until it is translated",
      "words/en.json site.regionChooser.regionLabels.ca: missing (string expected)",
      "words/fr.json site.regionChooser.regionLabels.ca: missing: fr shows the en text until it is translated",
      "words/de.json site.regionChooser.regionLabels.ca: missing: de shows the en text until it is translated",
      "words/ko.json site.regionChooser.regionLabels.ca: missing: kr shows the en text until it is translated",
      "words/ja.json site.regionChooser.regionLabels.ca: missing: jp shows the en text until it is translated",
    ]);

    // Then what the region shows: the pages every region has need prices, its home tiles too, and it needs its legal
    // facts (entity, host).
    (content.home as Regions<unknown>).regions.ca = (content.home as Regions<unknown>).regions.us;
    for (const bundle of Object.values(content.bundles) as Chooser[])
      bundle.site.regionChooser.regionLabels.ca = "Canada";
    const lines = formatIssues(checkContent(content));
    expect(lines).toContain(
      'prices.ts PRICES.flagshipOptimusPrime.ca: no price, but the region has its page "flagship-optimus-prime" in ca',
    );
    expect(lines).toContain("home.ts regions.ca.sections[1]: tile flagshipMegatron has no price in ca");
    expect(lines).toContain("legal.ts regions.ca: missing (object expected)");
    expect(lines.every((line) => line.includes("ca"))).toBe(true);

    // Filled in (here: the us prices and legal facts), the content is consistent again.
    for (const lists of Object.values(content.prices) as Record<string, unknown>[])
      if (lists.us !== undefined) lists.ca = lists.us;
    const legal = content.legal.facts as Regions<unknown>;
    legal.regions.ca = legal.regions.us;
    expect(formatIssues(checkContent(content))).toEqual([]);
  });
});

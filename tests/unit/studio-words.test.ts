// The Words screen's rows: each language's text side by side with the regional variants (British and EU English),
// whose texts are edited at their own JSON Pointers.
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { WORD_SETS, wordPointer, wordRows } from "../../studio/words";

describe("the Words screen's rows", () => {
  it("show a regional variant's own text beside English, and none where it reads English's", () => {
    const document = repositoryDocument();
    const rows = wordRows(document.bundles, "campaigns", document.overrides);
    expect(WORD_SETS.slice(0, 3)).toEqual(["en", "en-GB", "en-EU"]);
    const terms = rows.find((row) => row.key === "campaigns.blackFriday.termsAndConditions.content.0")!;
    expect(terms.values.en).toContain(" ET ({stage1:clock} PT)");
    expect(terms.values["en-GB"]).toContain("(UK time)");
    const name = rows.find((row) => row.key === "campaigns.blackFriday.name")!;
    expect(name.values.en).toBe("Black Friday");
    expect(name.values["en-GB"]).toBeUndefined();
    // A variant adds no row of its own: every row is a key some language has.
    expect(rows.every((row) => Object.keys(row.values).some((set) => !set.includes("-")))).toBe(true);
  });

  it("edit a variant's text in its override file", () => {
    expect(wordPointer("en-GB", ["campaigns", "springSale", "name"])).toBe(
      "/overrides/en-GB/campaigns/springSale/name",
    );
    expect(wordPointer("de", ["site", "a/b"])).toBe("/bundles/de/site/a~1b");
  });
});

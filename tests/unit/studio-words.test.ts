// The Words screen's rows: each language's text side by side with the regional variants (British and EU English),
// whose texts are edited at their own JSON Pointers.
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { productName } from "../../studio/content-names";
import { setOperations } from "../../studio/drafts.server";
import { applyPatch } from "../../studio/json-patch";
import { WORD_SETS, variantListSet, withAskedRows, wordPointer, wordRows, wordsPreviewPath } from "../../studio/words";

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

  it("offer a row for a text the checks ask for that no language has, in the section shown", () => {
    const document = repositoryDocument();
    const rows = wordRows(document.bundles, "campaigns", document.overrides);
    const asked = "campaigns.christmasSale.banners.banner1.discountWithoutFigure";
    const messages = {
      de: { [asked]: ["missing: the words shown in place of the discount's figure while no card is reduced"] },
      fr: { [asked]: ["missing"], "campaigns.blackFriday.name": ["too long"] },
      en: { "site.nav.products": ["elsewhere"] },
    };
    const shown = withAskedRows(rows, "campaigns", messages);
    expect(shown.slice(rows.length)).toEqual([{ key: asked, path: asked.split("."), values: {} }]);
    // Only texts no language has, and only in the section shown.
    expect(withAskedRows(rows, "campaigns", { fr: { "campaigns.blackFriday.name": ["too long"] } })).toEqual(rows);
  });

  it("edit a variant's text in its override file", () => {
    expect(wordPointer("en-GB", ["campaigns", "springSale", "name"])).toBe(
      "/overrides/en-GB/campaigns/springSale/name",
    );
    expect(wordPointer("de", ["site", "a/b"])).toBe("/bundles/de/site/a~1b");
  });

  it("set a variant's text inside a list as the variant's whole list", () => {
    const terms = (content: string[]) => ({ campaigns: { sale: { terms: { content } } } });
    const document = {
      bundles: { en: terms(["Prices in USD.", "While stocks last."]) },
      overrides: { "en-GB": {}, "en-EU": {} } as Record<string, unknown>,
    };
    const at = (set: string, index: number) => `/overrides/${set}/campaigns/sale/terms/content/${index}`;
    const list = "/overrides/en-GB/campaigns/sale/terms/content";
    // British English has no list yet: English's, with the text in place (an object with a "1" key would be refused).
    expect(variantListSet(document, { path: at("en-GB", 1), value: "While stocks last (UK)." })).toEqual({
      path: list,
      value: ["Prices in USD.", "While stocks last (UK)."],
    });
    // Two texts of one list in one save: both kept.
    const british = applyPatch(
      document,
      setOperations(document, [
        { path: at("en-GB", 0), value: "Prices in GBP." },
        { path: at("en-GB", 1), value: "While stocks last (UK)." },
      ]),
    );
    expect(british.overrides["en-GB"]).toEqual(terms(["Prices in GBP.", "While stocks last (UK)."]));
    // EU English reads British English's list where it has none of its own.
    expect(variantListSet(british, { path: at("en-EU", 0), value: "Prices in EUR." }).value).toEqual([
      "Prices in EUR.",
      "While stocks last (UK).",
    ]);
    // An emptied text is its parent's again; a list left the same as its parent's is taken out.
    expect(variantListSet(british, { path: at("en-GB", 0) })).toEqual({
      path: list,
      value: ["Prices in USD.", "While stocks last (UK)."],
    });
    const back = applyPatch(british, setOperations(british, [{ path: at("en-GB", 0) }, { path: at("en-GB", 1) }]));
    expect(back.overrides["en-GB"]).toEqual({ campaigns: { sale: { terms: {} } } });
    // A text outside any list, and a language's own text, are set where they are.
    const name = { path: "/overrides/en-GB/campaigns/sale/name", value: "Sale" };
    expect(variantListSet(document, name)).toBe(name);
    const german = { path: "/bundles/de/campaigns/sale/terms/content/0", value: "Preise in EUR." };
    expect(variantListSet(document, german)).toBe(german);
  });
});

describe("the Words screen's preview", () => {
  it("opens the page where the section's words show, in a region that shows them", () => {
    const document = repositoryDocument();
    expect(wordsPreviewPath(document, "products")).toBe("/us/flagship-bumblebee");
    expect(wordsPreviewPath(document, "account")).toBe("/us/login");
    expect(wordsPreviewPath(document, "campaigns")).toBe("/us/black-friday");
    // The consent banner's words show where visitors are asked first; us asks no one.
    expect(wordsPreviewPath(document, "consent")).toBe("/de/privacy-policy");
    // The site's shell shows on every page; mails on none.
    expect(wordsPreviewPath(document, "site")).toBe("/us");
    expect(wordsPreviewPath(document, "email")).toBe("/us");
  });
});

describe("product names in the studio", () => {
  it("name every product of the repository's catalogue by its words, never by its id", () => {
    const document = repositoryDocument();
    const ids = Object.keys(document.products);
    expect(ids.filter((id) => productName(document, id) === id)).toEqual([]);
    expect(productName(document, "interstellarScoutK1pro")).toBe("K1 Pro");
    expect(productName(document, "k1ProInterstellarScout")).toBe("K1 Pro Interstellar Scout");
  });
});

import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { mendOverride, mendWords, languageBundles } from "~/content/words";
import de from "~/content/words/de.json" with { type: "json" };

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

describe("a bundle missing a text", () => {
  it("reads its parent language's text there instead of failing every page", () => {
    const json = structuredClone(de) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    delete json.site.buttons.buy;
    const words = mendWords("de", json, languageBundles(content).en);
    expect(words.site.buttons.buy).toBe(languageBundles(content).en.site.buttons.buy);
    expect(words.site.buttons.soldOut).toBe(de.site.buttons.soldOut);
  });
  it("takes a bad text from the parent too, and drops a key the schema does not know", () => {
    const json = structuredClone(de) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    json.site.buttons.buy = "";
    json.site.buttonz = { buy: "Kaufen" };
    const words = mendWords("de", json, languageBundles(content).en) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(words.site.buttons.buy).toBe(languageBundles(content).en.site.buttons.buy);
    expect(words.site.buttonz).toBeUndefined();
  });
  it("fails only where there is no parent to read from", () => {
    const json = structuredClone(de) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    delete json.site.buttons.buy;
    expect(() => mendWords("de", json, undefined)).toThrow(/does not match the words schema/);
  });
  it("leaves out an override's unknown key, keeping the rest", () => {
    expect(mendOverride({ site: { nav: { pagez: {} }, links: { shop: "Shop" } } })).toEqual({
      site: { nav: {}, links: { shop: "Shop" } },
    });
  });
});

// The safety warnings of a product's offer (GPSR art. 19(b)): chosen by the product's facts, written once a language;
// the list they render as; and what content:check says when a language has none.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductWarnings } from "~/components/product/ProductWarnings";
import { checkContent, formatIssue, type ContentSet } from "~/content/checks";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { productWarnings } from "~/rules/warnings";
import { loadContentSet } from "../../scripts/content/content-set";

const content = repositoryDocument();
const words = wordsFor(content, "de").products.warnings!;

describe("a product's safety warnings", () => {
  it("give a children's robot (K1 Pro, 8+) the toy warnings first, then its battery's and the general ones", () => {
    const warnings = productWarnings(content.productFacts.k1ProInterstellarScout!, words);
    expect(warnings.items).toEqual([...words.child, ...words.battery, ...words.general]);
    expect(warnings.items[0]).toMatch(/^Achtung: Nicht für Kinder unter 3 Jahren geeignet\. Kleinteile\./);
  });

  it("give a collector robot (14+) with a battery no toy warning", () => {
    const warnings = productWarnings(content.productFacts.flagshipOptimusPrime!, words);
    expect(warnings.items).toEqual([...words.battery, ...words.general]);
  });

  it("render as a titled list", () => {
    const html = renderToStaticMarkup(
      <ProductWarnings warnings={productWarnings(content.productFacts.flagshipOptimusPrime!, words)} />,
    );
    expect(html).toContain('<h3 id="warnings-title">Sicherheitshinweise</h3><ul aria-labelledby="warnings-title">');
    expect(html.match(/<li>/g)).toHaveLength(words.battery.length + words.general.length);
  });

  it("say how to dispose of an electrical product where the market asks: the Info-tri in fr, the bin in de, uk, eu", () => {
    const disposal = (region: "fr" | "de" | "uk" | "eu" | "us") =>
      productWarnings(content.productFacts.flagshipOptimusPrime!, wordsFor(content, region).products.warnings!)
        .disposal;
    expect(disposal("fr")).toEqual([expect.stringMatching(/^Info-tri\u00a0: .* déchèterie/)]);
    expect(disposal("de")).toEqual([expect.stringMatching(/nicht in den Hausmüll \(durchgestrichene Mülltonne\)/)]);
    expect(disposal("uk")).toEqual([expect.stringMatching(/local recycling centre\.$/)]);
    expect(disposal("eu")).toEqual([expect.stringMatching(/return it to us free of charge/)]);
    expect(disposal("us")).toEqual([]);
    const html = renderToStaticMarkup(
      <ProductWarnings warnings={productWarnings(content.productFacts.flagshipOptimusPrime!, words)} />,
    );
    expect(html).toMatch(/<\/ul><p class="product-warnings__disposal">Elektrogeräte und Akkus/);
  });
});

describe("content:check", () => {
  let site: ContentSet;
  beforeAll(async () => {
    site = (await loadContentSet()).content;
  });

  it("names a language whose product pages would carry no safety warnings, in each of its regions", () => {
    const copy = structuredClone(site);
    delete (copy.bundles as Record<string, { products: { warnings?: unknown } }>).fr!.products.warnings;
    expect(checkContent(copy).map(formatIssue)).toEqual([
      "words/fr.json products.warnings: no safety warnings for the region's product pages (GPSR art. 19) in fr",
    ]);
  });
});

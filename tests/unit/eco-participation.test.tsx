// The French éco-participation: the eco-contribution an electrical product's price includes, written once per product
// and shown under every French price (product page, tiles, campaign cards), and what content:check refuses
// (docs/decisions/353-weee-and-eco-participation.md).
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { CampaignCard } from "~/components/campaign/CampaignCard";
import { FloatingBuyBar } from "~/components/product/FloatingBuyBar";
import { ProductPrice } from "~/components/product/ProductPrice";
import { checkContent, formatIssue, type ContentSet } from "~/content/checks";
import { repositoryDocument } from "~/content/repository";
import type { CampaignCardView } from "~/views/campaign";
import { campaignView } from "~/views/campaign.server";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { loadContentSet } from "../../scripts/content/content-set";

const content = repositoryDocument();
const NOW = new Date("2026-11-29T12:00:00Z");
const BLACK_FRIDAY = new Date("2024-11-25T12:00:00Z");

describe("content:check on the éco-participation", () => {
  let site: ContentSet;
  beforeAll(async () => {
    site = (await loadContentSet()).content;
  });
  // A planted value may be of a type the content's own types forbid: that is the point.
  type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const messages = (change: (copy: Loose) => void) => {
    const copy = structuredClone(site);
    change(copy as Loose);
    return checkContent(copy).map(formatIssue);
  };

  it("refuses an electrical product fr sells without its éco-participation", () => {
    expect(messages((copy) => delete copy.products.flagshipMegatron.ecoParticipation)).toEqual([
      "catalogue.ts flagshipMegatron.ecoParticipation.fr: no eco-contribution for an electrical product the region sells: state the amount its price includes (the éco-organisme's scale) in fr",
    ]);
  });

  it("asks none of a product with no electrical part, nor of a region that does not show it", () => {
    expect(
      messages((copy) => {
        delete copy.products.flagshipMegatron.ecoParticipation;
        copy.products.flagshipMegatron.electrical = false;
      }),
    ).toEqual([]);
    expect(messages((copy) => (copy.prices.t9.de = 399))).not.toContainEqual(expect.stringMatching(/ecoParticipation/));
  });

  it("refuses fr words without the éco-participation line", () => {
    expect(messages((copy) => delete copy.bundles.fr.site.ui.ecoParticipation)).toEqual([
      'words/fr.json site.ui.ecoParticipation: no words for the eco-contribution shown under each price ("dont {amount} d\'éco-participation") in fr',
    ]);
  });
});

describe("the éco-participation under the French price", () => {
  const renderPrice = (region: "fr" | "de") =>
    renderToStaticMarkup(
      <ProductPrice label="Prix" card={regionCatalogueCard(content, region, "flagshipOptimusPrime", NOW)} />,
    );

  it("an fr product card carries the amount its price includes, a de card none", () => {
    expect(regionCatalogueCard(content, "fr", "flagshipOptimusPrime", NOW).ecoParticipation).toBe(
      "dont 1,00\u00a0€ d’éco-participation",
    );
    expect(regionCatalogueCard(content, "fr", "interstellarScoutK1", NOW).ecoParticipation).toBe(
      "dont 0,25\u00a0€ d’éco-participation",
    );
    expect(regionCatalogueCard(content, "de", "flagshipOptimusPrime", NOW)).not.toHaveProperty("ecoParticipation");
  });

  it("the fr product page shows it as small print under the price, the de page does not", () => {
    expect(renderPrice("fr")).toContain('<small class="product-price__eco">dont 1,00');
    expect(renderPrice("de")).not.toContain("product-price__eco");
  });

  it("the floating buy bar repeats it under the price in fr, not in de", () => {
    const bar = (region: "fr" | "de") => {
      const card = regionCatalogueCard(content, region, "flagshipOptimusPrime", NOW);
      return renderToStaticMarkup(
        <MemoryRouter>
          <FloatingBuyBar
            watch="hero-buy"
            productName={card.plainName}
            priceText={card.priceText}
            ecoParticipation={card.ecoParticipation}
            button={card.button}
          />
        </MemoryRouter>,
      );
    };
    expect(bar("fr")).toContain('<small class="float-buy__eco">dont 1,00');
    expect(bar("de")).toContain("float-buy__price");
    expect(bar("de")).not.toContain("float-buy__eco");
  });

  it("every fr campaign card with an open price shows it, no de card does", () => {
    const cards = (region: "fr" | "de") => {
      const view = campaignView(content, region, "blackFriday", BLACK_FRIDAY);
      const items: CampaignCardView[] = [
        ...view.preview.products,
        ...view.products2.groups.flatMap((group) => group.products),
      ];
      return items.map((item) => ({
        item,
        html: renderToStaticMarkup(
          <MemoryRouter>
            <CampaignCard
              item={item}
              buttons={view.buttons}
              labels={view.labels}
              payment={view.payment}
              prefix={view.prefix}
            />
          </MemoryRouter>,
        ),
      }));
    };
    const fr = cards("fr").filter(({ item }) => !item.current.locked);
    expect(fr.length).toBeGreaterThan(0);
    for (const { html } of fr)
      expect(html).toMatch(/<p class="product-card__eco">dont \d+,\d\d\u00a0€ d’éco-participation<\/p>/);
    for (const { html } of cards("de")) expect(html).not.toContain("éco-participation");
  });
});

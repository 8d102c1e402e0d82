// Headline claims are computed from the offers the page's cards show and the reference the market allows, never
// typed: at Christmas 2024 no German card is reduced against its 30-day lowest price (the Black Friday prices), so the
// banner and the home page's hero carry no percentage; with one card lawfully reduced, both name its figure.
import { afterAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/document";
import { repositoryDocument } from "~/content/repository";
import { closeDocuments, textOf } from "../html";
import { renderedPage } from "./render";

afterAll(closeDocuments);

const CHRISTMAS = "2024-12-15T12:00:00Z";
const PERCENTAGE = /\d\s*%/;

/** The repository's content with Bumblebee G1 Performance at 299 € in Germany at Christmas (349 € at Black Friday). */
function withOneReducedCard(): ContentDocument {
  const document = structuredClone(repositoryDocument());
  const bumblebee = document.campaigns.christmas!.products.find((item) => item.key === "bumblebee")!;
  bumblebee.offers.de = [299, 299];
  return document;
}

const headline = (page: { document: Document }, selector: string) => textOf(page.document.querySelector(selector)!);

describe("a campaign headline's figure", () => {
  it("is absent on the German Christmas page and home page, where no card is reduced", async () => {
    const campaign = await renderedPage("/de/christmas-sale", CHRISTMAS);
    expect(campaign.status).toBe(200);
    expect(headline(campaign, ".campaign-banner__discount")).toBe("Festtagspreise");
    expect(headline(campaign, ".campaign-banner")).not.toMatch(PERCENTAGE);
    expect(campaign.document.querySelectorAll(".product-card__list")).toHaveLength(0);

    const home = await renderedPage("/de", CHRISTMAS);
    expect(home.status).toBe(200);
    expect(headline(home, ".home-hero__intro strong")).toBe("Weihnachts-Sale: Festtagspreise");
    expect(headline(home, ".home-hero")).not.toMatch(PERCENTAGE);
  });

  it("is the largest reduction the cards give where one card is lawfully reduced", async () => {
    const content = withOneReducedCard();
    const campaign = await renderedPage("/de/christmas-sale", CHRISTMAS, { content });
    // 299 € against the 30-day lowest price of 349 € (Black Friday): 14.3 %, announced as "up to 14 %".
    expect(headline(campaign, ".campaign-banner__discount")).toBe("Bis zu 14 % Rabatt");
    expect(campaign.html).toContain("Bis zu 14\u00a0% Rabatt");
    const struck = [...campaign.document.querySelectorAll(".product-card__list")].map(textOf);
    expect(struck.length).toBeGreaterThan(0);
    expect(new Set(struck)).toEqual(new Set(["349 €"]));
    const home = await renderedPage("/de", CHRISTMAS, { content });
    expect(headline(home, ".home-hero__intro strong")).toBe("Weihnachts-Sale: Bis zu 14 % Rabatt");
  });
});

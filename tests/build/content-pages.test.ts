// Pages the build has no route for, rendered from the content that has them (as published from the studio): a campaign
// series with a page path of its own and its draw's rules, and the page of a product made in the studio. The same
// document without them answers 404 on the same paths.
import { afterAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/document";
import { repositoryDocument } from "~/content/repository";
import { proposeSeries } from "~/rules/editions";
import { byText, closeDocuments, textOf } from "../html";
import { renderedPage } from "./render";

afterAll(closeDocuments);

type WordFile = {
  campaigns?: Record<string, { name: string }>;
  products: { products: Record<string, unknown> };
};

/** The repository's content with a Spring Sale series (Black Friday 2024's edition, opening 20 March 2025) and a product page. */
function withStudioPages(): ContentDocument {
  const document = structuredClone(repositoryDocument());
  document.campaigns.springSale = proposeSeries(document.campaigns.blackFriday!, "spring-sale", "2025-03-20");
  for (const part of [document.bundles, document.overrides] as Record<string, WordFile>[])
    for (const [name, words] of Object.entries(part)) {
      const copied = words.campaigns?.blackFriday;
      if (copied) words.campaigns!.springSale = { ...copied, ...(name.startsWith("en") ? { name: "Spring Sale" } : {}) };
    }
  document.products.interstellarScoutK2 = {
    page: "interstellar-scout-k2",
    shopSlug: "interstellar-scout-k2",
    isPreSale: false,
    stock: 500,
    image: { media: "0123456789abcdef0123456789abcdef", width: 800, height: 800, widths: [400, 800], fallback: "png" },
  };
  document.prices.interstellarScoutK2 = { us: 199 };
  (document.bundles.en as WordFile).products.products.interstellarScoutK2 = {
    name: "Interstellar Scout K2",
    alt: "The Interstellar Scout K2 robot",
    learnMore: { tagline: "A scout for every desk.", description: ["Programmable in blocks or Python."] },
  };
  return document;
}

const content = withStudioPages();
const IN_SEASON = "2025-03-21T12:00:00Z";

describe("a campaign series made in the studio", () => {
  it("renders its page while its edition runs, with its own title", async () => {
    const page = await renderedPage("/us/spring-sale", IN_SEASON, { content });
    expect(page.status).toBe(200);
    expect(page.document.title).toBe("Spring Sale | Mechaforge");
    expect(page.document.querySelector("link[rel=canonical]")?.getAttribute("href")).toMatch(/\/us\/spring-sale$/);
    // In place in the page (its component loads on the first such page: the render waits for it), not in a hidden
    // segment that only a script would move.
    expect(page.document.querySelectorAll("main#main h1")).toHaveLength(1);
    expect(page.document.querySelectorAll('[hidden][id^="S:"]')).toHaveLength(0);
    // Its stylesheets come with it, inline as on the build's campaign pages.
    expect(page.html).toMatch(/<style[^>]+data-href="[^"]*campaign[^"]*\.css"/);
  });

  it("sends visitors home outside its edition, and is absent where it does not run and without it", async () => {
    const before = await renderedPage("/us/spring-sale", "2025-03-01T12:00:00Z", { content });
    expect(before.status).toBe(302);
    expect(before.headers.get("location")).toBe("/us");
    expect((await renderedPage("/kr/spring-sale", IN_SEASON, { content })).status).toBe(404);
    expect((await renderedPage("/us/spring-sale", IN_SEASON)).status).toBe(404);
  });

  it("publishes its draw's rules at the series' path", async () => {
    const rules = await renderedPage("/us/spring-sale/official-rules", IN_SEASON, { content });
    expect(rules.status).toBe(200);
    expect(textOf(rules.document.querySelector("main#main h1")!)).not.toBe("");
  });
});

describe("a product page made in the studio", () => {
  it("renders where the product is sold, with its name, tagline and price", async () => {
    const page = await renderedPage("/us/interstellar-scout-k2", undefined, { content });
    expect(page.status).toBe(200);
    expect(page.document.title).toBe("Interstellar Scout K2 | Mechaforge");
    expect(byText(page.document.body, "A scout for every desk.")).not.toHaveLength(0);
    expect(byText(page.document.querySelector("main#main")!, "Programmable in blocks or Python.", { exact: true })).toHaveLength(1);
    expect(page.document.querySelectorAll('[hidden][id^="S:"]')).toHaveLength(0);
    expect(page.html).toContain("$199");
    expect(page.html).toContain("/media/0123456789abcdef0123456789abcdef-800.webp");
  });

  it("answers 404 where it is not sold, and on a path no content names", async () => {
    expect((await renderedPage("/uk/interstellar-scout-k2", undefined, { content })).status).toBe(404);
    const unknown = await renderedPage("/us/no-such-robot", undefined, { content });
    expect(unknown.status).toBe(404);
    expect(unknown.document.querySelector("h1")?.textContent).toBe("Page not found");
  });
});

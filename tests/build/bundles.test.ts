// What the build's browser scripts must not carry, read from build/client (no server, no browser).
// - Content reaches the browser only as loader data: a publish changes what pages show without a new build, so no
//   client chunk may carry content that would go stale (a fact, a dated price entry, a sentence of the words).
// - The root chunk carries no page table and no schedule (they stay on the server).
// - No shopper page's chunks, nor any chunk they load later, carry the studio or its form library.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitDocument } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { rootChunkLeaks, studioLeaks } from "../../scripts/budgets/first-load";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("client bundles", () => {
  it("carry no content: no shop slug, dated price entry, legal fact or sentence of the words", () => {
    const assets = path.join(ROOT, "build/client/assets");
    const scripts = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => ({ name, text: readFileSync(path.join(assets, name), "utf8") }));
    expect(scripts.length).toBeGreaterThan(10);
    const content = repositoryContent();
    const en = splitDocument(content).get("words/en.json") as { site: { copyright: string[] } };
    const markers = [
      // Shop slugs that are no page's path (those are in the route table, which is code).
      ...Object.values(content.products)
        .filter((product) => product.shopSlug !== product.page)
        .map((product) => `"${product.shopSlug}"`),
      "2025-04-28T15:00:00+08:00",
      content.legal.facts.entities.eu!.address.lines[0]!,
      en.site.copyright[0]!,
      "Lowest price in the last 30 days",
    ];
    const found = markers.flatMap((marker) =>
      scripts.filter((script) => script.text.includes(marker)).map((script) => `${marker} in ${script.name}`),
    );
    expect(found).toEqual([]);
  });

  it("the browser's root chunk carries no page table and no schedule (they stay on the server)", () => {
    expect(rootChunkLeaks()).toEqual([]);
  });

  it("no shopper page's chunks, nor any chunk they load later, carry the studio or its form library", () => {
    const { leaks, studioChunks } = studioLeaks();
    expect(leaks).toEqual([]);
    // The check sees the studio's chunks where they are: it would see them anywhere else.
    expect(studioChunks).toBeGreaterThan(0);
  });
});

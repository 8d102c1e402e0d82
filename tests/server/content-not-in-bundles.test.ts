// Content reaches the browser only as loader data (issue 30): a publish changes what pages show without a new build, so
// no client chunk may carry content that would go stale. Checked on the build the server tests run: none of its
// scripts holds a fact, a dated price entry or a sentence of the words.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitDocument } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { ROOT } from "./harness";

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
});

// Every file of a content document against its schema: what a document must pass before anything reads it.
import { z } from "zod";
import { campaignFactsSchema } from "~/content/campaign.schema";
import { productFactsSchema } from "~/content/catalogue.schema";
import { schemaIssues, type ContentIssue } from "~/content/checks/issues";
import { checkProductRefs } from "~/content/checks/product-refs";
import { dealerSchema, storeGroupsSchema } from "~/content/dealers.schema";
import { campaignFile, type ContentSet } from "~/content/document";
import { homeFactsSchema } from "~/content/home.schema";
import { manualFactsSchema } from "~/content/manuals.schema";
import { placementsSchema } from "~/content/placements.schema";
import { priceListsSchema } from "~/content/prices.schema";
import { preorderFactsSchema, productFactsSchema as productPageFactsSchema } from "~/content/product.schema";
import { siteFactsSchema } from "~/content/site.schema";
import { LANGUAGE_PARENTS, REGION_WORDS, type Language } from "~/content/words/regions";
import { wordsOverrideSchema, wordsSchema, type Words, type WordsOverride } from "~/content/words/words.schema";
import { REGION_CODES } from "~/rules/regions";

/** Every file of a document against its schema: what a document must pass before anything reads it. */
export function checkSchemas(content: ContentSet): {
  issues: ContentIssue[];
  bundles: Record<string, Words>;
  overrides: Record<string, WordsOverride>;
} {
  const issues: ContentIssue[] = [];
  // 1. Every file against its schema.
  for (const [id, facts] of Object.entries(content.products))
    issues.push(...schemaIssues("catalogue.ts", productFactsSchema, facts, `products.${id}`));
  issues.push(...schemaIssues("prices.ts", priceListsSchema, content.prices, "PRICES"));
  for (const [campaign, facts] of Object.entries(content.campaigns))
    issues.push(...schemaIssues(campaignFile(campaign), campaignFactsSchema, facts));
  issues.push(...schemaIssues("preorder.ts", preorderFactsSchema, content.preorder));
  issues.push(...schemaIssues("site.ts", siteFactsSchema, content.site));
  issues.push(...schemaIssues("placements.ts", placementsSchema, content.placements));
  issues.push(...schemaIssues("home.ts", homeFactsSchema, content.home));
  for (const [region, tables] of Object.entries(content.manuals))
    issues.push(...schemaIssues("manuals.ts", manualFactsSchema, tables, `MANUAL_TABLES.${region}`));
  for (const [id, facts] of Object.entries(content.productFacts ?? {})) {
    issues.push(...schemaIssues("product-facts.ts", productPageFactsSchema, facts, id));
  }
  for (const [region, dealers] of Object.entries(content.dealers ?? {})) {
    if (dealers === undefined) continue; // not readable: content-set names why
    const schema = region === "cn" ? storeGroupsSchema : z.array(dealerSchema).min(1);
    issues.push(...schemaIssues(`${region}/dealers.json`, schema, dealers));
  }
  const bundles: Record<string, Words> = {};
  for (const [name, json] of Object.entries(content.bundles)) {
    if (json === undefined) continue; // not readable: content-set names why
    const found = schemaIssues(`words/${name}.json`, wordsSchema, json);
    const parent = LANGUAGE_PARENTS[name as Language];
    const readers = REGION_CODES.filter((region) => REGION_WORDS[region].bundle === name);
    // A text missing from a translation shows its parent language's text (content/words/index.ts) until it is added.
    for (const issue of found)
      if (parent && issue.message.startsWith("missing ("))
        issue.message = `missing: ${readers.join(" and ")} show${readers.length === 1 ? "s" : ""} the ${parent} text until it is translated`;
    issues.push(...found);
    if (found.length === 0) bundles[name] = wordsSchema.parse(json);
  }
  const overrides: Record<string, WordsOverride> = {};
  for (const [name, json] of Object.entries(content.overrides)) {
    const found = schemaIssues(`words/${name}.json`, wordsOverrideSchema, json);
    issues.push(...found);
    if (found.length === 0) overrides[name] = wordsOverrideSchema.parse(json) as WordsOverride;
  }
  // Every product the files name is in the catalogue (product ids are open: the schemas take any camel-case word).
  issues.push(...checkProductRefs(content));
  return { issues, bundles, overrides };
}

// Every product a content file names is in the catalogue. A product id is any camel-case word (products made in the
// studio have ids of their own), so the schemas take any; this check finds each place a schema reads as a product id
// (`productIdSchema`, as a value or as a record's key) in a file's value, and names those the catalogue lacks.
import type { z } from "zod";
import { campaignFactsSchema } from "~/content/campaign.schema";
import { productIdSchema } from "~/content/catalogue.schema";
import { closest, pathOf, type ContentIssue } from "~/content/checks/issues";
import { campaignFile, type ContentSet } from "~/content/document";
import { homeFactsSchema } from "~/content/home.schema";
import { placementsSchema } from "~/content/placements.schema";
import { priceListsSchema } from "~/content/prices.schema";
import { preorderFactsSchema, productFactsSchema as productPageFactsSchema } from "~/content/product.schema";
import { siteFactsSchema } from "~/content/site.schema";
import { wordsOverrideSchema, wordsSchema } from "~/content/words/words.schema";

/** A product id found in a value: where (its keys from the value's root) and which. */
export interface ProductRef {
  path: (string | number)[];
  id: string;
}

/** Every product a well-formed content set names, in any file, is in its catalogue: an issue for each that is not. */
export function checkProductRefs(content: ContentSet): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const ids = Object.keys(content.products);
  const unknown = (id: string) => {
    const near = closest(id, ids);
    return `unknown product "${id}"${near ? `: did you mean "${near}"?` : ": add it to the catalogue first"}`;
  };
  const named = (file: string, schema: z.ZodType, value: unknown, prefix = "") => {
    for (const ref of productRefs(schema, value))
      if (content.products[ref.id] === undefined)
        issues.push({
          file,
          path: [prefix, pathOf(value, ref.path)].filter(Boolean).join("."),
          message: unknown(ref.id),
        });
  };
  named("prices.ts", priceListsSchema, content.prices, "PRICES");
  for (const [id, facts] of Object.entries(content.productFacts ?? {})) {
    if (content.products[id] === undefined) issues.push({ file: "product-facts.ts", path: id, message: unknown(id) });
    named("product-facts.ts", productPageFactsSchema, facts, id);
  }
  for (const [id, facts] of Object.entries(content.campaigns)) named(campaignFile(id), campaignFactsSchema, facts);
  named("preorder.ts", preorderFactsSchema, content.preorder);
  named("site.ts", siteFactsSchema, content.site);
  named("placements.ts", placementsSchema, content.placements);
  named("home.ts", homeFactsSchema, content.home);
  for (const [name, words] of Object.entries(content.bundles)) named(`words/${name}.json`, wordsSchema, words);
  for (const [name, words] of Object.entries(content.overrides))
    named(`words/${name}.json`, wordsOverrideSchema, words);
  return issues;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The product ids a value (well-formed for `schema`) names, with their paths. */
export function productRefs(schema: z.ZodType, value: unknown): ProductRef[] {
  const found: ProductRef[] = [];
  const at = (base: ProductRef["path"], key: string | number) => [...base, key];
  const visit = (node: z.ZodType, data: unknown, where: ProductRef["path"]): void => {
    if (data === undefined || data === null) return;
    if (node === productIdSchema) {
      if (typeof data === "string") found.push({ path: where, id: data });
      return;
    }
    const def = defOf(node);
    switch (def.type) {
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "readonly":
      case "nonoptional":
      case "catch":
        return visit(def.innerType!, data, where);
      case "pipe":
        return visit(def.in!, data, where);
      case "lazy":
        return visit(def.getter!(), data, where);
      case "object":
        if (isObject(data))
          for (const [key, field] of Object.entries(def.shape!)) visit(field, data[key], at(where, key));
        return;
      case "array":
        if (Array.isArray(data)) data.forEach((item, index) => visit(def.element!, item, at(where, index)));
        return;
      case "tuple":
        if (Array.isArray(data))
          data.forEach((item, index) => {
            const item_ = def.items![index] ?? def.rest;
            if (item_) visit(item_, item, at(where, index));
          });
        return;
      case "record":
        if (isObject(data))
          for (const [key, item] of Object.entries(data)) {
            if (def.keyType === productIdSchema) found.push({ path: at(where, key), id: key });
            visit(def.valueType!, item, at(where, key));
          }
        return;
      case "union": {
        // The option the value is: the first one it passes.
        const option = def.options!.find((candidate) => candidate.safeParse(data).success);
        if (option) visit(option, data, where);
        return;
      }
      case "intersection":
        visit(def.left!, data, where);
        visit(def.right!, data, where);
        return;
      default:
        return;
    }
  };
  visit(schema, value, []);
  return found;
}

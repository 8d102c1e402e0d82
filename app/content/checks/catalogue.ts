// The catalogue's cross-references: the pages it names exist, and a region that has a product's page sells it.
import type { z } from "zod";
import { PRODUCT_IDS, type ProductId, type productFactsSchema } from "~/content/catalogue.schema";
import { noPage, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { isPageKey, pageExists } from "~/content/pages";
import { REGION_CODES } from "~/rules/regions";

export function checkCatalogue({ set: content, document, priced }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  const products = content.products as Record<ProductId, z.infer<typeof productFactsSchema>>;
  for (const id of PRODUCT_IDS) {
    const { page, familyPage } = products[id];
    for (const [field, key] of [
      ["page", page],
      ["familyPage", familyPage],
    ] as const)
      if (key !== undefined && !isPageKey(document, key))
        add({ file: "catalogue.ts", path: `products.${id}.${field}`, message: noPage(document, key) });
    if (isPageKey(document, page))
      for (const region of REGION_CODES)
        if (pageExists(document, page, region) && !priced(id, region))
          add({
            file: "prices.ts",
            path: `PRICES.${id}.${region}`,
            message: `no price, but the region has its page "${page}"`,
            region,
          });
  }

  return issues;
}

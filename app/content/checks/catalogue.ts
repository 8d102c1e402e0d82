// The catalogue's cross-references: the pages it names exist, a region that has a product's page sells it, and a
// product has a picture (the repository's artwork or a media image). That every product named is in the catalogue is
// checked with the schemas (./product-refs.ts).
import type { z } from "zod";
import { hasRepositoryArtwork, productIds, type ProductId, type productFactsSchema } from "~/content/catalogue.schema";
import { noPage, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { isPageKey, pageExists } from "~/content/pages";
import { REGION_CODES } from "~/rules/regions";

export function checkCatalogue({ set: content, document, priced }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  const products = content.products as Record<ProductId, z.infer<typeof productFactsSchema>>;
  for (const id of productIds(products)) {
    const { page, familyPage, image } = products[id]!;
    if (!image && !hasRepositoryArtwork(id))
      add({
        file: "catalogue.ts",
        path: `products.${id}.image`,
        message: "no picture: choose one from the media library",
      });
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

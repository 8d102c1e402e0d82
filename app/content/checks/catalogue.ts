// The catalogue's cross-references: the pages it names exist, a region that has a product's page sells it (and, for a
// page made in the studio, has its text), and a product has a picture (the repository's artwork or a media image). That every product named is in the catalogue is
// checked with the schemas (./product-refs.ts).
import type { z } from "zod";
import { hasRepositoryArtwork, productIds, type ProductId, type productFactsSchema } from "~/content/catalogue.schema";
import { noPage, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { isPageKey, isStaticPageKey, pageExists } from "~/content/pages";
import { REGION_CODES } from "~/rules/regions";

export function checkCatalogue({
  set: content,
  document,
  priced,
  regionWords,
  bundleFile,
}: CheckInput): ContentIssue[] {
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
    // A page of its own made in the studio shows the page text of each region that sells the product.
    if (isPageKey(document, page) && !isStaticPageKey(page))
      for (const region of REGION_CODES)
        if (pageExists(document, page, region) && !regionWords(region).products.products[id]?.learnMore)
          add({
            file: bundleFile(region),
            path: `products.products.${id}.learnMore`,
            message: "no page text: write its tagline and text, or take its page away",
            region,
          });
  }

  return issues;
}

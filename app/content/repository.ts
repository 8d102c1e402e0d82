// The repository's content as one document: the facts modules of app/content, each one part of it. Version 1 of the
// studio's content (the studio seeds it into an empty database), what a process serves before it reads the studio's
// database, the route table's campaigns at build time, and the fixture of the tests.
//
// Each part is read as JSON (written out and parsed once), exactly as a version loaded from the database is: the
// repository's document and version 1 read from the studio's tables are the same values, so they render the same bytes.
import { campaigns } from "~/content/campaigns";
import { products } from "~/content/catalogue";
import { dealerFiles } from "~/content/dealers";
import type { ContentDocument } from "~/content/document";
import { home } from "~/content/home";
import { legalPart } from "~/content/legal";
import { manualTables } from "~/content/manuals";
import { placements } from "~/content/placements";
import { preorder } from "~/content/preorder";
import { prices } from "~/content/prices";
import { productFacts } from "~/content/product-facts";
import { site } from "~/content/site";
import { repositoryBundles, repositoryOverrides } from "~/content/words";

const parts = (): ContentDocument => ({
  products,
  prices,
  productFacts,
  campaigns,
  preorder,
  site,
  placements,
  home,
  manuals: manualTables,
  legal: legalPart,
  dealers: dealerFiles,
  bundles: repositoryBundles,
  overrides: repositoryOverrides,
});

let document: ContentDocument | null = null;

/** The repository's content document: one value for the process (derived data is kept per document). */
export function repositoryDocument(): ContentDocument {
  return (document ??= JSON.parse(JSON.stringify(parts())) as ContentDocument);
}

/** A copy of the repository's content document, to change (tests, the studio's seed). */
export function repositoryContent(): ContentDocument {
  return JSON.parse(JSON.stringify(parts())) as ContentDocument;
}

// The repository's content as one document: every facts module of app/content loaded, each registering its part
// (app/content/live.ts). Version 1 of the studio's content (the studio seeds it into an empty database) and the fixture
// of the tests. A plain copy: nothing of it is shared with what the pages read.
import "~/content/campaigns";
import "~/content/catalogue";
import "~/content/dealers";
import "~/content/home";
import "~/content/legal";
import "~/content/manuals";
import "~/content/placements";
import "~/content/preorder";
import "~/content/prices";
import "~/content/product-facts";
import "~/content/site";
import "~/content/words";
import type { ContentDocument } from "~/content/document";
import { repositoryDocument } from "~/content/live";

/** A copy of the repository's content document. */
export function repositoryContent(): ContentDocument {
  const document = repositoryDocument();
  return JSON.parse(JSON.stringify(document)) as ContentDocument;
}

// The repository's content as one document: every facts module of app/content loaded, each registering its part
// (app/content/live.ts). Version 1 of the studio's content (the studio seeds it into an empty database) and the fixture
// of the tests. A plain copy: nothing of it is shared with what the pages read.
import "./campaigns";
import "./catalogue";
import "./dealers";
import "./home";
import "./legal";
import "./manuals";
import "./placements";
import "./preorder";
import "./prices";
import "./product-facts";
import "./site";
import "./words";
import type { ContentDocument } from "./document";
import { repositoryDocument } from "./live";

/** A copy of the repository's content document. */
export function repositoryContent(): ContentDocument {
  const document = repositoryDocument();
  return JSON.parse(JSON.stringify(document)) as ContentDocument;
}

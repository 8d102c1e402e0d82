// The Buzz and Elite pages' copy, where those pages exist (`buzz` and `elite` in words/<language>.json).
import type { ContentDocument } from "~/content/document";
import { derived } from "~/content/memo";
import { pageRegions } from "~/content/pages";
import { regionsWith } from "~/content/words";

export const buzzPages = derived((content: ContentDocument) =>
  regionsWith(content, (words) => words.buzz, pageRegions(content, "toy-story-buzz-lightyear")),
);
export const elitePages = derived((content: ContentDocument) =>
  regionsWith(content, (words) => words.elite, pageRegions(content, "elite-optimus-prime")),
);

// Support form words per region where the forms exist; the cn site has none (its after-sale page replaces them).
import type { ContentDocument } from "~/content/document";
import { derived } from "~/content/memo";
import { pageRegions } from "~/content/pages";
import { regionsWith } from "~/content/words";

export const supportForms = derived((content: ContentDocument) =>
  regionsWith(content, (words) => words.supportForms, pageRegions(content, "return-manufacturer")),
);

// The region chooser's view: the region's words for the page and its cards.
import type { ContentDocument } from "~/content/document";
import type { RegionView } from "~/pages/region/region-view";
import { siteContent, type PageContext } from "~/request/page.server";

export function regionView(content: ContentDocument, page: PageContext): RegionView {
  const chooser = siteContent(content, page.region).regionChooser;
  return {
    ...page,
    title: chooser.title,
    heading: chooser.heading,
    description: chooser.description,
    entries: chooser.entries,
  };
}

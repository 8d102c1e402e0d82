// The region chooser's view: the region's words for the page and its cards.
import type { RegionView } from "~/pages/region/region-view";
import { siteContent, type PageContext } from "~/request/page.server";

export function regionView(page: PageContext): RegionView {
  const chooser = siteContent(page.region).regionChooser;
  return {
    ...page,
    title: chooser.title,
    heading: chooser.heading,
    description: chooser.description,
    entries: chooser.entries,
  };
}

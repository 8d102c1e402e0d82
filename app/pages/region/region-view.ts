// What the region chooser shows (built by region-view.server.ts).
import type { PageContext } from "~/request/page.server";
import type { SiteContent } from "~/views/site-content";

export interface RegionView extends PageContext {
  title: string;
  heading: string;
  description: string;
  /** One card per country (and "Other Regions"), each with the region it opens. */
  entries: SiteContent["regionChooser"]["entries"];
}

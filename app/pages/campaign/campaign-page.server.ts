// A campaign series' page data: the edition open at the page's instant in its region; a 404 outside every edition.
// Read by the campaign route and by the route of pages the build has no route for (a series made in the studio).
import type { ContentDocument } from "~/content/document";
import { notFound, type PageContext } from "~/request/page.server";
import { campaignOfPage, campaignSchedule, campaignView } from "~/views/campaign.server";

export function campaignPageData(content: ContentDocument, page: PageContext) {
  const campaign = campaignOfPage(content, page.pageKey, page.region, page.now);
  if (!campaign || !campaignSchedule(content, campaign, page.region)) notFound();
  return { seo: page.seo, serverNow: page.serverNow, view: campaignView(content, page.region, campaign, page.now) };
}

export type CampaignPageData = ReturnType<typeof campaignPageData>;

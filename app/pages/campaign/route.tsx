import { CampaignPage } from "~/components/campaign/CampaignPage";
import { stylesheets } from "~/components/layout/stylesheet";
import { requestContent } from "~/request/content.server";
import { loadPage, notFound } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import campaignStylesHref from "~/styles/campaign.css?url";
import subscribeStylesHref from "~/styles/subscribe.css?url";
import { campaignOfPage, campaignSchedule, campaignView } from "~/views/campaign.server";
import type { Route } from "./+types/route";

// One module for every campaign's page (its path is the campaign's content); the route window (pages.ts) keeps it in
// season.
export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  const page = loadPage(args);
  const campaign = campaignOfPage(content, page.pageKey, page.region, page.now);
  if (!campaign || !campaignSchedule(content, campaign, page.region)) notFound();
  return { seo: page.seo, serverNow: page.serverNow, view: campaignView(content, page.region, campaign, page.now) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const handle = stylesheets(campaignStylesHref, subscribeStylesHref);

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return <CampaignPage view={loaderData.view} serverNow={loaderData.serverNow} />;
}

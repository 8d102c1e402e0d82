import { CampaignPage } from "~/components/campaign/CampaignPage";
import { stylesheets } from "~/components/layout/stylesheet";
import { campaignPageData } from "~/pages/campaign/campaign-page.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import campaignStylesHref from "~/styles/campaign.css?url";
import subscribeStylesHref from "~/styles/subscribe.css?url";
import type { Route } from "./+types/route";

// One module for every campaign's page (its path is the campaign's content); the route window (pages.ts) keeps it in
// season.
export function loader(args: Route.LoaderArgs) {
  return campaignPageData(requestContent(args.context), loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const handle = stylesheets(campaignStylesHref, subscribeStylesHref);

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return <CampaignPage view={loaderData.view} serverNow={loaderData.serverNow} />;
}

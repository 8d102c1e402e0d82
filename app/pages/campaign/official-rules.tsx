import { stylesheets } from "~/components/layout/stylesheet";
import { officialRulesView } from "~/pages/campaign/official-rules-view.server";
import { OfficialRulesArticle } from "~/pages/campaign/OfficialRulesArticle";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/official-rules";

// The official rules of a campaign's prize draw: one page per draw and region, kept after the draw.
export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return officialRulesView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function OfficialRules({ loaderData }: Route.ComponentProps) {
  return <OfficialRulesArticle view={loaderData} />;
}

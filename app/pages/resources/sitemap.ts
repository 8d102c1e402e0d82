import { requestContent } from "~/request/content.server";
import { publicOrigin } from "~/request/site-settings.server";
import { sitemapXml } from "~/rules/sitemap";
import type { Route } from "./+types/sitemap";

export function loader({ url, context }: Route.LoaderArgs) {
  return new Response(sitemapXml(requestContent(context), publicOrigin(context, url)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

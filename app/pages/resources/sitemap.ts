import { publicOrigin } from "~/request/page.server";
import { sitemapXml } from "~/rules/sitemap";
import type { Route } from "./+types/sitemap";

export function loader({ url }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicOrigin(url)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import type { Route } from "./+types/sitemap";
import { publicOrigin } from "~/server/page.server";
import { sitemapXml } from "~/rules/sitemap";

export function loader({ url }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicOrigin(url)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

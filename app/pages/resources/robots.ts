import { publicOrigin } from "~/request/site-settings.server";
import type { Route } from "./+types/robots";

export function loader({ url, context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /login",
    "Disallow: /*/login",
    "Disallow: /account",
    "Disallow: /*/account",
    "",
    `Sitemap: ${publicOrigin(context, url)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

// /sitemap.xml: every page of every region with its hreflang alternates.
import { PAGE_KEYS, pageDef, pageRegions } from "~/content/pages";
import { alternateLinks, pageUrl } from "~/rules/seo";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(origin: string): string {
  const entries: string[] = [];
  for (const key of PAGE_KEYS) {
    const def = pageDef(key);
    if (def.sitemap === false || def.redirectTo !== undefined || def.windows) continue;
    const alternates = alternateLinks(origin, key)
      .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
      .join("\n");
    for (const region of pageRegions(key)) {
      entries.push(`  <url>\n    <loc>${escapeXml(pageUrl(origin, region, key))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

// /sitemap.xml: every page of every region with its hreflang alternates.
import { pageDef, pageKeys, pageRegions, type PageContent } from "~/content/pages";
import { alternateLinks, pageUrl } from "~/rules/seo";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(content: PageContent, origin: string): string {
  const entries: string[] = [];
  for (const key of pageKeys(content)) {
    const def = pageDef(content, key);
    if (def.sitemap === false || def.redirectTo !== undefined || def.windows) continue;
    const alternates = alternateLinks(content, origin, key)
      .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
      .join("\n");
    for (const region of pageRegions(content, key)) {
      entries.push(
        `  <url>\n    <loc>${escapeXml(pageUrl(content, origin, region, key))}</loc>\n${alternates}\n  </url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

// What every page loader starts with: region, page, availability, time window and SEO (docs/requirements.md, "Paths and
// the page table").
import { data, redirect, type RouterContextProvider } from "react-router";
import type { ContentDocument } from "~/content/document";
import { pageByPath, pageDef, pageExists, pageOpen, type PageContent, type PageKey } from "~/content/pages";
import { requestContent } from "~/request/content.server";
import { requestTimeContext } from "~/request/request-time.server";
import { publicOrigin } from "~/request/site-settings.server";
import { DEFAULT_REGION, REGIONS, isPrefixedRegion, regionPath, type RegionCode } from "~/rules/regions";
import { alternateLinks, pageUrl, type PageSeo } from "~/rules/seo";
import type { SiteContent } from "~/views/site-content";
import { siteContents } from "~/views/site-content.server";

export interface PageContext {
  region: RegionCode;
  pageKey: PageKey;
  /** The moment the page renders at (server time or preview instant). */
  now: Date;
  /** The same moment in epoch ms, for the browser's server clock (loader data). */
  serverNow: number;
  seo: PageSeo;
}

export interface PageLoaderArgs {
  url: URL;
  /** The matched route's pattern ("/:region?/manuals"): the route says which page it renders. */
  pattern: string;
  params: { region?: string };
  context: Readonly<RouterContextProvider>;
}

/** The page a route pattern renders: "/:region?/where-to-buy/hongkong-macao" → "where-to-buy-hongkong-macao". */
export function pageOfPattern(content: PageContent, pattern: string): PageKey | undefined {
  return pageByPath(content, pattern.replace(/^\/?(?::region\??(?:\/|$))?/, ""));
}

export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function siteContent(content: ContentDocument, region: RegionCode): SiteContent {
  return siteContents(content)[region];
}

export function pageSeo(
  content: ContentDocument,
  region: RegionCode,
  key: PageKey,
  origin: string,
  now?: Date,
): PageSeo {
  const seo = siteContent(content, region).pages[key];
  // content:check guarantees a title for every page a region has.
  if (!seo) throw new Error(`words of ${region}: no site.pages["${key}"]`);
  return {
    ...seo,
    canonical: pageUrl(content, origin, region, key),
    alternates: alternateLinks(content, origin, key, now),
  };
}

/**
 * Resolves the page a request names in the request's content (its page table); throws the 404, redirect or window
 * redirect the page table asks for.
 */
export function loadPage({ url, pattern, params, context }: PageLoaderArgs): PageContext {
  const content = requestContent(context);
  const region =
    params.region === undefined
      ? REGIONS[DEFAULT_REGION]
      : isPrefixedRegion(params.region)
        ? REGIONS[params.region]
        : notFound();
  const pageKey = pageOfPattern(content, pattern);
  if (!pageKey || !pageExists(content, pageKey, region.code)) notFound();
  const def = pageDef(content, pageKey);
  if (def.redirectTo !== undefined) throw redirect(regionPath(region.code, def.redirectTo), 301);

  const { now } = context.get(requestTimeContext);
  if (!pageOpen(content, pageKey, region.code, now)) throw redirect(regionPath(region.code), 302);

  return {
    region: region.code,
    pageKey,
    now,
    serverNow: now.getTime(),
    seo: pageSeo(content, region.code, pageKey, publicOrigin(context, url), now),
  };
}

// What every page loader starts with: region, page, availability, time window and SEO (spec §2).
import { data, redirect, type RouterContextProvider } from "react-router";
import { SITES } from "~/lib/site-content";
import type { SiteContent } from "~/lib/site-content";
import { pageByPath, pageDef, pageExists, type PageKey } from "./pages";
import { regionPath, resolveRegion, type RegionCode } from "./regions";
import { requestTimeContext } from "./request-time.server";
import { isOpen } from "./schedule";
import { alternateLinks, pageUrl, type PageSeo } from "./seo";

export interface PageContext {
  region: RegionCode;
  pageKey: PageKey;
  /** The moment the page renders at (server time or preview instant), as epoch milliseconds. */
  now: number;
  seo: PageSeo;
}

export interface PageLoaderArgs {
  url: URL;
  context: Readonly<RouterContextProvider>;
}

export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** The public origin for absolute links: PUBLIC_ORIGIN when configured, else the request's own. */
export function publicOrigin(url: URL): string {
  return process.env.PUBLIC_ORIGIN ?? url.origin;
}

export function siteContent(region: RegionCode): SiteContent {
  return SITES[region];
}

export function pageSeo(region: RegionCode, key: PageKey, origin: string, now?: Date): PageSeo {
  const seo = siteContent(region).pages[key];
  // content:check guarantees a title for every page a region has.
  if (!seo) throw new Error(`words of ${region}: no site.pages["${key}"]`);
  return {
    ...seo,
    canonical: pageUrl(origin, region, key),
    alternates: alternateLinks(origin, key, now),
  };
}

/** Resolves the page a request names; throws the 404, redirect or window redirect the page table asks for. */
export function loadPage({ url, context }: PageLoaderArgs): PageContext {
  const { region, pagePath } = resolveRegion(url.pathname);
  const pageKey = pageByPath(pagePath);
  if (!pageKey || !pageExists(pageKey, region.code)) notFound();
  const def = pageDef(pageKey);
  if (def.redirectTo !== undefined) throw redirect(regionPath(region.code, def.redirectTo), 301);

  const { now } = context.get(requestTimeContext);
  const window = def.windows?.[region.code];
  if (window && !isOpen(window, now)) throw redirect(regionPath(region.code), 302);

  return {
    region: region.code,
    pageKey,
    now: now.getTime(),
    seo: pageSeo(region.code, pageKey, publicOrigin(url), now),
  };
}

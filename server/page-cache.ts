// The page cache (issue 7): rendered HTML of anonymous page requests, per (origin + path, region preference country,
// schedule segment). Rules are pure: the moment `now` (epoch ms) is always a parameter, read by the caller's clock.
// See docs/decisions.md (Issue 7) for what is cached and why.
import { PREVIEW_TOKEN_HEADER } from "~/lib/request-time.server";
import { readRegionPref } from "~/lib/region-pref.server";
import { resolveRegion } from "~/lib/regions";
import type { ScheduleSegment } from "~/lib/schedule-segment.server";

/** Cookies that make a request a preview: never cached, never served from the cache. */
const PREVIEW_COOKIES = new Set(["preview_token", "preview_at"]);

function cookieNames(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  return cookieHeader.split(";").map((pair) => pair.split("=", 1)[0]!.trim());
}

/** What the cache rules read of a request (an Express request or a fetch Request can provide it cheaply). */
export interface PageRequest {
  method: string;
  /** The URL as the app sees it: origin, path and query. */
  url: URL;
  headers: { get(name: string): string | null };
}

/**
 * Why a request must skip the cache, or null when it may be served from (and stored in) it.
 * Pages render from the URL, the time, the preview and the region_pref cookie only (the session lives in the
 * browser's localStorage, not in a cookie), so only previews and non-page requests are excluded.
 */
export function bypassReason(request: PageRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return "method";
  const { url } = request;
  // Client navigations fetch loader data as turbo-stream (.data); only documents are cached.
  if (url.pathname.endsWith(".data")) return "data";
  if (url.pathname === "/api" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/__preview"))
    return "api";
  if (url.searchParams.has("at") || request.headers.get(PREVIEW_TOKEN_HEADER) !== null) return "preview";
  if (cookieNames(request.headers.get("cookie")).some((name) => PREVIEW_COOKIES.has(name))) return "preview";
  return null;
}

/** The region preference country the page shows (root loader: only when the preference is for this region), or null. */
export async function renderedCountry(pathname: string, cookieHeader: string | null): Promise<string | null> {
  if (!cookieHeader?.includes("region_pref=")) return null;
  const pref = await readRegionPref(cookieHeader);
  return pref && pref.region === resolveRegion(pathname).region.code ? pref.country : null;
}

/**
 * The cache key. Pages do not read the query string (only the preview's `at`, which bypasses), so it is left out:
 * tracking parameters share one entry and can not flood the cache. The origin is in because canonical links and the
 * cn host redirect depend on the host.
 */
export function cacheKey(url: URL, country: string | null, segment: ScheduleSegment): string {
  return `${segment.start} ${url.origin}${url.pathname} ${country ?? "-"}`;
}

/** Whether a rendered response may be stored: a 200 HTML document that sets no cookie and does not forbid caching. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return false;
  if (response.headers.has("set-cookie")) return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get("cache-control") ?? "");
}

export interface CachedPage {
  /** The HTML (UTF-8) split at the response's CSP nonce, joined again with each new response's nonce. */
  parts: Buffer[];
  headers: [string, string][];
  storedAt: number;
  expiresAt: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** Longest life of an entry even without a schedule boundary, in ms. */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the stored HTML bytes, so a flood of distinct paths can not exhaust memory. */
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE_OPTIONS: PageCacheOptions = {
  ttlMs: 5 * 60_000,
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
};

/** Headers of the rendered response kept with the entry (security headers are set per response by the server). */
const STORED_HEADERS = new Set(["content-type", "content-language", "link", "x-robots-tag"]);

/** An in-memory LRU of rendered pages. Every method takes `now`; nothing here reads the clock. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;

  constructor(private readonly options: PageCacheOptions = DEFAULT_PAGE_CACHE_OPTIONS) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The live entry for a key at `now`, or undefined (an expired entry is dropped). */
  get(key: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now >= entry.expiresAt || now < entry.storedAt) {
      this.totalBytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  /**
   * Stores a page rendered with `nonce` in a segment ending at `segmentEnd`: it lives until that boundary or the TTL,
   * whichever comes first. Returns the entry, or undefined when there is nothing left of its life or no nonce to swap.
   */
  set(
    key: string,
    page: { html: string; nonce: string; headers: Headers },
    now: number,
    segmentEnd: number,
  ): CachedPage | undefined {
    const expiresAt = Math.min(segmentEnd, now + this.options.ttlMs);
    if (expiresAt <= now || !page.nonce) return undefined;
    const parts = page.html.split(page.nonce).map((part) => Buffer.from(part, "utf8"));
    const bytes = parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.options.maxBytes) return undefined;
    const headers = [...page.headers].filter(([name]) => STORED_HEADERS.has(name.toLowerCase()));
    const entry: CachedPage = { parts, headers, storedAt: now, expiresAt, bytes };
    this.delete(key);
    this.entries.set(key, entry);
    this.totalBytes += bytes;
    while (this.entries.size > this.options.maxEntries || this.totalBytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/**
 * The stored HTML with a new response's CSP nonce in every place the original one was, as the chunks to write in order
 * (the stored parts are not copied: a hit costs no buffer the size of the page).
 */
export function htmlChunksWithNonce(entry: CachedPage, nonce: string): { chunks: Buffer[]; bytes: number } {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, index) => {
    if (index > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  return { chunks, bytes: entry.bytes + nonceBytes.length * (entry.parts.length - 1) };
}

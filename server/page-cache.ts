// The page cache: rendered documents of anonymous page requests, per (origin + path, schedule
// segment). An entry is immutable bytes: the same document for every visitor (hash-based CSP, no per-response nonce,
// the region_pref label applied in the browser), stored as identity, gzip and brotli with a strong ETag and every
// response header precomputed, so a hit only picks a variant and writes it. Rules are pure: the moment `now` (epoch
// ms) is always a parameter, read by the caller's clock. See docs/decisions/053-page-cache.md.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import { NO_STORE, presentsPreview } from "~/request/request-time.server";
import type { ScheduleSegment } from "~/request/schedule-segment.server";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What the cache rules read of a request (a node:http or Express request, or a fetch Request, can provide it). */
export interface PageRequest {
  method: string;
  /** The URL as the app sees it: origin, path and query. */
  url: URL;
  headers: { get(name: string): string | null };
}

/**
 * Why a request must skip the cache, or null when it may be served from (and stored in) it. Pages render from the URL,
 * the time and the preview only (the session lives in the browser's localStorage, and the region_pref label is applied
 * in the browser), so only previews and non-page requests are excluded. "preview": the request presents preview
 * credentials, so it is never answered from the cache; what it renders may still be stored if it is no preview (a
 * preview answer says no-store, app/root.tsx), so forged credentials do not make every request a render.
 */
export function bypassReason(request: PageRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return "method";
  const { url } = request;
  // The studio is never cached, and its requests never look up, store or evict a page.
  if (url.pathname === "/studio" || url.pathname.startsWith("/studio/") || url.pathname.startsWith("/studio."))
    return "studio";
  // Client navigations fetch loader data as turbo-stream (.data); only documents are cached.
  if (url.pathname.endsWith(".data")) return "data";
  if (url.pathname === "/api" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/__")) return "api";
  if (presentsPreview(url, request.headers)) return "preview";
  return null;
}

/** Stored pages are rendered at an instant on this grid (or their segment's start): at most this old, like the TTL. */
export const RENDER_STEP_MS = 5 * 60_000;

/**
 * The instant a stored page is rendered for at `now`: the last step of RENDER_STEP_MS, or the page's
 * segment start if that is later. Every process that renders the page in the same step renders the same bytes (the
 * server time a page embeds is this instant), so their ETags are the same, across workers and restarts.
 */
export function renderInstant(now: number, segment: ScheduleSegment): number {
  return Math.max(segment.start, Math.floor(now / RENDER_STEP_MS) * RENDER_STEP_MS);
}

/** Until when a page rendered for `instant` may be served from this cache: the next step, or its segment's end. */
export function instantExpiry(instant: number, segment: ScheduleSegment): number {
  return Math.min(segment.end, Math.floor(instant / RENDER_STEP_MS) * RENDER_STEP_MS + RENDER_STEP_MS);
}

/**
 * The cache key: the page, the instant it is rendered for (renderInstant) and the content version it is rendered with
 * (a publish makes every page of the old version a miss at once). Pages do not read the query string (only
 * the preview's `at`, which bypasses), so it is left out: tracking parameters share one entry and can not flood the
 * cache. The origin is in because canonical links and the cn host redirect depend on the host.
 */
export function cacheKey(url: URL, instant: number, version = ""): string {
  return `${version ? `${version} ` : ""}${instant} ${url.origin}${url.pathname}`;
}

/** Whether a rendered response may be stored: a 200 HTML document that sets no cookie and does not forbid caching. */
export function isStorable(response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return false;
  if (response.headers.has("set-cookie")) return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get("cache-control") ?? "");
}

/** Longest shared-cache life of a page, even far from any schedule boundary (and its stale-while-revalidate). */
export const SHARED_MAX_AGE_S = 300;

/**
 * Cache-Control for a shared cache (CDN, nginx) of a page valid until `segmentEnd`: s-maxage never reaches past the
 * page's next schedule boundary, and stale-while-revalidate only fills what is left before it, so no cache in front can
 * show a stage after its end. Browsers revalidate every time (max-age=0; the ETag makes that a 304).
 */
export function sharedCacheControl(now: number, segmentEnd: number): string {
  const left = Math.max(0, Math.floor((segmentEnd - now) / 1000));
  const sMaxAge = Math.min(SHARED_MAX_AGE_S, left);
  if (sMaxAge === 0) return "public, max-age=0, must-revalidate";
  const stale = Math.min(SHARED_MAX_AGE_S, left - sMaxAge);
  return `public, max-age=0, s-maxage=${sMaxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ""}`;
}

/** What must never be stored by anyone: previews, 404s, form answers, account pages. */
export { NO_STORE };

export type Encoding = "br" | "gzip" | "identity";
export const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/** The best stored encoding the client accepts (Accept-Encoding, q=0 excluded): brotli, then gzip, then none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzipOk = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "x-gzip" || name === "*") gzipOk = true;
  }
  return gzipOk ? "gzip" : "identity";
}

/** One stored representation: the bytes and every header but the per-hit ones (Age, Cache-Control, X-Cache). */
export interface CachedVariant {
  /** null for the uncompressed document: rarely asked for, it is unpacked from the gzip bytes when it is (identityBody). */
  body: Buffer | null;
  etag: string;
  /** Flat [name, value, name, value, ...] as node:http's writeHead takes it. */
  headers: string[];
}

export interface CachedPage {
  variants: Record<Encoding, CachedVariant>;
  storedAt: number;
  /** The server time the document embeds (its render instant): Server-Timing's age is counted from it. */
  renderedAt: number;
  /** The server's headers it was stored with (security headers): a background render of its next segment reuses them. */
  serverHeaders: readonly [string, string][];
  /** The end of the page's schedule segment or the TTL, whichever comes first. */
  expiresAt: number;
  /** The page's schedule segment end: what shared caches may be told (sharedCacheControl). */
  segmentEnd: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** Longest life of an entry even without a schedule boundary, in ms. */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the stored bytes (all variants), so a flood of distinct paths can not exhaust memory. */
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE_OPTIONS: PageCacheOptions = {
  ttlMs: 5 * 60_000,
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
};

/**
 * Compresses a rendered document once into the stored variants (off the main thread: zlib's thread pool). Brotli
 * quality 5 is ~2 ms for a 56 KB page, within 2% of gzip -9's size advantage lost to quality 11's 40 ms.
 */
export async function buildVariants(
  html: string | Buffer,
  headers: readonly [string, string][],
): Promise<Record<Encoding, CachedVariant>> {
  const identity = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const flat = headers.flat();
  const variant = (body: Buffer, encoding: Encoding): CachedVariant => {
    const etag = `"${tag}${encoding === "identity" ? "" : `-${encoding}`}"`;
    const own = ["Content-Length", String(body.length), "ETag", etag, "Vary", "Accept-Encoding"];
    if (encoding !== "identity") own.push("Content-Encoding", encoding);
    // The uncompressed bytes are ~70% of an entry and almost never asked for (browsers and CDNs send Accept-Encoding).
    return { body: encoding === "identity" ? null : body, etag, headers: [...flat, ...own] };
  };
  return { identity: variant(identity, "identity"), gzip: variant(gzipped, "gzip"), br: variant(brotli, "br") };
}

/** The bytes of a stored variant (the uncompressed document unpacked from its gzip bytes). */
export function variantBody(variants: Record<Encoding, CachedVariant>, encoding: Encoding): Buffer {
  return variants[encoding].body ?? gunzipSync(variants.gzip.body!);
}

/** Whether an If-None-Match names the page (any of its variants: they are one document). */
export function matchesEtag(ifNoneMatch: string | null | undefined, entry: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return ENCODINGS.some((encoding) => tags.includes(entry.variants[encoding].etag));
}

export interface StoreOptions {
  /** The end of its life in this cache, if earlier than the segment's end (the next render step). */
  expiresAt?: number;
  /** The server time the document embeds (default: `now`). */
  renderedAt?: number;
  serverHeaders?: readonly [string, string][];
}

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

  /** Whether a key holds an entry (alive or not yet: a background render's), without touching its recency. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * Stores a page at `now` (or ahead of its time, for a segment that starts then) in a segment ending at `segmentEnd`:
   * it lives until that boundary, `expiresAt` or the TTL, whichever comes first. Returns the entry, or undefined when
   * there is nothing left of its life or it is too big.
   */
  set(
    key: string,
    variants: Record<Encoding, CachedVariant>,
    now: number,
    segmentEnd: number,
    { expiresAt: until = Number.POSITIVE_INFINITY, renderedAt = now, serverHeaders = [] }: StoreOptions = {},
  ): CachedPage | undefined {
    const expiresAt = Math.min(segmentEnd, until, now + this.options.ttlMs);
    if (expiresAt <= now) return undefined;
    const bytes = ENCODINGS.reduce((sum, encoding) => sum + (variants[encoding].body?.length ?? 0), 0);
    if (bytes > this.options.maxBytes) return undefined;
    const entry: CachedPage = { variants, storedAt: now, renderedAt, serverHeaders, expiresAt, segmentEnd, bytes };
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

  /** Drops every entry whose key does not start with `prefix` (the pages of older content versions). */
  keepOnly(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (!key.startsWith(prefix)) this.delete(key);
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

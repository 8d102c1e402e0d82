// Serves page requests through the page cache, around the React Router request handler. A hit is written straight from
// the stored variant (precomputed headers, precompressed bytes, no per-hit allocation of page-sized buffers), and can
// be served before the Express stack (serveHit, from server/http-server.ts). Misses render, hash the document's inline
// scripts into its CSP, store the variants and answer like a hit. Every answer says `X-Cache: HIT | MISS | BYPASS`.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ContentDocument } from "~/content/document";
import { takeDocument } from "~/request/document-render.server";
import { renderAt } from "~/request/render-instant.server";
import { isPageUrl, pageScheduleSegment, type ScheduleSegment } from "~/request/schedule-segment.server";
import { compressOnce, finishInline, type DocumentFinisher } from "./document-finish";
import { basePolicy, documentHeaders, responseHeaderPairs } from "./document-headers";
import {
  NO_STORE,
  buildVariants,
  bypassReason,
  cacheKey,
  instantExpiry,
  isStorable,
  matchesEtag,
  preferredEncoding,
  renderInstant,
  sharedCacheControl,
  variantBody,
  type CachedPage,
  type PageCache,
  type PageRequest,
} from "./page-cache";

export interface CachedHandlerOptions {
  /** null: the cache is switched off (PAGE_CACHE=off), every request renders. */
  cache: PageCache | null;
  /** Epoch ms; the only place the cache learns the time. */
  clock: () => number;
  /** The schedule segment of a page at a moment: bounded by the boundaries that change that page only. */
  segmentOf?: (content: ContentDocument, url: URL, now: Date) => ScheduleSegment;
  /** Hash CSP and compression of a rendered document (the server's document thread; inline by default). */
  finish?: DocumentFinisher;
  /**
   * Renders a page with no request behind it (a plain anonymous GET of `url`). With it, a page served in the last
   * PRERENDER_LEAD_MS before its next boundary has its next segment's document rendered in the background, so the
   * first requests after the boundary are hits.
   */
  renderUrl?: (url: URL, content: ContentDocument) => Promise<Response>;
  /**
   * The content a request renders with, chosen once at its start: its key is part of the cache key, its document is
   * what the render is given.
   */
  content: () => ContentChoice;
  /** A reason of the caller's to skip the cache (a studio draft preview), or null. */
  bypass?: (request: PageRequest) => string | null;
}

/** The content version a request renders with: its cache key, and the document. */
export interface ContentChoice {
  key: string;
  document: ContentDocument;
}

/** How long before a page's boundary a request for it starts the background render of its next segment. */
export const PRERENDER_LEAD_MS = 60_000;

/** Writes a header list over whatever the response already holds (Express set some), then the status. */
function writeHead(res: ServerResponse, status: number, flat: readonly string[]): void {
  if (res.getHeaderNames().length === 0) {
    res.writeHead(status, flat as string[]);
    return;
  }
  for (let index = 0; index < flat.length; index += 2) res.setHeader(flat[index]!, flat[index + 1]!);
  res.writeHead(status);
}

/** Answers a request from a stored page: the variant the client accepts, or 304 when it has it already. */
export function writeEntry(
  res: ServerResponse,
  request: PageRequest,
  entry: CachedPage,
  now: number,
  cache: "HIT" | "MISS",
): void {
  const encoding = preferredEncoding(request.headers.get("accept-encoding"));
  const variant = entry.variants[encoding];
  const age = Math.max(0, now - entry.storedAt);
  // The page embeds the server time of its render instant; the browser's clock adds this age (ServerClockProvider).
  const embeddedAge = Math.max(0, now - entry.renderedAt);
  const perResponse = [
    "Cache-Control",
    sharedCacheControl(now, entry.segmentEnd),
    "Age",
    String(Math.floor(age / 1000)),
    "Server-Timing",
    `age;dur=${embeddedAge}`,
    "X-Cache",
    cache,
  ];
  if (matchesEtag(request.headers.get("if-none-match"), entry)) {
    writeHead(res, 304, ["ETag", variant.etag, "Vary", "Accept-Encoding", ...perResponse]);
    res.end();
    return;
  }
  writeHead(res, 200, [...variant.headers, ...perResponse]);
  res.end(request.method === "HEAD" ? undefined : variantBody(entry.variants, encoding));
}

/** A page request as the cache reads it, from a plain node:http request (before Express: no helpers). */
export function pageRequestOf(req: IncomingMessage, url: URL): PageRequest {
  return {
    method: req.method ?? "GET",
    url,
    headers: {
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}

export function createCachedHandler({
  cache,
  clock,
  segmentOf = pageScheduleSegment,
  finish = finishInline,
  renderUrl,
  content,
  bypass: callerBypass = () => null,
}: CachedHandlerOptions) {
  // Requests for a page being rendered wait for that render instead of starting their own (a boundary's first second).
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  // Background renders of next segments, one at a time (a boundary of a region with many pages is a queue, not a burst).
  let background: Promise<void> = Promise.resolve();
  const queued = new Set<string>();

  const skip = (request: PageRequest) => bypassReason(request) ?? callerBypass(request);

  function lookup(request: PageRequest, now: number): CachedPage | undefined {
    if (!cache || skip(request)) return undefined;
    const chosen = content();
    const instant = renderInstant(now, segmentOf(chosen.document, request.url, new Date(now)));
    return cache.get(cacheKey(request.url, instant, chosen.key), now);
  }

  /** Near a page's boundary, renders its next segment's document in the background (once), stored from then on. */
  function prepareNextSegment(url: URL, entry: CachedPage, now: number): void {
    if (!cache || !renderUrl || entry.segmentEnd - now > PRERENDER_LEAD_MS || entry.segmentEnd <= now) return;
    const at = entry.segmentEnd;
    const chosen = content();
    const next = segmentOf(chosen.document, url, new Date(at));
    const key = cacheKey(url, renderInstant(at, next), chosen.key);
    if (queued.has(key) || cache.has(key)) return;
    queued.add(key);
    const page = new URL(url.pathname, url.origin);
    background = background.then(async () => {
      try {
        const rendered = await renderAt(at, () => renderUrl(page, chosen.document));
        if (!isStorable(rendered)) {
          await rendered.body?.cancel();
          return;
        }
        const finished = await finish(await takeDocument(rendered), basePolicy([...entry.serverHeaders]), {
          kind: "store",
        });
        const headers = documentHeaders([...entry.serverHeaders], rendered.headers, finished.csp);
        cache.set(key, await buildVariants(finished.body, headers), at, next.end, {
          expiresAt: instantExpiry(at, next),
          renderedAt: at,
          serverHeaders: entry.serverHeaders,
        });
      } catch (error) {
        // The first request after the boundary renders it instead.
        console.error(`[page-cache] background render of ${page.pathname} failed: ${(error as Error).message}`);
      } finally {
        queued.delete(key);
      }
    });
  }

  return {
    /** Writes a cached page and returns true, or returns false when the request must render. */
    serveHit(request: PageRequest, res: ServerResponse): boolean {
      const now = clock();
      const entry = lookup(request, now);
      if (!entry) return false;
      writeEntry(res, request, entry, now, "HIT");
      prepareNextSegment(request.url, entry, now);
      return true;
    },

    /** Resolves once the background renders asked for so far are done. */
    settled(): Promise<void> {
      return background;
    },

    /**
     * Answers a page request on `res`: from the cache, or by rendering. Documents that can not be stored (previews,
     * 404s, HEAD misses) still get their hash CSP and `no-store`; anything that is not a document (redirects, `.data`)
     * is handed back to the caller to send as it is.
     */
    async handle(
      request: PageRequest,
      res: ServerResponse,
      render: (content: ContentDocument) => Promise<Response>,
      choice?: ContentChoice,
    ): Promise<{ passThrough: Response } | null> {
      if (this.serveHit(request, res)) return null;
      const bypass = cache ? skip(request) : "off";
      // The content this request renders with, for its key and its render (a publish meanwhile changes neither); a
      // caller's choice (a draft preview, which skips the cache) wins.
      const chosen = choice ?? content();
      const now = clock();
      const segment = segmentOf(chosen.document, request.url, new Date(now));
      const instant = renderInstant(now, segment);
      // A request presenting preview credentials is never answered from the cache, nor joins another's render; what it
      // renders is stored only if it turns out to be no preview (isStorable: a preview answer says no-store). It renders
      // at the server's clock (a preview's own clock runs from it), so its page is stored as rendered then. Only pages of
      // the page table render at the instant: /ssr/timestamp, the sitemap and robots.txt tell the time as it is.
      const key = bypass === null || bypass === "preview" ? cacheKey(request.url, instant, chosen.key) : null;
      const atInstant = bypass === null && isPageUrl(chosen.document, request.url);
      const renderedAt = atInstant ? instant : now;
      const renderPage = atInstant
        ? () => renderAt(instant, () => render(chosen.document))
        : () => render(chosen.document);

      if (key && bypass === null && request.method === "GET") {
        const pending = rendering.get(key);
        if (pending) {
          const entry = await pending;
          if (entry) {
            writeEntry(res, request, entry, clock(), "HIT");
            return null;
          }
        }
      }

      let settle: (entry: CachedPage | undefined) => void = () => undefined;
      const owner = key !== null && bypass === null && request.method === "GET" && !rendering.has(key);
      if (owner) rendering.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const rendered = await renderPage();
        if (!/^text\/html\b/i.test(rendered.headers.get("content-type") ?? "")) return { passThrough: rendered };
        const serverHeaders = responseHeaderPairs(res);
        const encoding = preferredEncoding(request.headers.get("accept-encoding"));
        // The document goes straight to `finish`, and no variable here holds it while that runs (DocumentFinisher).
        // A GET can be rendered again if the document thread dies with it; any other method is not repeated.
        const again =
          request.method === "GET" || request.method === "HEAD"
            ? async () => takeDocument(await renderPage())
            : undefined;
        // A stored document is finished uncompressed (buildVariants compresses it); any other is compressed once for
        // this response only (fast settings: these bytes are not kept).
        const store = key !== null && request.method === "GET" && isStorable(rendered);
        const finished = await finish(
          await takeDocument(rendered),
          basePolicy(serverHeaders),
          store ? { kind: "store" } : { kind: "send", encoding },
          again,
        );
        const headers = documentHeaders(serverHeaders, rendered.headers, finished.csp);
        let body = finished.body;
        if (store) {
          // Stored as of the end of the render (its embedded server time is at most this old), for the segment of the start.
          const stored = clock();
          const entry = cache!.set(key, await buildVariants(finished.body, headers), stored, segment.end, {
            expiresAt: instantExpiry(instant, segment),
            renderedAt,
            serverHeaders,
          });
          settle(entry);
          if (entry) {
            writeEntry(res, request, entry, stored, "MISS");
            prepareNextSegment(request.url, entry, stored);
            return null;
          }
          body = compressOnce(finished.body, encoding);
        }
        settle(undefined);
        for (const [name, value] of headers) res.setHeader(name, value);
        const cookies = rendered.headers.getSetCookie();
        if (cookies.length) res.setHeader("Set-Cookie", cookies);
        res.setHeader("Cache-Control", NO_STORE);
        res.setHeader("X-Cache", bypass ? "BYPASS" : "MISS");
        res.setHeader("Vary", "Accept-Encoding");
        if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", String(body.length));
        res.statusCode = rendered.status;
        res.end(request.method === "HEAD" ? undefined : body);
        return null;
      } finally {
        settle(undefined);
        if (owner) rendering.delete(key);
      }
    },
  };
}

export type CachedHandler = ReturnType<typeof createCachedHandler>;

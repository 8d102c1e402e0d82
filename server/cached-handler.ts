// Serves page requests through the page cache, around the React Router request handler. A hit is answered as plain
// data (status, headers, body) that the server writes directly: no fetch Request or Response is built for it, which
// keeps a hit close to the cost of a static file. Every answer says what happened in `X-Cache: HIT | MISS | BYPASS`.
import { scheduleSegment, type ScheduleSegment } from "~/lib/schedule-segment.server";
import {
  bypassReason,
  cacheKey,
  htmlChunksWithNonce,
  isStorable,
  renderedCountry,
  type PageCache,
  type PageRequest,
} from "./page-cache";

/** Renders this request with the given CSP nonce (the React Router handler with its load context). */
export type RenderPage = (nonce: string) => Promise<Response>;

/** A page served from the cache. */
export interface CachedAnswer {
  status: 200;
  headers: Record<string, string>;
  /** The page's bytes as chunks to write in order; null for HEAD. */
  body: Buffer[] | null;
}

export interface CachedHandlerOptions {
  /** null: the cache is switched off (PAGE_CACHE=off), every request renders. */
  cache: PageCache | null;
  /** Epoch ms; the only place the cache learns the time. */
  clock: () => number;
  segmentOf?: (now: number) => ScheduleSegment;
}

/** Pages differ with the region_pref cookie (key) and previews (bypass): shared caches must key on Cookie too. */
function varyCookie(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Cookie");
  else if (!/\bcookie\b/i.test(vary)) headers.set("vary", `${vary}, Cookie`);
}

function answer(response: Response, cache: "MISS" | "BYPASS", body: BodyInit | null = response.body): Response {
  const headers = new Headers(response.headers);
  headers.set("x-cache", cache);
  varyCookie(headers);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export function createCachedHandler({ cache, clock, segmentOf = scheduleSegment }: CachedHandlerOptions) {
  return async function handle(
    request: PageRequest,
    nonce: string,
    render: RenderPage,
  ): Promise<Response | CachedAnswer> {
    if (!cache || bypassReason(request)) return answer(await render(nonce), "BYPASS");

    const now = clock();
    const segment = segmentOf(now);
    const key = cacheKey(
      request.url,
      await renderedCountry(request.url.pathname, request.headers.get("cookie")),
      segment,
    );
    const hit = cache.get(key, now);
    if (hit) {
      const age = now - hit.storedAt;
      const headers: Record<string, string> = Object.fromEntries(hit.headers);
      headers["x-cache"] = "HIT";
      // The page also depends on the region cookie; compression adds Accept-Encoding for clients that accept one.
      headers["vary"] = "Cookie, Accept-Encoding";
      headers["age"] = String(Math.floor(age / 1000));
      // The page embeds the server time of its render; the browser's clock adds this age (ServerClockProvider).
      headers["server-timing"] = `age;dur=${age}`;
      const { chunks, bytes } = htmlChunksWithNonce(hit, nonce);
      headers["content-length"] = String(bytes);
      return { status: 200, headers, body: request.method === "HEAD" ? null : chunks };
    }

    const rendered = await render(nonce);
    if (request.method !== "GET" || !isStorable(rendered)) return answer(rendered, "MISS");
    const html = await rendered.text();
    // Stored as of the end of the render (its embedded server time is at most this old), for the segment of the start.
    cache.set(key, { html, nonce, headers: rendered.headers }, clock(), segment.end);
    return answer(rendered, "MISS", html);
  };
}

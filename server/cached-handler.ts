// Serves page requests through the page cache: a fetch-level wrapper around the React Router request handler, so it
// can be tested without a server. Every answer says what happened in `X-Cache: HIT | MISS | BYPASS`.
import { scheduleSegment, type ScheduleSegment } from "~/lib/schedule-segment.server";
import { bypassReason, cacheKey, htmlWithNonce, isStorable, renderedCountry, type PageCache } from "./page-cache";

/** Renders a request with the given CSP nonce (the React Router handler with its load context). */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

export interface CachedHandlerOptions {
  render: RenderPage;
  /** null: the cache is switched off (PAGE_CACHE=off), every request renders. */
  cache: PageCache | null;
  /** Epoch ms; the only place the cache learns the time. */
  clock: () => number;
  segmentOf?: (now: number) => ScheduleSegment;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const result = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
  return result;
}

/** Pages differ with the region_pref cookie (key) and previews (bypass): shared caches must key on Cookie too. */
function varyCookie(response: Response): void {
  const vary = response.headers.get("vary");
  if (!vary) response.headers.set("vary", "Cookie");
  else if (!/\bcookie\b/i.test(vary)) response.headers.set("vary", `${vary}, Cookie`);
}

export function createCachedHandler({ render, cache, clock, segmentOf = scheduleSegment }: CachedHandlerOptions) {
  return async function handle(request: Request, nonce: string): Promise<Response> {
    const reason = cache ? bypassReason(request) : "off";
    if (!cache || reason) {
      const response = withHeaders(await render(request, nonce), { "x-cache": "BYPASS" });
      varyCookie(response);
      return response;
    }

    const now = clock();
    const url = new URL(request.url);
    const segment = segmentOf(now);
    const key = cacheKey(url, await renderedCountry(url.pathname, request.headers.get("cookie")), segment);
    const hit = cache.get(key, now);
    if (hit) {
      const age = now - hit.storedAt;
      const headers = new Headers(hit.headers);
      headers.set("x-cache", "HIT");
      headers.set("age", String(Math.floor(age / 1000)));
      // The page embeds the server time of its render; the browser's clock adds this age (ServerClockProvider).
      headers.set("server-timing", `age;dur=${age}`);
      const response = new Response(request.method === "HEAD" ? null : htmlWithNonce(hit, nonce), { status: 200, headers });
      varyCookie(response);
      return response;
    }

    const rendered = await render(request, nonce);
    if (request.method !== "GET" || !isStorable(rendered)) {
      const response = withHeaders(rendered, { "x-cache": "MISS" });
      varyCookie(response);
      return response;
    }
    const html = await rendered.text();
    // Stored as of the end of the render (its embedded server time is at most this old), for the segment of the start.
    cache.set(key, { html, nonce, headers: rendered.headers }, clock(), segment.end);
    const response = new Response(html, { status: rendered.status, statusText: rendered.statusText, headers: rendered.headers });
    response.headers.set("x-cache", "MISS");
    varyCookie(response);
    return response;
  };
}

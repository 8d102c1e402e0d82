import { describe, expect, it } from "vitest";
import { createCachedHandler, type CachedAnswer } from "../../server/cached-handler";
import {
  PageCache,
  bypassReason,
  cacheKey,
  htmlChunksWithNonce,
  isStorable,
  renderedCountry,
  type PageRequest,
} from "../../server/page-cache";
import { regionPrefCookie } from "~/lib/region-pref.server";
import { SCHEDULE_INSTANTS, collectInstants, scheduleSegment } from "~/lib/schedule-segment.server";
import { CAMPAIGN_SCHEDULES } from "~/content/campaign-schedule";
import { SITES } from "~/content/sites";
import { nextPurchaseDateChange, latestPurchaseDate } from "~/lib/support-forms";

const ms = (iso: string) => Date.parse(iso);
const get = (path: string, init: RequestInit = {}): PageRequest => {
  const request = new Request(`http://shop.test${path}`, init);
  return { method: request.method, url: new URL(request.url), headers: request.headers };
};
/** A cached answer as the server writes it, for uniform assertions. */
const asResponse = (answer: Response | CachedAnswer) =>
  answer instanceof Response
    ? answer
    : new Response(answer.body ? new Uint8Array(Buffer.concat(answer.body)) : null, {
        status: answer.status,
        headers: answer.headers,
      });
const MINUTE = 60_000;

describe("bypassReason", () => {
  it("lets anonymous GET and HEAD page requests through", () => {
    expect(bypassReason(get("/us/black-friday"))).toBeNull();
    expect(bypassReason(get("/", { method: "HEAD" }))).toBeNull();
    expect(bypassReason(get("/us?utm_source=mail", { headers: { cookie: "region_pref=abc; _ga=1" } }))).toBeNull();
  });
  it("skips other methods, loader data, the API and previews", () => {
    expect(bypassReason(get("/us/login", { method: "POST" }))).toBe("method");
    expect(bypassReason(get("/us/black-friday.data"))).toBe("data");
    expect(bypassReason(get("/api/subscribe"))).toBe("api");
    expect(bypassReason(get("/us?at=2024-11-22T09:00:00%2B01:00"))).toBe("preview");
    expect(bypassReason(get("/us", { headers: { "x-preview-token": "anything" } }))).toBe("preview");
    expect(bypassReason(get("/us", { headers: { cookie: "a=1; preview_at=2024" } }))).toBe("preview");
    expect(bypassReason(get("/us", { headers: { cookie: "preview_token=x" } }))).toBe("preview");
  });
});

describe("renderedCountry and cacheKey", () => {
  it("keys by the region preference country only where the page shows it", async () => {
    const cookie = await regionPrefCookie.serialize({ region: "us", language: "en", country: "CA" });
    expect(await renderedCountry("/us/manuals", cookie)).toBe("CA");
    expect(await renderedCountry("/uk/manuals", cookie)).toBeNull();
    expect(await renderedCountry("/us/manuals", "region_pref=garbage")).toBeNull();
    expect(await renderedCountry("/us/manuals", null)).toBeNull();
  });
  it("separates origin, path, country and schedule segment, and ignores the query", () => {
    const segment = { start: 1, end: 2 };
    const key = (url: string, country: string | null = null, s = segment) => cacheKey(new URL(url), country, s);
    expect(key("http://a.test/us?utm=1")).toBe(key("http://a.test/us"));
    expect(
      new Set([
        key("http://a.test/us"),
        key("http://b.test/us"),
        key("http://a.test/uk"),
        key("http://a.test/us", "CA"),
        key("http://a.test/us", null, { start: 2, end: 3 }),
      ]).size,
    ).toBe(5);
  });
});

describe("isStorable", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  it("stores 200 HTML only, without cookies or no-store", () => {
    expect(isStorable(new Response("x", { headers: html }))).toBe(true);
    expect(isStorable(new Response("x", { status: 404, headers: html }))).toBe(false);
    expect(isStorable(new Response("x", { status: 302, headers: { ...html, location: "/" } }))).toBe(false);
    expect(isStorable(new Response("{}", { headers: { "content-type": "application/json" } }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { ...html, "set-cookie": "a=1" } }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { ...html, "cache-control": "no-store" } }))).toBe(false);
  });
});

describe("scheduleSegment", () => {
  it("finds every campaign stage start and end and every launch stage in the content", () => {
    for (const campaign of Object.values(CAMPAIGN_SCHEDULES)) {
      for (const schedule of Object.values(campaign)) {
        for (const stage of schedule.stages) expect(SCHEDULE_INSTANTS).toContain(ms(stage.startTime));
        expect(SCHEDULE_INSTANTS).toContain(ms(schedule.endTime));
      }
    }
    for (const site of Object.values(SITES))
      for (const stamp of site.launch.timestamps) if (stamp) expect(SCHEDULE_INSTANTS).toContain(ms(stamp));
  });
  it("collects instants from nested data, not plain dates or other text", () => {
    const found = collectInstants({
      a: [{ startTime: "2025-02-08T00:00:00+08:00" }],
      b: "2025-02-08",
      c: "Now",
      d: { e: "2025-01-01T00:00Z" },
    });
    expect([...found].sort()).toEqual([ms("2025-01-01T00:00Z"), ms("2025-02-08T00:00:00+08:00")].sort());
  });
  it("ends at the next boundary and starts at the last one", () => {
    const stage2 = ms("2024-11-22T09:00:00+01:00");
    const before = scheduleSegment(stage2 - 1);
    const after = scheduleSegment(stage2);
    expect(before.end).toBe(stage2);
    expect(after.start).toBe(stage2);
    expect(after.end).toBeGreaterThan(stage2);
  });
  it("ends at the latest-purchase-date change at the latest (forms), so a segment is never unbounded", () => {
    const now = ms("2030-06-01T12:00:00Z");
    const segment = scheduleSegment(now);
    expect(segment.end).toBe(nextPurchaseDateChange(now));
    expect(latestPurchaseDate(segment.end - 1)).not.toBe(latestPurchaseDate(segment.end));
    expect(segment.end - segment.start).toBe(24 * 60 * MINUTE);
  });
});

describe("PageCache", () => {
  const page = (html = `<script nonce="N1">a</script><p>N1</p>`) => ({
    html,
    nonce: "N1",
    headers: new Headers({ "content-type": "text/html", "x-other": "1" }),
  });

  it("serves an entry until the segment end or the TTL, whichever comes first", () => {
    const cache = new PageCache({ ttlMs: 10 * MINUTE, maxEntries: 10, maxBytes: 1e6 });
    cache.set("k", page(), 0, 3 * MINUTE);
    expect(cache.get("k", 3 * MINUTE - 1)).toBeDefined();
    expect(cache.get("k", 3 * MINUTE)).toBeUndefined();
    cache.set("k", page(), 0, 60 * MINUTE);
    expect(cache.get("k", 10 * MINUTE - 1)).toBeDefined();
    expect(cache.get("k", 10 * MINUTE)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it("does not store what has no life left or no nonce to swap", () => {
    const cache = new PageCache({ ttlMs: MINUTE, maxEntries: 10, maxBytes: 1e6 });
    expect(cache.set("k", page(), 5, 5)).toBeUndefined();
    expect(cache.set("k", { ...page(), nonce: "" }, 0, 5)).toBeUndefined();
  });
  it("swaps the CSP nonce everywhere and keeps only content headers", () => {
    const cache = new PageCache({ ttlMs: MINUTE, maxEntries: 10, maxBytes: 1e6 });
    const entry = cache.set("k", page(), 0, MINUTE)!;
    expect(Buffer.concat(htmlChunksWithNonce(entry, "N2").chunks).toString("utf8")).toBe(
      `<script nonce="N2">a</script><p>N2</p>`,
    );
    expect(entry.headers).toEqual([["content-type", "text/html"]]);
  });
  it("evicts the least recently used entries beyond its entry and byte limits", () => {
    const cache = new PageCache({ ttlMs: MINUTE, maxEntries: 2, maxBytes: 1e6 });
    cache.set("a", page(), 0, MINUTE);
    cache.set("b", page(), 0, MINUTE);
    cache.get("a", 1);
    cache.set("c", page(), 0, MINUTE);
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)].map(Boolean)).toEqual([true, false, true]);
    const small = new PageCache({ ttlMs: MINUTE, maxEntries: 10, maxBytes: 100 });
    small.set("a", page("x".repeat(60)), 0, MINUTE);
    small.set("b", page("y".repeat(60)), 0, MINUTE);
    expect(small.size).toBe(1);
    expect(small.bytes).toBe(60);
  });
});

describe("createCachedHandler", () => {
  function setup(start = ms("2024-11-22T08:58:00+01:00")) {
    let now = start;
    const renders: number[] = [];
    const renderFor = (request: PageRequest) => async (nonce: string) => {
      renders.push(now);
      const stage = now >= ms("2024-11-22T09:00:00+01:00") ? 2 : 1;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (request.url.pathname === "/cookie") headers.set("set-cookie", "a=1");
      return new Response(`<script nonce="${nonce}"></script><p>stage ${stage} at ${now}</p>`, { headers });
    };
    const handler = createCachedHandler({
      cache: new PageCache({ ttlMs: 5 * MINUTE, maxEntries: 100, maxBytes: 1e7 }),
      clock: () => now,
    });
    const handle = async (request: PageRequest, nonce: string) =>
      asResponse(await handler(request, nonce, renderFor(request)));
    return { handle, renders, advance: (by: number) => (now += by), at: () => now };
  }

  it("renders once, then serves the stored page with the new nonce and its age", async () => {
    const { handle, renders, advance } = setup();
    const first = await handle(get("/us/black-friday"), "AAA");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("vary")).toBe("Cookie");
    const body = await first.text();
    advance(1500);
    const second = await handle(get("/us/black-friday?utm=x"), "BBB");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toBe("1");
    expect(second.headers.get("server-timing")).toBe("age;dur=1500");
    expect(await second.text()).toBe(body.replaceAll("AAA", "BBB"));
    expect(renders).toHaveLength(1);
  });
  it("never serves a page across a schedule boundary", async () => {
    const { handle, advance } = setup();
    expect(await (await handle(get("/us/black-friday"), "A")).text()).toContain("stage 1");
    advance(119_999); // 08:59:59.999
    const before = await handle(get("/us/black-friday"), "A");
    expect(before.headers.get("x-cache")).toBe("HIT");
    advance(1); // 09:00:00.000, stage 2 starts
    const after = await handle(get("/us/black-friday"), "A");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("stage 2");
  });
  it("renders again after the TTL", async () => {
    const { handle, advance } = setup(ms("2030-01-01T00:00:00Z"));
    await handle(get("/us"), "A");
    advance(5 * MINUTE);
    expect((await handle(get("/us"), "A")).headers.get("x-cache")).toBe("MISS");
  });
  it("bypasses previews and does not store what a preview renders", async () => {
    const { handle, renders } = setup();
    const preview = await handle(get("/us?at=2024-11-23T00:00:00Z", { headers: { "x-preview-token": "t" } }), "A");
    expect(preview.headers.get("x-cache")).toBe("BYPASS");
    expect((await handle(get("/us"), "A")).headers.get("x-cache")).toBe("MISS");
    expect(renders).toHaveLength(2);
  });
  it("does not store responses that set cookies, nor HEAD misses, but answers HEAD from the cache", async () => {
    const { handle } = setup();
    await handle(get("/cookie"), "A");
    expect((await handle(get("/cookie"), "A")).headers.get("x-cache")).toBe("MISS");
    expect((await handle(get("/us", { method: "HEAD" }), "A")).headers.get("x-cache")).toBe("MISS");
    await handle(get("/us"), "A");
    const head = await handle(get("/us", { method: "HEAD" }), "A");
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(head.body).toBeNull();
  });
  it("renders every request when switched off", async () => {
    let calls = 0;
    const handler = createCachedHandler({ cache: null, clock: () => 0 });
    const render = async () => (calls++, new Response("<p></p>", { headers: { "content-type": "text/html" } }));
    const handle = async (request: PageRequest, nonce: string) => asResponse(await handler(request, nonce, render));
    await handle(get("/us"), "A");
    const second = await handle(get("/us"), "A");
    expect(second.headers.get("x-cache")).toBe("BYPASS");
    expect(calls).toBe(2);
  });
});

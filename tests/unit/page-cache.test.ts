// The page cache's rules and store (server/page-cache.ts) and what it relies on: which requests it may take, keys,
// shared-cache lifetimes, the hash CSP of a document, the schedule segments pages are stored for, stored variants.
import { createHash } from "node:crypto";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import {
  collectInstants,
  pageScheduleSegment,
  scheduleInstants,
  scheduleSegment,
} from "~/request/schedule-segment.server";
import { nextPurchaseDateChange, latestPurchaseDate } from "~/rules/support-forms";
import {
  documentCsp,
  inlineScriptHashes,
  insertModuleScriptsByScript,
  prepareDocument,
} from "../../server/document-csp";
import { compressOnce } from "../../server/document-finish";
import {
  PageCache,
  buildVariants,
  bypassReason,
  cacheKey,
  isStorable,
  matchesEtag,
  preferredEncoding,
  sharedCacheControl,
  variantBody,
  type PageRequest,
} from "../../server/page-cache";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const ms = (iso: string) => Date.parse(iso);
const get = (path: string, init: RequestInit = {}): PageRequest => {
  const request = new Request(`http://shop.test${path}`, init);
  return { method: request.method, url: new URL(request.url), headers: request.headers };
};
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

describe("cacheKey", () => {
  it("separates origin, path and render instant, and ignores the query and cookies", () => {
    const key = (url: string, instant = 1) => cacheKey(new URL(url), instant);
    expect(key("http://a.test/us?utm=1")).toBe(key("http://a.test/us"));
    expect(
      new Set([key("http://a.test/us"), key("http://b.test/us"), key("http://a.test/uk"), key("http://a.test/us", 2)])
        .size,
    ).toBe(4);
  });
});

describe("shared cache lifetime", () => {
  const boundary = ms("2024-11-22T09:00:00+01:00");
  it("never lets s-maxage or stale-while-revalidate reach past the next schedule boundary", () => {
    expect(sharedCacheControl(boundary - 3_000, boundary)).toBe("public, max-age=0, s-maxage=3");
    expect(sharedCacheControl(boundary - 400_000, boundary)).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=100",
    );
    expect(sharedCacheControl(boundary - 3_600_000, boundary)).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=300",
    );
    expect(sharedCacheControl(boundary - 500, boundary)).toBe("public, max-age=0, must-revalidate");
  });
  it("picks brotli, then gzip, then no encoding, as the client accepts them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(null)).toBe("identity");
  });
});

describe("hash-based CSP", () => {
  it("hashes every inline script the browser runs, not JSON-LD or external scripts", () => {
    const html =
      '<script>a()</script><script type="module" async="">import "/x.js"</script><script type="application/ld+json">{}</script><script src="/y.js"></script><script>a()</script>';
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js"')]);
  });
  it("prepares a document in one pass: module scripts inserted by script, every hash in document order", () => {
    const html =
      '<head><script type="application/ld+json">{"a":"</p>"}</script><script>a()</script></head><body>' +
      '<script type="module" async="">import "/x.js";\n</script><script src="/y.js"></script>' +
      '<script TYPE=\'module\'>import("/z.js")</script><script>a()</script><script type="text/plain">x</script></body>';
    const base = "default-src 'self';script-src 'self'";
    const { html: rewritten, created } = insertModuleScriptsByScript(html);
    // Every script here is the app's: the render marked them all.
    const prepared = prepareDocument(html.replace(/<script/gi, '<script nonce="M"'), base, "M");
    expect(prepared.html).toBe(rewritten);
    expect(prepared.html).not.toMatch(/<script type=["']module/i);
    const hashes = [
      ...inlineScriptHashes(rewritten),
      ...created.map((text) => inlineScriptHashes(`<script>${text}</script>`)[0]!),
    ];
    expect(hashes).toHaveLength(5);
    expect(prepared.csp).toBe(documentCsp(base, hashes));
  });
  it("replaces script-src with 'self' 'strict-dynamic' and the hashes, keeping every other directive", () => {
    const base = "default-src 'self';script-src 'self' 'unsafe-eval';object-src 'none'";
    expect(documentCsp(base, ["'sha256-A'"])).toBe(
      "default-src 'self';script-src 'self' 'strict-dynamic' 'unsafe-eval' 'sha256-A';object-src 'none'",
    );
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
    for (const campaign of Object.values(content.campaigns)) {
      for (const schedule of Object.values(campaign.schedules)) {
        for (const stage of schedule!.stages) {
          expect(scheduleInstants(content)).toContain(ms(stage.startTime));
          if (stage.endTime) expect(scheduleInstants(content)).toContain(ms(stage.endTime));
        }
        expect(scheduleInstants(content)).toContain(ms(schedule!.endTime));
      }
    }
    for (const region of Object.values(content.preorder.regions))
      for (const stamp of region.launch) if (stamp) expect(scheduleInstants(content)).toContain(ms(stamp));
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
    const before = scheduleSegment(new Date(stage2 - 1), scheduleInstants(content));
    const after = scheduleSegment(new Date(stage2), scheduleInstants(content));
    expect(before.end).toBe(stage2);
    expect(after.start).toBe(stage2);
    expect(after.end).toBeGreaterThan(stage2);
  });
  it("ends at the latest-purchase-date change at the latest (forms), so a segment is never unbounded", () => {
    const now = ms("2030-06-01T12:00:00Z");
    const segment = scheduleSegment(new Date(now), scheduleInstants(content));
    expect(segment.end).toBe(nextPurchaseDateChange(new Date(now)));
    expect(latestPurchaseDate(new Date(segment.end - 1))).not.toBe(latestPurchaseDate(new Date(segment.end)));
    expect(segment.end - segment.start).toBe(24 * 60 * MINUTE);
  });
  it("ends a page's segment at the turn of the year in its region's zone (the footer's copyright year)", () => {
    // After every instant the content names.
    const now = new Date("2031-06-01T12:00:00Z");
    expect(pageScheduleSegment(content, new URL("http://localhost/us/faq"), now)).toEqual({
      start: ms("2031-01-01T00:00:00-08:00"),
      end: ms("2032-01-01T00:00:00-08:00"),
    });
    expect(pageScheduleSegment(content, new URL("http://localhost/jp/faq"), now).end).toBe(
      ms("2032-01-01T00:00:00+09:00"),
    );
  });
});

describe("PageCache", () => {
  const variants = (html = "<p>a</p>") => buildVariants(html, [["content-type", "text/html"]]);

  it("serves an entry until the segment end or the TTL, whichever comes first", async () => {
    const cache = new PageCache({ ttlMs: 10 * MINUTE, maxEntries: 10, maxBytes: 1e6 });
    cache.set("k", await variants(), 0, 3 * MINUTE);
    expect(cache.get("k", 3 * MINUTE - 1)).toBeDefined();
    expect(cache.get("k", 3 * MINUTE)).toBeUndefined();
    cache.set("k", await variants(), 0, 60 * MINUTE);
    expect(cache.get("k", 10 * MINUTE - 1)).toBeDefined();
    expect(cache.get("k", 10 * MINUTE)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it("does not store what has no life left", async () => {
    const cache = new PageCache({ ttlMs: MINUTE, maxEntries: 10, maxBytes: 1e6 });
    expect(cache.set("k", await variants(), 5, 5)).toBeUndefined();
  });
  it("stores one document as identity, gzip and brotli bytes with strong ETags and precomputed headers", async () => {
    const html = "<!DOCTYPE html><p>" + "robots ".repeat(200) + "</p>";
    const stored = await variants(html);
    expect(variantBody(stored, "identity").toString("utf8")).toBe(html);
    expect(stored.identity.body).toBeNull(); // kept as gzip only, unpacked when a client asks for no encoding
    expect(gunzipSync(stored.gzip.body!).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(stored.br.body!).toString("utf8")).toBe(html);
    expect(stored.br.body!.length).toBeLessThan(Buffer.byteLength(html));
    expect(stored.identity.etag).toMatch(/^"[\w-]{27}"$/);
    expect(stored.gzip.etag).toBe(stored.identity.etag.replace(/"$/, '-gzip"'));
    expect(stored.br.headers).toEqual(
      expect.arrayContaining(["content-type", "text/html", "Content-Encoding", "br", "Vary", "Accept-Encoding"]),
    );
    const cache = new PageCache({ ttlMs: MINUTE, maxEntries: 10, maxBytes: 1e6 });
    const entry = cache.set("k", stored, 0, MINUTE)!;
    expect(matchesEtag(stored.gzip.etag, entry)).toBe(true);
    expect(matchesEtag(`W/${stored.identity.etag}, "other"`, entry)).toBe(true);
    expect(matchesEtag('"other"', entry)).toBe(false);
  });
  it("compresses a document that is not stored in the encoding the client takes", () => {
    const html = "<!DOCTYPE html><p>" + "Zürich robots ".repeat(200) + "</p>";
    expect(brotliDecompressSync(compressOnce(html, "br")).toString("utf8")).toBe(html);
    expect(gunzipSync(compressOnce(html, "gzip")).toString("utf8")).toBe(html);
    expect(compressOnce(html, "identity").toString("utf8")).toBe(html);
    expect(compressOnce(html, "br").length).toBeLessThan(Buffer.byteLength(html) / 4);
  });
  it("evicts the least recently used entries beyond its entry and byte limits", async () => {
    const cache = new PageCache({ ttlMs: MINUTE, maxEntries: 2, maxBytes: 1e6 });
    cache.set("a", await variants(), 0, MINUTE);
    cache.set("b", await variants(), 0, MINUTE);
    cache.get("a", 1);
    cache.set("c", await variants(), 0, MINUTE);
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)].map(Boolean)).toEqual([true, false, true]);
    const one = await variants("x".repeat(2000));
    const oneBytes = one.gzip.body!.length + one.br.body!.length;
    const small = new PageCache({ ttlMs: MINUTE, maxEntries: 10, maxBytes: oneBytes + 1 });
    small.set("a", one, 0, MINUTE);
    small.set("b", await variants("y".repeat(2000)), 0, MINUTE);
    expect(small.size).toBe(1);
  });
});

import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { CAMPAIGN_FACTS } from "~/content/campaigns";
import PREORDER from "~/content/preorder";
import { documentResponse } from "~/request/document-render.server";
import { cacheRenderInstant } from "~/request/render-instant.server";
import { SCHEDULE_INSTANTS, collectInstants, scheduleSegment } from "~/request/schedule-segment.server";
import { nextPurchaseDateChange, latestPurchaseDate } from "~/rules/support-forms";
import { createCachedHandler } from "../../server/cached-handler";
import {
  documentCsp,
  inlineScriptHashes,
  insertModuleScriptsByScript,
  prepareDocument,
} from "../../server/document-csp";
import { compressOnce } from "../../server/document-finish";
import { finishInline, type DocumentFinisher } from "../../server/document-finish";
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
    // Every script here is the app's: the render marked them all (issue 25).
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
    for (const campaign of Object.values(CAMPAIGN_FACTS)) {
      for (const schedule of Object.values(campaign.schedules)) {
        for (const stage of schedule!.stages) {
          expect(SCHEDULE_INSTANTS).toContain(ms(stage.startTime));
          if (stage.endTime) expect(SCHEDULE_INSTANTS).toContain(ms(stage.endTime));
        }
        expect(SCHEDULE_INSTANTS).toContain(ms(schedule!.endTime));
      }
    }
    for (const region of Object.values(PREORDER.regions))
      for (const stamp of region.launch) if (stamp) expect(SCHEDULE_INSTANTS).toContain(ms(stamp));
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
    const before = scheduleSegment(new Date(stage2 - 1));
    const after = scheduleSegment(new Date(stage2));
    expect(before.end).toBe(stage2);
    expect(after.start).toBe(stage2);
    expect(after.end).toBeGreaterThan(stage2);
  });
  it("ends at the latest-purchase-date change at the latest (forms), so a segment is never unbounded", () => {
    const now = ms("2030-06-01T12:00:00Z");
    const segment = scheduleSegment(new Date(now));
    expect(segment.end).toBe(nextPurchaseDateChange(new Date(now)));
    expect(latestPurchaseDate(new Date(segment.end - 1))).not.toBe(latestPurchaseDate(new Date(segment.end)));
    expect(segment.end - segment.start).toBe(24 * 60 * MINUTE);
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

describe("createCachedHandler", () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** The handler behind a real node:http server (it writes to ServerResponse), with a clock the test moves. */
  async function setup(
    start = ms("2024-11-22T08:58:00+01:00"),
    cache: PageCache | null = new PageCache(),
    finish?: DocumentFinisher,
    { prerender = false } = {},
  ) {
    let now = start;
    const renders: number[] = [];
    /** A stand-in for the app: the page shows the campaign stage of the instant it renders for, and that instant. */
    const renderDocument = (url: URL, headers: Headers) => {
      const at = cacheRenderInstant() ?? now;
      renders.push(at);
      const stage = at >= ms("2024-11-22T09:00:00+01:00") ? 2 : 1;
      return documentResponse(
        [
          `<script nonce="M${at}">run(${stage})</script><p>${url.pathname} stage ${stage} at ${at} #${renders.length}</p>`,
        ],
        { headers },
        `M${at}`,
      );
    };
    const html = () => new Headers({ "content-type": "text/html; charset=utf-8" });
    const handler = createCachedHandler({
      cache,
      clock: () => now,
      finish,
      ...(prerender ? { renderUrl: async (url: URL) => renderDocument(url, html()) } : {}),
    });
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? "/", "http://shop.test");
      const request: PageRequest = {
        method: req.method ?? "GET",
        url,
        headers: { get: (name) => (req.headers[name] as string) ?? null },
      };
      res.setHeader("content-security-policy", "default-src 'self';script-src 'self'");
      res.setHeader("x-frame-options", "DENY");
      void handler
        .handle(request, res, async () => {
          const headers = html();
          if (url.pathname === "/cookie") headers.set("set-cookie", "a=1");
          // The app's root route marks a preview's answer (a right token: "t") no-store.
          if (req.headers["x-preview-token"] === "t") headers.set("cache-control", "private, no-store");
          if (url.pathname === "/ssr/timestamp")
            return new Response(null, { headers: { "x-timestamp": String(cacheRenderInstant() ?? now) } });
          if (url.pathname === "/redirect") {
            renders.push(now);
            return new Response(null, { status: 302, headers: { location: "/us" } });
          }
          return renderDocument(url, headers);
        })
        .then((answer) => {
          if (answer) {
            res.statusCode = answer.passThrough.status;
            for (const [name, value] of answer.passThrough.headers) res.setHeader(name, value);
            res.end();
          }
        });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const fetchPage = (path: string, init: RequestInit = {}) => fetch(origin + path, { redirect: "manual", ...init });
    return { fetchPage, renders, handler, advance: (by: number) => (now += by) };
  }

  it("renders once, then serves byte-identical hits with a hash CSP, a strong ETag and the page's age", async () => {
    const { fetchPage, renders, advance } = await setup();
    const first = await fetchPage("/us/black-friday", { headers: { "accept-encoding": "identity" } });
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const body = await first.text();
    advance(1500);
    const second = await fetchPage("/us/black-friday?utm=x", { headers: { "accept-encoding": "identity" } });
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toBe("1");
    // The page embeds the server time of its render instant (08:55, the last 5-minute step), 3 min 1.5 s ago.
    expect(second.headers.get("server-timing")).toBe("age;dur=181500");
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(second.headers.get("content-security-policy")).toBe(
      `default-src 'self';script-src 'self' 'strict-dynamic' ${inlineScriptHashes(body)[0]}`,
    );
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await second.text()).toBe(body);
    expect(renders).toHaveLength(1);
  });
  it("answers If-None-Match with 304 and sends brotli or gzip to clients that accept it", async () => {
    const { fetchPage } = await setup();
    const first = await fetchPage("/us");
    const etag = first.headers.get("etag")!;
    expect((await fetchPage("/us", { headers: { "if-none-match": etag } })).status).toBe(304);
    const br = await fetchPage("/us", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("x-cache")).toBe("HIT");
    expect(br.headers.get("etag")).toMatch(/-br"$/);
  });
  it("tells shared caches to keep the page only until its next schedule boundary", async () => {
    const { fetchPage } = await setup(ms("2024-11-22T08:59:57+01:00"));
    expect((await fetchPage("/us/black-friday")).headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3");
  });
  it("never serves a page across a schedule boundary", async () => {
    const { fetchPage, advance } = await setup();
    expect(await (await fetchPage("/us/black-friday")).text()).toContain("stage 1");
    advance(119_999); // 08:59:59.999
    expect((await fetchPage("/us/black-friday")).headers.get("x-cache")).toBe("HIT");
    advance(1); // 09:00:00.000, stage 2 starts
    const after = await fetchPage("/us/black-friday");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("stage 2");
  });
  it("gives a page the same bytes and ETag in every process that renders it in the same step (issue 26)", async () => {
    // Two workers (or one before and after a restart) missing the same page 2 min 40 s apart, within one 5-minute step.
    const first = await setup(ms("2024-11-22T07:56:10Z"));
    const second = await setup(ms("2024-11-22T07:58:50Z"));
    const [a, b] = [await first.fetchPage("/us/faq"), await second.fetchPage("/us/faq")];
    expect([a.headers.get("x-cache"), b.headers.get("x-cache")]).toEqual(["MISS", "MISS"]);
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    expect(await b.text()).toBe(await a.text());
    // A browser that has the first one's page revalidates with the second: 304.
    expect((await second.fetchPage("/us/faq", { headers: { "if-none-match": a.headers.get("etag")! } })).status).toBe(
      304,
    );
    // The next step renders anew (the server time a page embeds is at most one step old, as the TTL had it).
    const later = await setup(ms("2024-11-22T08:00:10Z"));
    expect((await later.fetchPage("/us/faq")).headers.get("etag")).not.toBe(a.headers.get("etag"));
  });
  it("renders only pages at their render instant: /ssr/timestamp tells the server's time as it is", async () => {
    const { fetchPage } = await setup(ms("2024-11-22T07:58:00Z"));
    const answer = await fetchPage("/ssr/timestamp");
    expect(answer.headers.get("x-timestamp")).toBe(String(ms("2024-11-22T07:58:00Z")));
  });
  it("cuts a page's shared lifetime only at boundaries that change it: jp and kr keep theirs at the us Black Friday", async () => {
    // 30 s before the us Black Friday stage 2 (2024-11-22 09:00 CET), which changes the us campaign page and home page.
    const { fetchPage } = await setup(ms("2024-11-22T08:59:30+01:00"));
    const full = "public, max-age=0, s-maxage=300, stale-while-revalidate=300";
    for (const path of ["/jp", "/jp/faq", "/kr", "/kr/faq", "/us/faq"])
      expect((await fetchPage(path)).headers.get("cache-control"), path).toBe(full);
    for (const path of ["/us", "/us/black-friday"])
      expect((await fetchPage(path)).headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=30");
  });
  it("renders a page's next segment in the background just before its boundary: the first requests after it are hits", async () => {
    const { fetchPage, advance, handler, renders } = await setup(
      ms("2024-11-22T08:59:30+01:00"),
      new PageCache(),
      undefined,
      {
        prerender: true,
      },
    );
    expect(await (await fetchPage("/us/black-friday")).text()).toContain("stage 1");
    expect((await fetchPage("/us")).headers.get("x-cache")).toBe("MISS");
    // Far from its boundary (2 December), no background render for the FAQ.
    await fetchPage("/us/faq");
    await handler.settled();
    expect(renders).toHaveLength(5);
    advance(30_000); // 09:00:00, stage 2
    const after = await fetchPage("/us/black-friday");
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(await after.text()).toContain("stage 2");
    expect(after.headers.get("server-timing")).toBe("age;dur=0");
    expect((await fetchPage("/us")).headers.get("x-cache")).toBe("HIT");
    expect(renders).toHaveLength(5);
  });
  it("renders again after the TTL", async () => {
    const { fetchPage, advance } = await setup(ms("2030-01-01T00:00:00Z"));
    await fetchPage("/us");
    advance(5 * MINUTE);
    expect((await fetchPage("/us")).headers.get("x-cache")).toBe("MISS");
  });
  it("bypasses previews, does not store what a preview renders, and forbids caching it", async () => {
    const { fetchPage, renders } = await setup();
    const preview = await fetchPage("/us?at=2024-11-23T00:00:00Z", { headers: { "x-preview-token": "t" } });
    expect(preview.headers.get("x-cache")).toBe("BYPASS");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("content-security-policy")).toContain("'strict-dynamic' 'sha256-");
    expect((await fetchPage("/us")).headers.get("x-cache")).toBe("MISS");
    expect(renders).toHaveLength(2);
  });
  it("renders a request with forged preview credentials, and stores its page when it is no preview", async () => {
    const { fetchPage, renders } = await setup();
    await fetchPage("/us");
    const forged = await fetchPage("/us?at=2024-11-23T00:00:00Z", { headers: { cookie: "preview_token =e30=" } });
    expect(forged.headers.get("x-cache")).toBe("MISS");
    expect(renders).toHaveLength(2);
    expect((await fetchPage("/us")).headers.get("x-cache")).toBe("HIT");
    expect(renders).toHaveLength(2);
  });
  it("does not store responses that set cookies, nor HEAD misses, but answers HEAD from the cache", async () => {
    const { fetchPage } = await setup();
    await fetchPage("/cookie");
    expect((await fetchPage("/cookie")).headers.get("x-cache")).toBe("MISS");
    expect((await fetchPage("/us", { method: "HEAD" })).headers.get("x-cache")).toBe("MISS");
    await fetchPage("/us");
    const head = await fetchPage("/us", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });
  it("hands anything that is not a document back to the caller", async () => {
    const { fetchPage } = await setup();
    expect((await fetchPage("/redirect")).status).toBe(302);
  });
  it("renders a GET again if the document thread dies with it, and never repeats another method", async () => {
    const agains: string[] = [];
    // A finisher whose thread dies with every job: it finishes from `again` when the caller gives one.
    const dying: DocumentFinisher = async (html, policy, mode, again) => {
      agains.push(again ? "again" : "none");
      return finishInline(again ? await again() : html, policy, mode);
    };
    const { fetchPage, renders } = await setup(ms("2030-01-01T00:00:00Z"), new PageCache(), dying);
    const page = await fetchPage("/us", { headers: { "accept-encoding": "identity" } });
    expect(await page.text()).toContain("#2");
    expect(renders).toHaveLength(2);
    const posted = await fetchPage("/us/form", { method: "POST", headers: { "accept-encoding": "identity" } });
    expect(await posted.text()).toContain("#3");
    expect(agains).toEqual(["again", "none"]);
  });
  it("renders every request when switched off", async () => {
    const { fetchPage, renders } = await setup(ms("2030-01-01T00:00:00Z"), null);
    await fetchPage("/us");
    const second = await fetchPage("/us");
    expect(second.headers.get("x-cache")).toBe("BYPASS");
    expect(renders).toHaveLength(2);
  });
});

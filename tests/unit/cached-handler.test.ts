// The page cache's request handler behind a real node:http server (server/cached-handler.ts): misses render once and
// are stored, hits are written from the stored variants, and nothing is served across a page's schedule boundary.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { documentResponse } from "~/request/document-render.server";
import { cacheRenderInstant } from "~/request/render-instant.server";
import { createCachedHandler } from "../../server/cached-handler";
import { inlineScriptHashes } from "../../server/document-csp";
import { finishInline, type DocumentFinisher } from "../../server/document-finish";
import { PageCache, type PageRequest } from "../../server/page-cache";

const ms = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

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
      content: () => ({ key: "", document: repositoryDocument() }),
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
  it("gives a page the same bytes and ETag in every process that renders it in the same step", async () => {
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

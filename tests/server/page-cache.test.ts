// The page cache as the production server answers (the shared server): anonymous pages are stored once and served byte
// for byte again, under a CSP that lists the hashes of their inline scripts; previews bypass it and never fill it.
// Expiry at schedule boundaries is covered with an injected clock in tests/unit/page-cache.test.ts, shared caches in
// front in edge.test.ts, and what a browser does with a cached page (hydration under its CSP, the region label, no
// layout shift) in tests/e2e/page-cache.spec.ts.
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { textOf } from "../html";
import { closeDocuments, servedPage } from "./dom";
import { PREVIEW_TOKEN, clearOfRenderStep } from "./harness";
import { sharedServer } from "./shared-server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** The hash sources of a CSP's script-src. */
const cspHashes = (csp: string | null) => [...(csp ?? "").matchAll(/'sha256-[^']+'/g)].map(([hash]) => hash);

afterAll(closeDocuments);

describe("the page cache", () => {
  it("renders a page once, then serves it byte for byte from the cache under a CSP of hashes only", async () => {
    const origin = sharedServer();
    await clearOfRenderStep(10);
    const first = await fetch(`${origin}/uk/manuals?from=cache-test-1`);
    expect(first.status).toBe(200);
    expect(["MISS", "HIT"]).toContain(first.headers.get("x-cache"));
    const second = await fetch(`${origin}/uk/manuals?from=cache-test-2`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("server-timing")).toMatch(/^age;dur=\d+/);
    expect(second.headers.get("strict-transport-security")).toBeTruthy();
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);

    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    const csp = second.headers.get("content-security-policy");
    expect(csp).toBe(first.headers.get("content-security-policy"));
    expect(csp).not.toMatch(/nonce/);
    expect(csp).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-/);
    // Every inline script of the page is allowed by one of the hashes.
    const inline = [
      ...b.matchAll(/<script(?![^>]*\btype="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, text] of inline) expect(cspHashes(csp)).toContain(sha(text!));

    // Revalidation: the browser's If-None-Match gets a 304 without the page.
    const again = await fetch(`${origin}/uk/manuals`, { headers: { "if-none-match": second.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("lets preview requests bypass the cache: never stored by anyone, and they do not fill it", async () => {
    const origin = sharedServer();
    await clearOfRenderStep(10);
    const stored = await fetch(`${origin}/us/faq`);
    const preview = await fetch(`${origin}/us/faq?at=2024-11-22T09:00:00%2B01:00`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(preview.headers.get("x-cache")).toBe("BYPASS");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const cookies = preview.headers.getSetCookie();
    expect(cookies.join("\n")).toContain("preview_at=");
    expect(await preview.text()).toContain("data-preview-bar");
    // The sticky instant without the token is no preview: never served from the cache (it may be one), answered as a
    // visitor's page, which may then be stored (forged preview cookies do not make every request a render). The
    // cookies go back as a browser's jar sends them.
    const stickyOnly = await fetch(`${origin}/us/faq`, {
      headers: { cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") },
    });
    expect(stickyOnly.headers.get("x-cache")).not.toBe("HIT");
    expect(await stickyOnly.text()).not.toContain("data-preview-bar");
    const anonymous = await fetch(`${origin}/us/faq`);
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(await anonymous.text()).not.toContain("data-preview-bar");
    expect((await stored.text()).length).toBeGreaterThan(0);
    const data = await fetch(`${origin}/us/faq.data`);
    expect(data.headers.get("x-cache")).toBe("BYPASS");
    await data.arrayBuffer();
    const missing = await fetch(`${origin}/us/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
  });

  it("around a stage boundary the page changes with the preview instant, and the cached page stays untouched", async () => {
    const origin = sharedServer();
    await clearOfRenderStep(30);
    const before = await fetch(`${origin}/us`);
    const heading = async (path: string, at: string) => {
      const page = await servedPage(origin, path, at);
      expect(page.status, `${path} at ${at}`).toBe(200);
      return textOf(page.screen.getAllByRole("heading", { level: 1 })[0]!);
    };
    // Early Black Friday ends at 23:59 CET on 21 November; from then the page presents Black Friday.
    expect(await heading("/us/black-friday", "2024-11-21T23:59:00+01:00")).toBe("Early Black Friday");
    expect(await heading("/us/black-friday", "2024-11-22T00:00:00+01:00")).toBe("Black Friday & Cyber Monday");
    expect(await heading("/us", "2024-11-22T00:00:00+01:00")).not.toBe("");
    const after = await fetch(`${origin}/us`);
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(await after.text()).toBe(await before.text());
  });

  it("never holds the preview bar: ?at= without the token renders the present, and is never stored", async () => {
    const origin = sharedServer();
    await clearOfRenderStep(10);
    const responses = [
      await fetch(`${origin}/us/faq?at=2024-11-21T12:00:00Z`),
      await fetch(`${origin}/us/faq`),
      await fetch(`${origin}/us/faq`),
    ];
    for (const response of responses) expect(await response.text()).not.toContain("data-preview-bar");
    expect(responses[2]!.headers.get("x-cache")).toBe("HIT");
  });
});

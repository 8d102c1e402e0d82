// Security headers on every kind of response (page, 404, API envelope, asset, manual PDF, sitemap, errors), a page's
// CSP of hashes, compression and the caching of hashed assets: what the production server answers (the shared server).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./harness";
import { sharedServer } from "./shared-server";

const entryScript = readdirSync(path.join(ROOT, "build/client/assets")).find((name) =>
  /^entry\.client-.*\.js$/.test(name),
);

function expectSecurityHeaders(response: Response, what: string) {
  const headers = response.headers;
  const csp = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(csp, `${what}: CSP`).not.toBe("");
  expect(directives.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  const scripts = directives.get("script-src") ?? directives.get("default-src") ?? [];
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("*");
  expect(directives.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(headers.get("strict-transport-security"), `${what}: HSTS`).toMatch(/max-age=(\d{8,})/);
  expect(headers.get("x-content-type-options"), `${what}: nosniff`).toBe("nosniff");
  expect(headers.get("x-frame-options"), `${what}: X-Frame-Options`).toBe("DENY");
  expect(headers.get("referrer-policy"), `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), `${what}: Permissions-Policy`).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
}

describe("security headers", () => {
  it("every response type carries CSP (no inline scripts), HSTS, nosniff and frame-ancestors", async () => {
    const origin = sharedServer();
    expect(entryScript).toBeDefined();
    const cases: { what: string; path: string; status: number; method?: "post"; data?: string }[] = [
      { what: "page", path: "/us", status: 200 },
      { what: "cn page", path: "/", status: 200 },
      { what: "404 page", path: "/us/no-such-page", status: 404 },
      { what: "API envelope", path: "/api/us/account/user/profile", status: 401 },
      { what: "API bad JSON", path: "/api/us/subscribe", status: 400, method: "post", data: "{bad" },
      { what: "static asset", path: `/assets/${entryScript}`, status: 200 },
      { what: "missing asset", path: "/assets/entry.client-gone.js", status: 404 },
      { what: "manual PDF", path: "/downloads/manuals/en/bumblebee-g1-performance.pdf", status: 200 },
      { what: "sitemap", path: "/sitemap.xml", status: 200 },
      { what: "robots", path: "/robots.txt", status: 200 },
      {
        what: "oversized form body",
        path: "/us/return-manufacturer",
        status: 413,
        method: "post",
        data: "name=" + "x".repeat(70_000),
      },
    ];
    for (const c of cases) {
      const response =
        c.method === "post"
          ? await fetch(`${origin}${c.path}`, {
              method: "POST",
              body: c.data,
              headers: { "content-type": "application/json" },
            })
          : await fetch(`${origin}${c.path}`, { redirect: "manual" });
      expect(response.status, c.what).toBe(c.status);
      expectSecurityHeaders(response, c.what);
      if (c.what.startsWith("API"))
        expect(Object.keys(await response.json()), c.what).toEqual(expect.arrayContaining(["code"]));
      else await response.arrayBuffer();
    }
  });

  it("a page's CSP allows its inline scripts by hash, with no nonce, the same on every response", async () => {
    const policies = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${sharedServer()}/us`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).not.toMatch(/nonce/);
      expect(csp).toMatch(/script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      policies.add(csp);
      expect(await response.text()).not.toMatch(/\snonce=/);
    }
    expect(policies.size).toBe(1);
  });

  it("a page is sent gzip-compressed when asked, and hashed assets are cached for a year", async () => {
    const origin = sharedServer();
    // fetch asks for gzip, br and deflate and decompresses: node:http would show the encoding of a gzip-only request.
    const compressed = await fetch(`${origin}/us`, { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    await compressed.arrayBuffer();
    const page = await (await fetch(`${origin}/us/faq`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${origin}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("cache-control")).toContain("max-age=31536000");
    await asset.arrayBuffer();
    expect((await fetch(`${origin}/assets/gone-after-deploy.js`)).status).toBe(404);
  });
});

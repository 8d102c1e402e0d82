// Issue 7: security headers on every kind of response (page, 404, API envelope, asset, manual PDF, sitemap, errors).
import { readdirSync } from "node:fs";
import { expect, test, type APIResponse } from "./fixtures";

const entryScript = readdirSync("build/client/assets").find((name) => /^entry\.client-.*\.js$/.test(name));

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
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
  expect(headers["strict-transport-security"], `${what}: HSTS`).toMatch(/max-age=(\d{8,})/);
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("DENY");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], `${what}: Permissions-Policy`).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
}

test("every response type carries CSP (no inline scripts), HSTS, nosniff and frame-ancestors", async ({ request }) => {
  const cases: { what: string; path: string; status: number; method?: "post"; data?: string }[] = [
    { what: "page", path: "/us", status: 200 },
    { what: "cn page", path: "/", status: 200 },
    { what: "404 page", path: "/us/no-such-page", status: 404 },
    { what: "API envelope", path: "/api/us/account/user/profile", status: 401 },
    { what: "API bad JSON", path: "/api/us/subscribe", status: 400, method: "post", data: "{bad" },
    { what: "static asset", path: `/assets/${entryScript}`, status: 200 },
    { what: "missing asset", path: "/assets/entry.client-gone.js", status: 404 },
    { what: "manual PDF", path: "/downloads/manuals/bumblebee-g1-performance.pdf", status: 200 },
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
        ? await request.post(c.path, { data: c.data, headers: { "content-type": "application/json" } })
        : await request.get(c.path, { maxRedirects: 0 });
    expect(response.status(), c.what).toBe(c.status);
    expectSecurityHeaders(response, c.what);
    if (c.what.startsWith("API"))
      expect(Object.keys(await response.json()), c.what).toEqual(expect.arrayContaining(["code"]));
  }
});

test("a page's CSP allows its inline scripts by hash, with no nonce, the same on every response", async ({
  request,
}) => {
  const policies = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const response = await request.get("/us");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).not.toMatch(/nonce/);
    expect(csp).toMatch(/script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    policies.add(csp);
    expect(await response.text()).not.toMatch(/\snonce=/);
  }
  expect(policies.size).toBe(1);
});

test("responses carry security headers and hashed assets are cached for a year", async ({ page, request }) => {
  const response = await request.get("/us");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-[^']+'/);
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const compressed = await request.get("/us", { headers: { "accept-encoding": "gzip" } });
  expect(compressed.headers()["content-encoding"]).toBe("gzip");

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const hydrated = await request.get("/us/faq");
  await page.goto("/us/faq");
  const script = /\/assets\/[\w.-]+\.js/.exec(await hydrated.text())?.[0];
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
  expect((await request.get("/assets/gone-after-deploy.js")).status()).toBe(404);
  expect(errors.filter((text) => /Content Security Policy|hydrat/i.test(text))).toEqual([]);
});

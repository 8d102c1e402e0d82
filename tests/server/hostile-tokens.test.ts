// Hostile requests against the production server (see hostile.test.ts): preview and admin tokens, redirects, cross-site
// form posts and the CSP. Host headers and request ids: proxy.test.ts ("hosts"), on its server with a public origin.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TOKEN,
  PREVIEW_TOKEN,
  freshDataDir,
  requestFrom,
  refusedStart,
  startServer,
  type RunningServer,
} from "./harness";

/** A cookie value as React Router's createCookie writes it (base64 of the JSON), which the preview reads. */
const cookieValue = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const hasPreviewBar = (html: string) => html.includes("data-preview-bar");

describe("previews and tokens", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("preview-attacks");
    // Every guess is a render: the render budget would refuse guesses before their tokens are checked. The CSP's
    // report address is the CSP tests' (below, on this server too).
    server = await startServer({
      DATA_DIR: data.dir,
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      CSP_REPORT_URI: "https://reports.example/csp",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("answers a preview whose cookies are spelled `preview_token =…; preview_at =…` private, no-store, and never serves it to anyone else", async () => {
    // The sticky preview instant as the server writes it (Black Friday 2024, stage 2).
    const started = await fetch(`${server.url}/us/black-friday?at=2024-11-25T12:00:00%2B01:00`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const previewAt = /preview_at=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1];
    expect(previewAt).toBeTruthy();
    const cookie = `preview_token =${cookieValue(PREVIEW_TOKEN)}; preview_at =${previewAt}`;
    const preview = await fetch(`${server.url}/uk/black-friday`, { headers: { cookie } });
    const previewHtml = await preview.text();
    expect(hasPreviewBar(previewHtml)).toBe(true); // the cookie parser honours it …
    expect(preview.headers.get("cache-control")).toBe("private, no-store"); // … and nobody may store it
    const anonymous = await fetch(`${server.url}/uk/black-friday`);
    expect(anonymous.headers.get("x-cache")).not.toBe("HIT");
    expect(hasPreviewBar(await anonymous.text())).toBe(false);
  });

  it("keeps the API on real time: a preview instant never reaches stored timestamps", async () => {
    const email = `previewed.${Date.now()}@example.com`;
    const headers = {
      "content-type": "application/json",
      "x-preview-token": PREVIEW_TOKEN,
      cookie: `preview_at=${cookieValue({ at: "2099-01-01T00:00:00.000Z", since: Date.now() })}`,
    };
    // A sign-up stores consent evidence with its time: the server's, whatever the preview says. The call stores a
    // mail request at its own time and answers; the mail worker stores the subscription from it a moment later.
    const subscribed = await fetch(`${server.url}/api/us/account/user/subscribe/create?at=2099-01-01T00:00:00Z`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, region: "us" }),
    });
    expect(((await subscribed.json()) as { code: number }).code).toBe(2000);
    const storedRows = async () => {
      const stored = await fetch(`${server.url}/__admin/subscriptions/us?email=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      return ((await stored.json()) as { subscriptions: { createdAt: string }[] }).subscriptions;
    };
    await expect.poll(storedRows, { timeout: 20_000 }).toHaveLength(1);
    const [row] = await storedRows();
    expect(Math.abs(Date.parse(row!.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it("has no subscriber lookup for preview-token holders; operators ask the admin endpoint with its token", async () => {
    const email = `lookup.${Date.now()}@example.com`;
    await fetch(`${server.url}/api/us/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, region: "us" }),
    });
    const query = `us?email=${encodeURIComponent(email)}`;
    const preview = await fetch(`${server.url}/__preview/subscriptions/${query}`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(preview.status).toBe(404);
    expect(await preview.text()).not.toContain(email);
    const admin = await fetch(`${server.url}/__admin/subscriptions/${query}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { subscriptions: { email: string }[] }).subscriptions).toEqual([
      expect.objectContaining({ email }),
    ]);
  });

  it("refuses the mail's retry now without the admin token, as a missing page, and does nothing", async () => {
    const retry = (init: { method?: string; headers?: Record<string, string> }, query = "") =>
      requestFrom("127.0.0.11", `${server.url}/__admin/mail/retry${query}`, { method: "POST", ...init });
    for (const answer of [
      await retry({}),
      await retry({ headers: { authorization: `Bearer ${PREVIEW_TOKEN}` } }),
      await retry({ headers: { authorization: ADMIN_TOKEN } }),
      await retry({ headers: { "x-admin-token": ADMIN_TOKEN } }, `?token=${ADMIN_TOKEN}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    // The action is a POST only, even with the token.
    expect((await retry({ method: "GET", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
    expect(server.output()).not.toContain('"event":"mail retry now"');
  });

  it("keeps the preview cookies usable on a local http server (no Secure without https)", async () => {
    const answer = await fetch(`${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("preview_at="));
    expect(cookie).toBeTruthy();
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("stops honouring preview and admin tokens from a client after 10 wrong guesses", async () => {
    const guess = (index: number) => `${index}`.padStart(64, "f");
    for (let i = 0; i < 10; i++) {
      const answer = await requestFrom("127.0.0.5", `${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
        headers: { "x-preview-token": guess(i) },
      });
      expect(hasPreviewBar(answer.body)).toBe(false);
    }
    const right = await requestFrom("127.0.0.5", `${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(hasPreviewBar(right.body)).toBe(false);
    // Another client with the right token still previews.
    const staff = await requestFrom("127.0.0.6", `${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(hasPreviewBar(staff.body)).toBe(true);

    for (let i = 0; i < 10; i++) {
      const answer = await requestFrom("127.0.0.7", `${server.url}/__admin/memory`, {
        headers: { authorization: `Bearer ${guess(i)}` },
      });
      expect(answer.status).toBe(404);
    }
    const limited = await requestFrom("127.0.0.7", `${server.url}/__admin/memory`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  // Each token's check, and a patterned one: tests/unit/server-env.test.ts. Here, that the process refuses with it.
  it("refuses to start in production with a preview token of less than 32 bytes of entropy", async () => {
    const weak: Record<string, string>[] = [{ PREVIEW_TOKEN: "e2e-preview-token" }];
    for (const env of weak) {
      const { message, exitCode } = await refusedStart({ DATA_DIR: `${data.dir}-weak`, ...env });
      expect(exitCode).toBe(1);
      expect(message).toContain(`${Object.keys(env)[0]} must carry at least 32 bytes of entropy`);
    }
  });

  describe("redirects, cross-site form posts and the CSP", () => {
    it("lets no shared cache keep a redirect that carries the request's query", async () => {
      const tracked = await fetch(`${server.url}/cn/faq?utm_source=attacker&email=victim%40example.com`, {
        redirect: "manual",
      });
      expect(tracked.status).toBe(301);
      expect(tracked.headers.get("location")).toBe("/faq?utm_source=attacker&email=victim%40example.com");
      expect(tracked.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
      expect(tracked.headers.get("cache-control")).toMatch(/private/);
      const plain = await fetch(`${server.url}/cn/faq`, { redirect: "manual" });
      expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");
    });

    it("refuses a form post that the browser says comes from another site, Origin or not", async () => {
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/us/choose-your-region`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "choice=uk:GB",
        });
      expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
      expect((await post({ "sec-fetch-site": "same-origin", origin: server.url })).status).toBe(302);
      expect((await post({})).status).toBe(302); // no Sec-Fetch-Site: an older browser or a script, as before
    });

    it("refuses form posts from another origin with sampled one-line JSON logs and no stack", async () => {
      const before = server.output().length;
      const posts = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${server.url}/us/choose-your-region`, {
            method: "POST",
            redirect: "manual",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: i % 2 ? "https://evil.example" : "null",
            },
            body: "choice=uk:GB",
          }),
        ),
      );
      for (const post of posts) expect(post.status).toBe(403);
      const written = async () => server.output().slice(before);
      // The log is written asynchronously (at least every 200 ms).
      await expect.poll(async () => (await written()).includes('"status":403')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const lines = (await written()).split("\n").filter(Boolean);
      expect(lines.filter((line) => !line.startsWith("{"))).toEqual([]);
      const refusals = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(refusals.every((line) => !("stack" in line) && !JSON.stringify(line).includes("    at "))).toBe(true);
      // At most 10 lines a second for one status; the rest are counted on the next line written.
      expect(refusals.filter((line) => line.status === 403).length).toBeLessThanOrEqual(20);
    });

    it("reports CSP violations where CSP_REPORT_URI says, and hashes every script the app emits", async () => {
      const page = await fetch(`${server.url}/us/faq`);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(page.headers.get("reporting-endpoints")).toBe('csp="https://reports.example/csp"');
      expect(csp).toContain("report-to csp");
      expect(csp).toContain("report-uri https://reports.example/csp");
    });

    it.each(["/", "/us", "/us/faq", "/jp/flagship-bumblebee", "/fr/support", "/us/login", "/de/no-such-page"])(
      "lists every inline script of %s in its CSP, and no render mark is left in the page",
      async (path) => {
        const page = await fetch(`${server.url}${path}`);
        const csp = page.headers.get("content-security-policy") ?? "";
        const html = await page.text();
        expect(html).not.toMatch(/\snonce=/);
        const inline = [
          ...html.matchAll(/<script(?![^>]*\btype="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
        ];
        expect(inline.length).toBeGreaterThan(0);
        const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
        for (const [, text] of inline)
          expect(hashes).toContain(createHash("sha256").update(text!, "utf8").digest("base64"));
      },
    );
  });
});

// Behind a reverse proxy: forms, canonical links and cookies follow what the client used (TRUST_PROXY + X-Forwarded-*)
// or PUBLIC_ORIGIN, never the server's own listening address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ANSWER_FLOOR, freshDataDir, requestFrom, startServer, type RunningServer } from "./harness";

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

// Two servers, each on a copy of the template data directory (its databases made once: an empty directory per server
// made eight embedded databases here, up to 13 s each on a busy machine). `trusted` names its proxy, 127.0.0.1 (this
// test's own requests): anything else that connects is a client that went around it. Its sign-ins answer without the
// floor (many one after another; what they answer is checked, not when).
let data: Awaited<ReturnType<typeof freshDataDir>>[];
let trusted: RunningServer;
let publicOrigin: RunningServer;
beforeAll(async () => {
  data = await Promise.all([freshDataDir("proxy-trusted"), freshDataDir("proxy-public-origin")]);
  [trusted, publicOrigin] = await Promise.all([
    startServer({
      DATA_DIR: data[0]!.dir,
      TRUST_PROXY: "127.0.0.1",
      PUBLIC_ORIGIN: "https://shop.example",
      ...NO_ANSWER_FLOOR,
    }),
    startServer({ DATA_DIR: data[1]!.dir, PUBLIC_ORIGIN: "https://shop.example" }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([trusted?.stop(), publicOrigin?.stop()]);
  for (const copy of data ?? []) copy.remove();
});

describe("behind an HTTPS proxy", { timeout: 120_000 }, () => {
  const forwarded = {
    "x-forwarded-proto": "https",
    "x-forwarded-host": "shop.example",
    "x-forwarded-for": "203.0.113.5",
  };

  it("takes scheme and host from X-Forwarded-* (TRUST_PROXY): canonical links without the internal port", async () => {
    const html = await (await fetch(`${trusted.url}/us/faq`, { headers: forwarded })).text();
    expect(canonical(html)).toBe("https://shop.example/us/faq");
  });

  it("accepts a form post from the public https origin and sets a Secure cookie", async () => {
    const response = await fetch(`${trusted.url}/us/choose-your-region`, {
      method: "POST",
      redirect: "manual",
      headers: { ...forwarded, origin: "https://shop.example", "content-type": "application/x-www-form-urlencoded" },
      body: "choice=uk:GB",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/uk");
    expect(response.headers.get("set-cookie")).toMatch(/^region_pref=.*; Secure; SameSite=Lax$/);
  });

  it("still refuses a form post from another origin", async () => {
    const response = await fetch(`${trusted.url}/us/choose-your-region`, {
      method: "POST",
      redirect: "manual",
      headers: { ...forwarded, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "choice=uk:GB",
    });
    // The server's origin guard refuses it (server/request-guards.ts), before React Router's own check would.
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Forbidden: a form post from another origin");
  });

  it("ignores X-Forwarded-* without TRUST_PROXY: a forged host does not pass the form origin check", async () => {
    const response = await fetch(`${publicOrigin.url}/us/choose-your-region`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "choice=uk:GB",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Forbidden: a form post from another origin");
  });

  it("with PUBLIC_ORIGIN, accepts form posts from it when the proxy keeps its own Host header", async () => {
    const response = await fetch(`${publicOrigin.url}/us/choose-your-region`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://shop.example", "content-type": "application/x-www-form-urlencoded" },
      body: "choice=de:DE",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de");
  });
});

describe("TRUST_PROXY names the proxies", { timeout: 120_000 }, () => {
  const signIn = (from: string, forwardedFor: string) =>
    requestFrom(from, `${trusted.url}/api/us/account/user/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      // A new address each time: only the per-address budget is spent, not one account's failed-sign-in throttle.
      body: JSON.stringify({ email: `nobody.${Math.random().toString(36).slice(2)}@example.com`, password: "wrong" }),
    });

  it("limits 30 sign-ins sent straight to the origin with a rotating X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signIn("127.0.0.2", `203.0.113.${i}`)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("still takes the client address from X-Forwarded-For when the named proxy sends it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await signIn("127.0.0.1", `198.51.100.${i % 3 === 0 ? 1 : 2}`)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });
});

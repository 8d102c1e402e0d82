// Behind a reverse proxy: forms, canonical links and cookies follow what the client used (TRUST_PROXY + X-Forwarded-*)
// or PUBLIC_ORIGIN, never the server's own listening address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "../../scripts/bench/send-raw";
import { NO_ANSWER_FLOOR, PREVIEW_TOKEN, freshDataDir, requestFrom, startServer, type RunningServer } from "./harness";

/** `publicOrigin`'s host: its PUBLIC_ORIGIN and COM_HOST, as a deployment's. */
const PUBLIC_HOST = "www.mechaforge.com";
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
    startServer({
      DATA_DIR: data[1]!.dir,
      PUBLIC_ORIGIN: `https://${PUBLIC_HOST}`,
      COM_HOST: PUBLIC_HOST,
      CN_HOST: "www.mechaforge.cn",
      // The repository's legal facts are samples: served knowingly at the deployment's public host.
      LEGAL_SAMPLES: "serve",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
    }),
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
      headers: { origin: `https://${PUBLIC_HOST}`, "content-type": "application/x-www-form-urlencoded" },
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

// Hostile requests (hostile.test.ts): Host headers and request ids, on the server that names its public origin.
describe("hosts", { timeout: 120_000 }, () => {
  const withHost = (host: string, path = "/us") =>
    sendRaw(publicOrigin.url, { method: "GET", path, headers: { host } });

  it("answers 421 to a Host outside PUBLIC_ORIGIN, COM_HOST and CN_HOST, pages and API alike", async () => {
    for (let i = 0; i < 5; i++) {
      const page = await withHost(`random-${i}-${Date.now()}.example`);
      expect(page.status).toBe(421);
      expect(page.headers["cache-control"]).toBe("no-store");
    }
    const api = await withHost("random.example", "/api/us/account/user/profile");
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toMatchObject({ code: 4000 });
    expect((await withHost(`localhost:${publicOrigin.port + 1}`)).status).toBe(421);
  });

  it("lets no client choose the request id it is logged under: a client's X-Request-Id is replaced", async () => {
    // Another request's id (well-formed): a client that could send it would mix its lines with that request's. Only a
    // TRUST_PROXY proxy's id is kept (none is named here).
    const earlier = await fetch(`${publicOrigin.url}/uk/faq`);
    await earlier.arrayBuffer();
    const taken = earlier.headers.get("x-request-id")!;
    const forged = await fetch(`${publicOrigin.url}/uk/faq`, { headers: { "x-request-id": taken } });
    await forged.arrayBuffer();
    const id = forged.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(id).not.toBe(taken);
    await expect.poll(() => publicOrigin.output().includes(`"reqId":"${id}"`), { timeout: 5_000 }).toBe(true);
    expect(publicOrigin.output().split(`"reqId":"${taken}"`)).toHaveLength(2);
  });

  it("marks the preview cookies Secure on an https site, whatever the last hop", async () => {
    const answer = await fetch(`${publicOrigin.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("preview_at="));
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("serves the configured hosts and the server's own local address", async () => {
    expect((await withHost("www.mechaforge.com")).status).toBe(200);
    expect((await withHost("WWW.Mechaforge.com", "/us/faq")).status).toBe(200);
    expect((await withHost("www.mechaforge.cn", "/")).status).toBe(200);
    expect((await withHost(`127.0.0.1:${publicOrigin.port}`)).status).toBe(200);
    expect((await withHost(`localhost:${publicOrigin.port}`)).status).toBe(200);
  });
});

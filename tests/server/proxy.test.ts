// Behind a reverse proxy: forms, canonical links and cookies follow what the client used (TRUST_PROXY + X-Forwarded-*)
// or PUBLIC_ORIGIN, never the server's own listening address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, startServer, type RunningServer } from "./harness";

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("behind an HTTPS proxy", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let trusted: RunningServer;
  let publicOrigin: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("proxy");
    trusted = await startServer({ DATA_DIR: `${data.dir}/a`, TRUST_PROXY: "1" });
    publicOrigin = await startServer({ DATA_DIR: `${data.dir}/b`, PUBLIC_ORIGIN: "https://shop.example" });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([trusted?.stop(), publicOrigin?.stop()]);
    data?.remove();
  });

  const forwarded = {
    "x-forwarded-proto": "https",
    "x-forwarded-host": "shop.example",
    "x-forwarded-for": "203.0.113.5",
  };

  it("takes scheme and host from X-Forwarded-* (TRUST_PROXY=1): canonical links without the internal port", async () => {
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
    expect(response.status).toBe(400);
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
    expect(response.status).toBe(400);
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

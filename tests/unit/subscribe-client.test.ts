import { describe, expect, it, vi } from "vitest";
import { postSubscription, subscribeOutcome } from "~/api/subscribe-client";

describe("subscribeOutcome", () => {
  it("reads code 2000 as success", () => {
    expect(subscribeOutcome({ code: 2000, msg: "success", data: {} })).toEqual({ ok: true });
  });
  it("keeps the server's msg of any other code", () => {
    expect(subscribeOutcome({ code: 5000, msg: "Erreur du serveur", data: {} })).toEqual({ ok: false, msg: "Erreur du serveur" });
  });
  it("has no msg for an answer that is not an envelope", () => {
    expect(subscribeOutcome("<html>")).toEqual({ ok: false, msg: null });
  });
});

describe("postSubscription", () => {
  it("posts email, region and source as JSON with the region and Accept-Language headers", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ code: 2000, msg: "success", data: {} })));
    const outcome = await postSubscription({ endpoint: "/api/eu/account/user/subscribe/create", email: "a@b.de", region: "de", source: "/de/black-friday", acceptLanguage: "de" }, fetchImpl);
    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/eu/account/user/subscribe/create");
    expect(init.headers).toMatchObject({ region: "de", "accept-language": "de", "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.de", region: "de", source: "/de/black-friday" });
  });
  it("turns a network failure into an error without msg", async () => {
    const outcome = await postSubscription({ endpoint: "/x", email: "a@b.de", region: "de", source: "", acceptLanguage: "de" }, async () => {
      throw new TypeError("offline");
    });
    expect(outcome).toEqual({ ok: false, msg: null });
  });
});

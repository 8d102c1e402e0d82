import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubscriptions } from "~/data/subscriptions.server";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";

describe(`POST /account/user/subscribe/create (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ rateLimits: { forms: 8 }, warm: ["cn", "us", "eu"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  it("stores the email, region, source page and time", async () => {
    const email = uniqueEmail("sub");
    const res = await api.call("POST", "/eu/account/user/subscribe/create", {
      body: { email: ` ${email.toUpperCase()} `, region: "fr", source: "/fr/black-friday" },
    });
    expect(res).toEqual({ status: 200, body: { code: 2000, msg: "success", data: {} } });
    const rows = (await listSubscriptions(await api.databases.get("eu"))).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, region: "fr", source: "/fr/black-friday", createdAt: api.clock.now });
  });

  it("keeps one row when the same address subscribes twice, and both calls succeed", async () => {
    const email = uniqueEmail("twice");
    const first = await api.call("POST", "/us/account/user/subscribe/create", {
      body: { email, region: "us", source: "/us/black-friday" },
    });
    const second = await api.call("POST", "/us/account/user/subscribe/create", {
      body: { email, region: "jp", source: "/jp" },
    });
    expect([first.body.code, second.body.code]).toEqual([2000, 2000]);
    const rows = (await listSubscriptions(await api.databases.get("us"))).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe("/us/black-friday");
  });

  it("rejects an invalid address with the region's bad-request message", async () => {
    const res = await api.call("POST", "/eu/account/user/subscribe/create", {
      body: { email: "not-an-email", region: "de" },
      headers: { region: "de" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000);
    expect(res.body.msg).toMatch(/ungültig/);
    expect(res.body.data.issues).toEqual([expect.objectContaining({ path: "email" })]);
  });

  it("rejects a region that the scope does not serve", async () => {
    const res = await api.call("POST", "/cn/account/user/subscribe/create", {
      body: { email: uniqueEmail(), region: "us" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000);
  });

  it("rate-limits a client that subscribes too often", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api.call("POST", "/cn/account/user/subscribe/create", {
        body: { email: uniqueEmail("burst"), region: "cn" },
      });
      codes.push(res.body.code);
    }
    expect(codes).toContain(4029);
    const limited = await api.call("POST", "/cn/account/user/subscribe/create", {
      body: { email: uniqueEmail(), region: "cn" },
      headers: { region: "cn" },
    });
    expect(limited).toMatchObject({ status: 429, body: { code: 4029, msg: "操作过于频繁，请稍后再试。" } });
  });
});

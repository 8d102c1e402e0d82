import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSubscriptions, isSuppressed, listSubscriptions } from "~/data/subscriptions.server";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";
import { linkToken } from "./smtp-harness";

describe(`POST /account/user/subscribe/create (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ rateLimits: { forms: 30 }, warm: ["cn", "us", "eu"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  it("stores a pending row with its consent evidence and mails one confirmation in the region's language", async () => {
    const email = uniqueEmail("sub");
    const res = await api.call("POST", "/eu/account/user/subscribe/create", {
      body: { email: ` ${email.toUpperCase()} `, region: "fr", source: "/fr/black-friday" },
    });
    expect(res).toEqual({ status: 200, body: { code: 2000, msg: "success", data: {} } });
    // The row and the mail are written after the answer (the same time for every address), together.
    const mail = await api.smtp.nth(email);
    const db = await api.databases.get("eu");
    expect(await findSubscriptions(db, email)).toEqual([
      expect.objectContaining({
        email,
        region: "fr",
        source: "/fr/black-friday",
        status: "pending",
        consentVersion: expect.stringMatching(/^fr-[0-9a-f]{12}$/),
        clientNetwork: "127.0.0.0/24",
        createdAt: api.clock.now,
        confirmedAt: null,
      }),
    ]);
    expect(mail.subject).toBe("Confirmez votre inscription à la newsletter Mechaforge");
    expect(mail.text).toContain("http://shop.test/fr/newsletter/confirm?token=");
    expect(mail.html).toContain("Mechaforge Robotics Europe B.V.");
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(String(mail.header("list-unsubscribe"))).toMatch(
      /^<http:\/\/shop\.test\/fr\/newsletter\/unsubscribe\?token=/,
    );
    expect((await listSubscriptions(db)).map((row) => row.email)).not.toContain(email);

    const token = linkToken(mail, "newsletter/confirm");
    expect((await api.call("POST", "/eu/account/user/subscribe/confirm", { body: { token } })).body.code).toBe(2000);
    expect((await listSubscriptions(db)).map((row) => row.email)).toContain(email);
    // Single use.
    expect((await api.call("POST", "/eu/account/user/subscribe/confirm", { body: { token } })).body.code).toBe(4006);
  });

  it("answers the same whether or not the address is subscribed, and keeps one row", async () => {
    const email = uniqueEmail("twice");
    const send = (region: string, source: string) =>
      api.call("POST", "/us/account/user/subscribe/create", { body: { email, region, source } });
    const first = await send("us", "/us/black-friday");
    const second = await send("jp", "/jp");
    expect(second).toEqual(first);
    const mail = await api.smtp.nth(email, 2);
    const db = await api.databases.get("us");
    expect(await findSubscriptions(db, email)).toHaveLength(1);
    expect(
      (
        await api.call("POST", "/us/account/user/subscribe/confirm", {
          body: { token: linkToken(mail, "newsletter/confirm") },
        })
      ).body.code,
    ).toBe(2000);
    // Confirmed: the same answer again, and no further mail.
    expect(await send("us", "/us/black-friday")).toEqual(first);
    expect((await findSubscriptions(db, email))[0]).toMatchObject({ status: "confirmed", region: "jp", source: "/jp" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.smtp.to(email)).toHaveLength(2);
  });

  it("mails at most 3 confirmations per recipient an hour, answering the same", async () => {
    const email = uniqueEmail("bomb");
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await api.call("POST", "/us/account/user/subscribe/create", { body: { email, region: "us" } })).body,
      );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await api.smtp.nth(email, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.smtp.to(email)).toHaveLength(3);
  });

  it("unsubscribing drops the address from the export and suppresses it", async () => {
    const email = uniqueEmail("unsub");
    await api.call("POST", "/eu/account/user/subscribe/create", { body: { email, region: "de" } });
    const mail = await api.smtp.nth(email);
    await api.call("POST", "/eu/account/user/subscribe/confirm", {
      body: { token: linkToken(mail, "newsletter/confirm") },
    });
    const db = await api.databases.get("eu");
    expect((await listSubscriptions(db)).map((row) => row.email)).toContain(email);
    const token = linkToken(mail, "newsletter/unsubscribe");
    const out = await api.call("POST", "/eu/account/user/subscribe/unsubscribe", { body: { token } });
    expect(out.body).toEqual({ code: 2000, msg: "success", data: {} });
    expect(await api.call("POST", "/eu/account/user/subscribe/unsubscribe", { body: { token } })).toEqual(out);
    expect((await listSubscriptions(db)).map((row) => row.email)).not.toContain(email);
    expect(await isSuppressed(db, email)).toBe(true);
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
    for (let i = 0; i < 32; i++) {
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

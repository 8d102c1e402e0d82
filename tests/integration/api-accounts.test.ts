import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { sessions, users } from "../../database/schema";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";
import { linkToken } from "./smtp-harness";

const PASSWORD = "correct horse battery";

describe(`accounts API (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ rateLimits: { auth: 60 }, warm: ["us", "eu"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  const signUp = (email: string, password = PASSWORD, region = "us") =>
    api.call("POST", "/us/account/user/register_or_login", {
      body: { email, password, consents: SIGN_UP_BOXES },
      headers: { region },
    });
  /** Signs up, follows the verification link that arrived by SMTP, then signs in: an account ready for use. */
  const register = async (email: string, password = PASSWORD, region = "us") => {
    // Counted before the sign-up: counted after, a fast delivery of this very mail made the wait ask for one more
    // mail than was ever sent (the per-recipient limit then refuses it). An earlier link still in flight is valid too.
    const before = api.smtp.to(email).length;
    const first = await signUp(email, password, region);
    if (!first.body.data.check_email) return first;
    const mail = await api.smtp.nth(email, before + 1);
    const verified = await api.call("POST", "/us/account/user/verify", {
      body: { token: linkToken(mail, "account/verify"), password },
    });
    expect(verified.body.code).toBe(2000);
    return signUp(email, password, region);
  };

  it("register_or_login creates an unverified account that signs in only after the emailed link", async () => {
    const email = uniqueEmail("reg");
    const first = await signUp(email, PASSWORD, "jp");
    expect(first).toEqual({ status: 200, body: { code: 2000, msg: "success", data: { check_email: true } } });
    const mail = await api.smtp.nth(email);
    expect(mail.subject).toBe("Mechaforge アカウントのメールアドレス確認");
    expect((await signUp(email, PASSWORD, "jp")).body.data).toEqual({ check_email: true });
    const blocked = await api.call("POST", "/us/account/user/sign_in", { body: { email, password: PASSWORD } });
    expect(blocked).toMatchObject({ status: 403, body: { code: 4005 } });
    // The sign-in's new link is the third mail of the hour, the last the per-recipient limit lets through (a further
    // sign-up would be mailed nothing): its reader verifies with it.
    const third = await api.smtp.nth(email, 3);
    const verified = await api.call("POST", "/us/account/user/verify", {
      body: { token: linkToken(third, "account/verify"), password: PASSWORD },
    });
    expect(verified.body.code).toBe(2000);
    const created = await signUp(email, PASSWORD, "jp");
    expect(created.body).toMatchObject({
      code: 2000,
      data: { created: false, user_id: expect.any(String), apptoken: expect.any(String), reftoken: expect.any(String) },
    });
    const again = await signUp(email.toUpperCase());
    expect(again.body.data).toMatchObject({ created: false, user_id: created.body.data.user_id });
    expect(again.body.data.apptoken).not.toBe(created.body.data.apptoken);

    const profile = await api.call("GET", "/us/account/user/profile", {
      headers: { apptoken: String(created.body.data.apptoken) },
    });
    expect(profile.body).toEqual({
      code: 2000,
      msg: "success",
      data: { user_id: created.body.data.user_id, email, region: "jp", created_at: api.clock.now.toISOString() },
    });
  });

  it("stores passwords as argon2id hashes and tokens only as hashes", async () => {
    const email = uniqueEmail("hash");
    const { body } = await register(email);
    const db = await api.databases.get("us");
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, String(body.data.user_id)));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(String(body.data.apptoken));
    expect(stored).not.toContain(String(body.data.reftoken));
  });

  it("refuses a too-short password for a new account with 4000", async () => {
    const res = await register(uniqueEmail("short"), "short");
    expect(res).toMatchObject({ status: 400, body: { code: 4000, data: { issues: [{ path: "password" }] } } });
  });

  it("answers a password too short for sign-up the same way whether or not the address has an account", async () => {
    const existing = uniqueEmail("exists");
    await signUp(existing);
    const known = await register(existing, "x");
    const unknown = await register(uniqueEmail("nobody"), "x");
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 400, body: { code: 4000 } });
  });

  it("answers a wrong password with 4001 in the region's language on sign_in", async () => {
    const email = uniqueEmail("wrong");
    await register(email);
    const wrong = await api.call("POST", "/us/account/user/sign_in", {
      body: { email, password: "not the password" },
      headers: { region: "kr" },
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 4001, msg: "이메일 주소 또는 비밀번호가 올바르지 않습니다." },
    });
    const legacy = await api.call("POST", "/us/account/user/sign_in", {
      body: { email, password: "not the password" },
      headers: { region: "us" },
    });
    expect(legacy).toMatchObject({
      status: 401,
      body: { code: 4001, msg: "The email address or password is incorrect." },
    });
  });

  it("sign_in signs in an existing account and never creates one", async () => {
    const email = uniqueEmail("legacy");
    const unknown = await api.call("POST", "/us/account/user/sign_in", { body: { email, password: PASSWORD } });
    expect(unknown.body.code).toBe(4001);
    await register(email);
    const known = await api.call("POST", "/us/account/user/sign_in", { body: { email, password: PASSWORD } });
    expect(known.body).toMatchObject({
      code: 2000,
      data: { user_id: expect.any(String), apptoken: expect.any(String), reftoken: expect.any(String) },
    });
  });

  it("answers an expired apptoken with 4003 and refresh gives a new apptoken that works", async () => {
    const { body } = await register(uniqueEmail("expire"));
    const { user_id, apptoken, reftoken } = body.data as Record<string, string>;
    const start = api.clock.now;
    try {
      api.clock.now = new Date(start.getTime() + 2 * 3600_000 + 1000);
      const expired = await api.call("GET", "/us/account/user/profile", { headers: { apptoken: apptoken! } });
      expect(expired).toMatchObject({ status: 401, body: { code: 4003, msg: "Login expired, please log in again." } });

      const refreshed = await api.call("GET", `/us/account/user/sign_in/refresh?user_id=${user_id}`, {
        headers: { reftoken: reftoken! },
      });
      expect(refreshed.body).toMatchObject({ code: 2000, data: { user_id, apptoken: expect.any(String) } });
      const fresh = String(refreshed.body.data.apptoken);
      expect(fresh).not.toBe(apptoken);
      expect((await api.call("GET", "/us/account/user/profile", { headers: { apptoken: fresh } })).body.code).toBe(
        2000,
      );
    } finally {
      api.clock.now = start;
    }
  });

  it("rotates the reftoken on every refresh; the new one refreshes again", async () => {
    const { user_id, reftoken } = (await register(uniqueEmail("rotate"))).body.data as Record<string, string>;
    const first = await api.call("GET", `/us/account/user/sign_in/refresh?user_id=${user_id}`, {
      headers: { reftoken: reftoken! },
    });
    expect(first.body).toMatchObject({
      code: 2000,
      data: { user_id, apptoken: expect.any(String), reftoken: expect.any(String) },
    });
    expect(first.body.data.reftoken).not.toBe(reftoken);
    const second = await api.call("GET", `/us/account/user/sign_in/refresh?user_id=${user_id}`, {
      headers: { reftoken: String(first.body.data.reftoken) },
    });
    expect(second.body.code).toBe(2000);
    expect(
      (await api.call("GET", "/us/account/user/profile", { headers: { apptoken: String(second.body.data.apptoken) } }))
        .body.code,
    ).toBe(2000);
  });

  it("a reused reftoken answers 4003 and revokes the whole session: the tokens of the first refresh stop working", async () => {
    const { user_id, reftoken } = (await register(uniqueEmail("reuse"))).body.data as Record<string, string>;
    const refresh = (token: string) =>
      api.call("GET", `/us/account/user/sign_in/refresh?user_id=${user_id}`, { headers: { reftoken: token } });
    const first = await refresh(reftoken!);
    expect(first.body.code).toBe(2000);
    const replay = await refresh(reftoken!);
    expect(replay).toMatchObject({ status: 401, body: { code: 4003 } });
    expect(
      (await api.call("GET", "/us/account/user/profile", { headers: { apptoken: String(first.body.data.apptoken) } }))
        .body.code,
    ).toBe(4003);
    expect((await refresh(String(first.body.data.reftoken))).body.code).toBe(4003);
  });

  it("refuses a refresh with a wrong, foreign or expired reftoken with 4003", async () => {
    const a = (await register(uniqueEmail("a"))).body.data as Record<string, string>;
    const b = (await register(uniqueEmail("b"))).body.data as Record<string, string>;
    const refresh = (userId: string, reftoken?: string) =>
      api.call("GET", `/us/account/user/sign_in/refresh?user_id=${userId}`, { headers: reftoken ? { reftoken } : {} });
    expect((await refresh(a.user_id!)).body.code).toBe(4003);
    expect((await refresh(a.user_id!, "made-up-token")).body.code).toBe(4003);
    expect((await refresh(a.user_id!, b.reftoken)).body.code).toBe(4003);
    const start = api.clock.now;
    try {
      api.clock.now = new Date(start.getTime() + 31 * 86400_000);
      expect((await refresh(a.user_id!, a.reftoken)).body.code).toBe(4003);
    } finally {
      api.clock.now = start;
    }
  });

  it("logout ends the session: its apptoken and reftoken stop working; logging out again is fine", async () => {
    const { user_id, apptoken, reftoken } = (await register(uniqueEmail("out"))).body.data as Record<string, string>;
    const out = await api.call("POST", "/us/account/user/logout", { headers: { apptoken: apptoken! } });
    expect(out.body).toEqual({ code: 2000, msg: "success", data: {} });
    expect((await api.call("GET", "/us/account/user/profile", { headers: { apptoken: apptoken! } })).body.code).toBe(
      4003,
    );
    expect(
      (
        await api.call("GET", `/us/account/user/sign_in/refresh?user_id=${user_id}`, {
          headers: { reftoken: reftoken! },
        })
      ).body.code,
    ).toBe(4003);
    expect((await api.call("POST", "/us/account/user/logout", { headers: { apptoken: apptoken! } })).body.code).toBe(
      2000,
    );
  });

  it("keeps scopes apart: an account of one scope does not exist in another", async () => {
    const email = uniqueEmail("scoped");
    await register(email);
    const eu = await api.call("POST", "/eu/account/user/sign_in", { body: { email, password: PASSWORD } });
    expect(eu.body.code).toBe(4001);
  });

  it("rate-limits sign-in attempts per client, with one budget across all storage scopes", async () => {
    const limited = await startApi({ rateLimits: { auth: 3 }, databases: api.databases });
    try {
      const codes: number[] = [];
      for (const scope of ["us", "eu", "us", "cn", "eu"]) {
        codes.push(
          (
            await limited.call("POST", `/${scope}/account/user/sign_in`, {
              body: { email: uniqueEmail(), password: "x" },
            })
          ).body.code,
        );
      }
      expect(codes).toEqual([4001, 4001, 4001, 4029, 4029]);
      // Token refresh spends from the same strict budget.
      expect(
        (await limited.call("GET", "/us/account/user/sign_in/refresh?user_id=x", { headers: { reftoken: "y" } })).body
          .code,
      ).toBe(4029);
    } finally {
      await limited.close();
    }
  });

  it("keys the budget by the address N proxies from the right: a forged X-Forwarded-For does not reset it", async () => {
    const limited = await startApi({ rateLimits: { auth: 2 }, databases: api.databases, trustProxy: 1 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The client prepends whatever it likes; the proxy (one hop) appends the address it saw.
        const headers = { "x-forwarded-for": `10.0.0.${i}, 203.0.113.7` };
        codes.push(
          (
            await limited.call("POST", "/us/account/user/sign_in", {
              body: { email: uniqueEmail(), password: "x" },
              headers,
            })
          ).body.code,
        );
      }
      expect(codes).toEqual([4001, 4001, 4029, 4029]);
    } finally {
      await limited.close();
    }
  });
});

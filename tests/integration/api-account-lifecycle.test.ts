// Verified accounts without an existence oracle, password reset, change of address and password, sign out
// everywhere, export and deletion, with the mail read from a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tablesNaming } from "~/data/privacy.server";
import { insertRmaRequest } from "~/data/support-forms.server";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";
import { linkToken } from "./smtp-harness";

const PASSWORD = "correct horse battery";

describe(`account lifecycle API (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ warm: ["eu"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.call("POST", `/eu/account/user/${path}`, { body, headers: { region: "de", ...headers } });
  const mails = (email: string) => api.smtp.to(email).length;

  /** A verified account, signed in: its tokens. */
  async function account(email = uniqueEmail("life"), password = PASSWORD) {
    await post("register_or_login", { email, password, consents: SIGN_UP_BOXES });
    const mail = await api.smtp.nth(email, mails(email) + (mails(email) === 0 ? 1 : 0));
    await post("verify", { token: linkToken(mail, "account/verify"), password });
    const signedIn = await post("sign_in", { email, password });
    expect(signedIn.body.code).toBe(2000);
    return { email, ...(signedIn.body.data as { user_id: string; apptoken: string; reftoken: string }) };
  }

  it("answers sign-up for a known and an unknown address with the same bytes; the owner gets a hint", async () => {
    const known = (await account()).email;
    const before = mails(known);
    const unknown = uniqueEmail("new");
    const forKnown = await fetch(`${api.base}/eu/account/user/register_or_login`, {
      method: "POST",
      headers: { "content-type": "application/json", region: "de" },
      body: JSON.stringify({ email: known, password: "someone else's password", consents: SIGN_UP_BOXES }),
    });
    const forUnknown = await fetch(`${api.base}/eu/account/user/register_or_login`, {
      method: "POST",
      headers: { "content-type": "application/json", region: "de" },
      body: JSON.stringify({ email: unknown, password: "someone else's password", consents: SIGN_UP_BOXES }),
    });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(await forKnown.text()).toBe(await forUnknown.text());
    const hint = await api.smtp.nth(known, before + 1);
    expect(hint.subject).toBe("Anmeldung bei Ihrem Mechaforge-Konto");
    expect(hint.text).toContain("/de/account/reset");
    const verify = await api.smtp.nth(unknown);
    expect(verify.subject).toBe("Bestätigen Sie die E-Mail-Adresse Ihres Mechaforge-Kontos");
    // The unknown one signs in only after the link, with the password its opener chose there (not the sign-up's,
    // which anyone could have given), and the link works once.
    expect((await post("sign_in", { email: unknown, password: "someone else's password" })).body.code).toBe(4005);
    const token = linkToken(verify, "account/verify");
    expect((await post("verify", { token, password: "the owner's password" })).body.code).toBe(2000);
    expect((await post("verify", { token, password: "the owner's password" })).body.code).toBe(4006);
    expect((await post("sign_in", { email: unknown, password: "someone else's password" })).body.code).toBe(4001);
    expect((await post("sign_in", { email: unknown, password: "the owner's password" })).body.code).toBe(2000);
  });

  it("a reset link works once, revokes every session, and expires after 30 minutes", async () => {
    const { email, apptoken } = await account();
    const ask = () => post("password/reset_request", { email });
    expect((await ask()).body).toEqual({ code: 2000, msg: "success", data: {} });
    // Each link read before the next is asked for: the mail worker handles requests after their answers, so two asked
    // for at once may be handled, and mailed, in either order.
    const first = linkToken(await api.smtp.nth(email, 2), "account/reset");
    expect((await post("password/reset_request", { email: uniqueEmail("nobody") })).body).toEqual((await ask()).body);
    const second = linkToken(await api.smtp.nth(email, 3), "account/reset");
    const start = api.clock.now;
    try {
      // One reset link works at a time: the second replaced the first.
      expect((await post("password/reset", { token: first, password: "new password 1" })).body.code).toBe(4006);
      api.clock.now = new Date(start.getTime() + 31 * 60_000);
      expect((await post("password/reset", { token: second, password: "new password 1" })).body.code).toBe(4006);
      api.clock.now = new Date(start.getTime() + 29 * 60_000);
      expect((await post("password/reset", { token: second, password: "new password 1" })).body.code).toBe(2000);
      expect((await post("password/reset", { token: second, password: "new password 2" })).body.code).toBe(4006);
      // The old session is gone; the new password signs in, the old one does not.
      expect((await api.call("GET", "/eu/account/user/profile", { headers: { apptoken } })).body.code).toBe(4003);
      expect((await post("sign_in", { email, password: PASSWORD })).body.code).toBe(4001);
      expect((await post("sign_in", { email, password: "new password 1" })).body.code).toBe(2000);
    } finally {
      api.clock.now = start;
    }
  });

  it("mails at most 3 confirmation or reset mails per recipient an hour, answering the same", async () => {
    const { email } = await account();
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++) answers.add(JSON.stringify((await post("password/reset_request", { email })).body));
    expect(answers.size).toBe(1);
    await api.smtp.nth(email, 3); // the verification and 2 resets
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mails(email)).toBe(3);
  });

  it("changes the address after the new one confirms, with a notice to the old one", async () => {
    const { email, apptoken } = await account();
    const next = uniqueEmail("moved");
    const wrong = await post("email/change", { new_email: next, password: "nope" }, { apptoken });
    expect(wrong.body.code).toBe(4001);
    expect((await post("email/change", { new_email: next, password: PASSWORD }, { apptoken })).body.code).toBe(2000);
    const notice = await api.smtp.nth(email, 2);
    expect(notice.text).toContain(next);
    const confirm = await api.smtp.nth(next);
    expect((await post("email/confirm", { token: linkToken(confirm, "account/confirm-email") })).body.code).toBe(2000);
    const profile = await api.call("GET", "/eu/account/user/profile", { headers: { apptoken } });
    expect(profile.body.data.email).toBe(next);
  });

  it("changes the password (other sessions end) and signs out everywhere", async () => {
    const { email, apptoken } = await account();
    const other = (await post("sign_in", { email, password: PASSWORD })).body.data as { apptoken: string };
    const changed = await post(
      "password/change",
      { password: PASSWORD, new_password: "another password" },
      { apptoken },
    );
    expect(changed.body.code).toBe(2000);
    expect((await api.smtp.nth(email, 2)).subject).toBe("Ihr Mechaforge-Passwort wurde geändert");
    const profile = (token: string) => api.call("GET", "/eu/account/user/profile", { headers: { apptoken: token } });
    expect((await profile(apptoken)).body.code).toBe(2000);
    expect((await profile(other.apptoken)).body.code).toBe(4003);
    const third = (await post("sign_in", { email, password: "another password" })).body.data as { apptoken: string };
    expect((await post("sessions/revoke_all", {}, { apptoken })).body.code).toBe(2000);
    expect((await profile(apptoken)).body.code).toBe(4003);
    expect((await profile(third.apptoken)).body.code).toBe(4003);
  });

  it("exports everything about the user, then deletion leaves no row naming the address", async () => {
    const { email, apptoken } = await account();
    const db = await api.databases.get("eu");
    await insertRmaRequest(db, {
      reference: `RMA-${Date.now()}`,
      region: "de",
      name: "Max Mustermann",
      email,
      orderNumber: "A1",
      product: "flagshipBumblebee",
      serialNumber: "SN1",
      reason: "defect",
      description: `write to ${email}`,
    });
    await post("subscribe/create", { email, region: "de", source: "/de/black-friday" });
    await api.smtp.nth(email, 2);
    const exported = await api.call("GET", "/eu/account/user/export", { headers: { apptoken } });
    expect(exported.body.code).toBe(2000);
    expect(exported.body.data).toMatchObject({
      account: { email, region: "de" },
      sessions: [expect.objectContaining({ id: expect.any(String) })],
      subscriptions: [expect.objectContaining({ email, status: "pending", source: "/de/black-friday" })],
      support_forms: { rma_requests: [expect.objectContaining({ email, name: "Max Mustermann" })] },
    });
    expect(JSON.stringify(exported.body.data)).not.toContain(apptoken);

    expect((await post("delete", { password: "wrong" }, { apptoken })).body.code).toBe(4001);
    expect((await post("delete", { password: PASSWORD }, { apptoken })).body.code).toBe(2000);
    expect((await api.call("GET", "/eu/account/user/profile", { headers: { apptoken } })).body.code).toBe(4003);
    expect(await tablesNaming(db, email)).toEqual([]);
  });
});

// Hostile requests against the production server (see hostile.test.ts): attacks on accounts (pre-registering an
// address, guessing a password, flooding an owner with reset requests), each attacker and owner from a client address
// of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { linkToken, startSmtpServer, type TestSmtpServer } from "../integration/smtp-harness";
import { NO_ANSWER_FLOOR, freshDataDir, startServer, type RunningServer } from "./harness";
import { LIFTED } from "./hostile-harness";

describe("attacks on accounts", { timeout: 180_000 }, () => {
  let smtp: TestSmtpServer;
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    data = await freshDataDir("account-attacks");
    server = await startServer({
      DATA_DIR: data.dir,
      SMTP_URL: smtp.url,
      // Each attacker and owner comes from an address of its own (X-Forwarded-For from this proxy).
      TRUST_PROXY: "loopback",
      ...LIFTED,
      MAIL_PER_CLIENT_PER_HOUR: "1000",
      ...NO_ANSWER_FLOOR,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    data?.remove();
  });

  const address = (label: string) =>
    `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const api = async (path: string, body: unknown, from: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/us/account/user/${path}`, {
      method: path === "export" ? "GET" : "POST",
      headers: { "content-type": "application/json", region: "us", "x-forwarded-for": from, ...headers },
      ...(path === "export" ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };
  /** An account as its owner makes one: sign-up, the first mail's link with the password chosen there, sign-in. */
  async function ownAccount(email: string, password: string) {
    await api("register_or_login", { email, password, consents: SIGN_UP_BOXES }, "198.51.100.1");
    const token = linkToken(await smtp.nth(email), "account/verify");
    expect((await api("verify", { token, password }, "198.51.100.1")).code).toBe(2000);
    const signedIn = await api("sign_in", { email, password }, "198.51.100.1");
    expect(signedIn.code).toBe(2000);
    return signedIn.data as { apptoken: string };
  }

  it("lets no one pre-register an address: the first mail's link asks its reader for the password", async () => {
    const victim = address("victim");
    // The attacker signs up with the victim's address and a password of their own.
    expect(
      (
        await api(
          "register_or_login",
          { email: victim, password: "attacker's password", consents: SIGN_UP_BOXES },
          "203.0.113.66",
        )
      ).data,
    ).toEqual({
      check_email: true,
    });
    // The victim confirms the address from that first mail, choosing a password there.
    const mail = await smtp.nth(victim);
    const token = linkToken(mail, "account/verify");
    expect((await api("verify", { token }, "198.51.100.7")).code).toBe(4000); // no password chosen: nothing happens
    expect((await api("verify", { token, password: "victim's own password" }, "198.51.100.7")).code).toBe(2000);
    // The attacker's password opens nothing; the victim's does.
    expect((await api("sign_in", { email: victim, password: "attacker's password" }, "203.0.113.66")).code).toBe(4001);
    expect(
      (
        await api(
          "register_or_login",
          { email: victim, password: "attacker's password", consents: SIGN_UP_BOXES },
          "203.0.113.66",
        )
      ).data,
    ).toEqual({
      check_email: true,
    });
    expect((await api("sign_in", { email: victim, password: "victim's own password" }, "198.51.100.7")).code).toBe(
      2000,
    );
  });

  it("lets the owner's right password through while a guesser's client is locked out, and mails the owner a way out", async () => {
    const owner = address("owner");
    await ownAccount(owner, "the owner's password");
    const guesses = [];
    for (let i = 0; i < 8; i++)
      guesses.push((await api("sign_in", { email: owner, password: `guess ${i}` }, "203.0.113.7")).code);
    expect(guesses.slice(0, 5)).toEqual([4001, 4001, 4001, 4001, 4001]);
    expect(guesses.slice(5)).toEqual([4029, 4029, 4029]); // the guesser waits …
    // … the owner, from a client that has not failed, does not, on either way in.
    expect((await api("sign_in", { email: owner, password: "the owner's password" }, "198.51.100.8")).code).toBe(2000);
    expect(
      (
        await api(
          "register_or_login",
          { email: owner, password: "the owner's password", consents: SIGN_UP_BOXES },
          "198.51.100.9",
        )
      ).code,
    ).toBe(2000);
    // The owner is told, with a reset link; choosing a new password there ends every client's wait.
    const locked = await smtp.waitFor((received) =>
      received.some((mail) => mail.to === owner && /Wrong passwords/.test(mail.subject)),
    );
    void locked;
    const notice = smtp.to(owner).find((mail) => /Wrong passwords/.test(mail.subject))!;
    const token = linkToken(notice, "account/reset");
    expect((await api("password/reset", { token, password: "a new password" }, "198.51.100.8")).code).toBe(2000);
    expect((await api("sign_in", { email: owner, password: "a new password" }, "203.0.113.7")).code).toBe(2000);
  });

  it("stores no reset link for a mail it does not send: 22 requests in an hour leave one valid link", async () => {
    const owner = address("flooded");
    const { apptoken } = await ownAccount(owner, "the owner's password");
    for (let i = 0; i < 22; i++)
      expect((await api("password/reset_request", { email: owner }, `203.0.113.${100 + i}`)).code).toBe(2000);
    // The mail limit (3 an hour per recipient, the verification counted) lets two resets through.
    await smtp.nth(owner, 3);
    await expect
      .poll(async () => {
        const exported = await api("export", {}, "198.51.100.1", { apptoken });
        return (exported.data.email_links as { purpose: string }[]).filter((link) => link.purpose === "reset_password")
          .length;
      })
      .toBe(1);
    expect(smtp.to(owner)).toHaveLength(3);
  });
});

// Mail against the production server as a process, with a real SMTP server on loopback: the newsletter's double
// opt-in and one-click unsubscribe end to end, the password reset page behind its mailed link, attacks on accounts
// that mail their owners (on the same server), and an SMTP outage with two server processes on PostgreSQL.
import { randomBytes } from "node:crypto";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { linkToken, startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../integration/smtp-harness";
import { ADMIN_TOKEN, NO_ANSWER_FLOOR, freshDataDir, requestFrom, startServer, type RunningServer } from "./harness";
import { LIFTED } from "./hostile-harness";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const address = (label: string) => `${label}.${randomBytes(4).toString("hex")}@example.de`;

async function subscribe(server: RunningServer, email: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/eu/account/user/subscribe/create`, {
    method: "POST",
    headers: { "content-type": "application/json", region: "de", connection: "close", ...headers },
    body: JSON.stringify({ email, region: "de", source: "/de/black-friday" }),
  });
  return { status: response.status, body: await response.text() };
}

async function exported(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/__admin/subscribers/eu`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** A figure of the cluster's metrics (METRICS_PORT, the workers' sum): the sample with these labels, or 0. */
async function metric(server: RunningServer, name: string, labels: Record<string, string>): Promise<number> {
  const port = /"metricsPort":(\d+)/.exec(server.output())?.[1];
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  const family = parsePrometheusTextFormat(await response.text()).find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((candidate) =>
    Object.entries(labels).every(([key, value]) => candidate.labels?.[key] === value),
  );
  return Number(sample?.value ?? 0);
}

/** A page's text, without tags and with the entities React writes for quotes and ampersands. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The path and query of a link in a mail (the server's links point at PUBLIC_ORIGIN). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe("links by mail, end to end", { timeout: 90_000 }, () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let data: { dir: string; remove(): void };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    data = await freshDataDir("mail");
    server = await startServer({
      DATA_DIR: data.dir,
      SMTP_URL: smtp.url,
      ADMIN_TOKEN,
      PUBLIC_ORIGIN: "https://shop.example",
      // The attacks on accounts (below): each attacker and owner comes from an address of its own (X-Forwarded-For from
      // this proxy), one test client sends what many would, and their calls answer without the floor (what they answer
      // is checked, not when). The mail's own tests come from this machine's address, to which none of it matters.
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

  it("subscribe in de: one German mail with the link and List-Unsubscribe; exported only after the click; one-click unsubscribe", async () => {
    const email = address("max");
    const first = await subscribe(server, email);
    expect(first).toEqual({ status: 200, body: '{"code":2000,"msg":"success","data":{}}' });
    const mail = await smtp.nth(email);
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihr Mechaforge-Newsletter-Abonnement");
    expect(mail.text).toContain("https://shop.example/de/newsletter/confirm?token=");
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = /^<(https:\/\/shop\.example\/de\/newsletter\/unsubscribe\?token=[\w-]+)>$/.exec(
      mail.header("list-unsubscribe") ?? "",
    )?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(await exported(server)).not.toContain(email);

    // The click: the page's button is a plain form post to the same URL.
    const confirmPath = `/de/newsletter/confirm?token=${linkToken(mail, "newsletter/confirm")}`;
    const page = await fetch(server.url + confirmPath);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await exported(server)).not.toContain(email); // a GET (a link scanner) confirms nothing
    const confirmed = await fetch(server.url + confirmPath, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${linkToken(mail, "newsletter/confirm")}`,
    });
    expect(await confirmed.text()).toContain("Vielen Dank! Ihr Abonnement ist bestätigt.");
    expect(await exported(server)).toContain(`${email},de,/de/black-friday,`);
    // The same request twice, the same answer; and no further mail for a confirmed address.
    expect(await subscribe(server, email)).toEqual(first);

    // A second subscriber, so the newsletter below has someone to reach.
    const other = address("erika");
    await subscribe(server, other);
    const otherMail = await smtp.nth(other);
    await fetch(`${server.url}/de/newsletter/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${linkToken(otherMail, "newsletter/confirm")}`,
    });

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's URL.
    const oneClick = await fetch(server.url + pathOf(unsubscribeUrl!), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await exported(server)).not.toContain(email);
    expect(await exported(server)).toContain(other);

    const newsletter = await fetch(`${server.url}/__admin/newsletter/eu`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ subject: "Neuheiten im Dezember", paragraphs: ["Hallo!"] }),
    });
    expect(await newsletter.json()).toMatchObject({ queued: expect.any(Number) });
    const letter = await smtp.nth(other, 2);
    expect(letter.subject).toBe("Neuheiten im Dezember");
    expect(letter.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.to(email).map((received: ReceivedMail) => received.subject)).toEqual([mail.subject]);
  });

  it("the reset page refuses a short password, sets a good one once, then calls the link invalid", async () => {
    const words = wordsFor(content, "de").account;
    // Each request on a connection of its own: between the waits for mail, a kept-alive connection can reach the
    // server's idle timeout just as a starved test process sends on it.
    const post = async (path: string, form: Record<string, string>) => {
      const response = await requestFrom("127.0.0.1", server.url + path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      });
      return textOf(response.body);
    };
    const email = address("reset");
    const signUp = await requestFrom("127.0.0.1", `${server.url}/api/eu/account/user/register_or_login`, {
      method: "POST",
      headers: { "content-type": "application/json", region: "de" },
      body: JSON.stringify({ email, password: "first-password-1", consents: SIGN_UP_BOXES }),
    });
    expect(JSON.parse(signUp.body).code).toBe(2000);
    await smtp.nth(email); // the verification mail

    await post("/de/account/reset", { email });
    const token = linkToken(await smtp.nth(email, 2), "account/reset");
    const path = `/de/account/reset?token=${token}`;
    expect(await post(path, { token, password: "short" })).toContain(words.validation.passwordTooShort);
    expect(await post(path, { token, password: "second-password-2" })).toContain(words.reset.done);
    expect(await post(path, { token, password: "third-password-3" })).toContain(words.api.linkInvalid);
  });
  // Hostile requests against the production server (see hostile.test.ts): attacks on accounts (pre-registering an
  // address, guessing a password, flooding an owner with reset requests), each attacker and owner from a client
  // address of its own.
  describe("attacks on accounts", () => {
    const accountAddress = (label: string) =>
      `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const api = async (path: string, body: unknown, from: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/api/us/account/user/${path}`, {
        method: path === "export" ? "GET" : "POST",
        headers: { "content-type": "application/json", region: "us", "x-forwarded-for": from, ...headers },
        ...(path === "export" ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { code: number; data: Record<string, unknown> };
    };
    /** A sign-in's answer code, from the client `from`. */
    const signIn = async (email: string, password: string, from: string) =>
      (await api("sign_in", { email, password }, from)).code;
    /** A sign-up (register or log in) with the boxes ticked, from the client `from`. */
    const signUp = (email: string, password: string, from: string) =>
      api("register_or_login", { email, password, consents: SIGN_UP_BOXES }, from);
    /** An account as its owner makes one: sign-up, the first mail's link with the password chosen there, sign-in. */
    async function ownAccount(email: string, password: string) {
      await signUp(email, password, "198.51.100.1");
      const token = linkToken(await smtp.nth(email), "account/verify");
      expect((await api("verify", { token, password }, "198.51.100.1")).code).toBe(2000);
      const signedIn = await api("sign_in", { email, password }, "198.51.100.1");
      expect(signedIn.code).toBe(2000);
      return signedIn.data as { apptoken: string };
    }

    it("lets no one pre-register an address: the first mail's link asks its reader for the password", async () => {
      const victim = accountAddress("victim");
      // The attacker signs up with the victim's address and a password of their own.
      expect((await signUp(victim, "attacker's password", "203.0.113.66")).data).toEqual({
        check_email: true,
      });
      // The victim confirms the address from that first mail, choosing a password there.
      const mail = await smtp.nth(victim);
      const token = linkToken(mail, "account/verify");
      expect((await api("verify", { token }, "198.51.100.7")).code).toBe(4000); // no password chosen: nothing happens
      expect((await api("verify", { token, password: "victim's own password" }, "198.51.100.7")).code).toBe(2000);
      // The attacker's password opens nothing; the victim's does.
      expect(await signIn(victim, "attacker's password", "203.0.113.66")).toBe(4001);
      expect((await signUp(victim, "attacker's password", "203.0.113.66")).data).toEqual({
        check_email: true,
      });
      expect(await signIn(victim, "victim's own password", "198.51.100.7")).toBe(2000);
    });

    it("lets the owner's right password through while a guesser's client is locked out, and mails the owner a way out", async () => {
      const owner = accountAddress("owner");
      await ownAccount(owner, "the owner's password");
      const guesses = [];
      for (let i = 0; i < 8; i++) guesses.push(await signIn(owner, `guess ${i}`, "203.0.113.7"));
      expect(guesses.slice(0, 5)).toEqual([4001, 4001, 4001, 4001, 4001]);
      expect(guesses.slice(5)).toEqual([4029, 4029, 4029]); // the guesser waits …
      // … the owner, from a client that has not failed, does not, on either way in.
      expect(await signIn(owner, "the owner's password", "198.51.100.8")).toBe(2000);
      expect((await signUp(owner, "the owner's password", "198.51.100.9")).code).toBe(2000);
      // The owner is told, with a reset link; choosing a new password there ends every client's wait.
      const locked = await smtp.waitFor((received) =>
        received.some((mail) => mail.to === owner && /Wrong passwords/.test(mail.subject)),
      );
      void locked;
      const notice = smtp.to(owner).find((mail) => /Wrong passwords/.test(mail.subject))!;
      const token = linkToken(notice, "account/reset");
      expect((await api("password/reset", { token, password: "a new password" }, "198.51.100.8")).code).toBe(2000);
      expect(await signIn(owner, "a new password", "203.0.113.7")).toBe(2000);
    });

    it("stores no reset link for a mail it does not send: 22 requests in an hour leave one valid link", async () => {
      const owner = accountAddress("flooded");
      const { apptoken } = await ownAccount(owner, "the owner's password");
      for (let i = 0; i < 22; i++)
        expect((await api("password/reset_request", { email: owner }, `203.0.113.${100 + i}`)).code).toBe(2000);
      // The mail limit (3 an hour per recipient, the verification counted) lets two resets through.
      await smtp.nth(owner, 3);
      await expect
        .poll(async () => {
          const exported = await api("export", {}, "198.51.100.1", { apptoken });
          return (exported.data.email_links as { purpose: string }[]).filter(
            (link) => link.purpose === "reset_password",
          ).length;
        })
        .toBe(1);
      expect(smtp.to(owner)).toHaveLength(3);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "an SMTP outage with two server processes",
  { timeout: 240_000 },
  () => {
    // A database of its own: the mail workers of every process on a database send its outbox, another test's too.
    const database = `mail_${randomBytes(4).toString("hex")}`;
    let smtp: TestSmtpServer;
    let server: RunningServer;
    let outbox: pg.Client;
    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${database}`;
      smtp = await startSmtpServer();
      server = await startServer({
        DATABASE_URL: url.href,
        WEB_CONCURRENCY: "2",
        TRUST_PROXY: "loopback",
        SMTP_URL: smtp.url,
        // Retries at most a second apart and a look for due mail every 200 ms (the defaults: 15 minutes, 2 s), so an
        // outage of a few seconds has each message fail several times.
        MAIL_RETRY_MAX_SECONDS: "1",
        MAIL_POLL_MS: "200",
        RATE_LIMIT_FORMS_PER_MINUTE: "1000",
        // 54 newsletter sign-ups one after another.
        ...NO_ANSWER_FLOOR,
      });
      outbox = new pg.Client({ connectionString: url.href });
      await outbox.connect();
    }, 180_000);
    afterAll(async () => {
      await outbox?.end();
      await server?.stop();
      await smtp?.stop();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    /** Polls the eu scope's outbox until `query` (one row, one column `done`) answers true. */
    async function untilOutbox(query: string, values: unknown[], timeoutMs: number) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await outbox.query<{ done: boolean }>(query, values);
        if (rows[0]?.done) return;
        if (Date.now() > end) throw new Error(`outbox: not done in ${timeoutMs} ms: ${query}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it("delivers all 50 sign-ups made while the SMTP server was down, each once, after every one failed three times", async () => {
      // Both processes have opened the scope (a new connection per request: the cluster hands them out in turn).
      for (let i = 0; i < 4; i++) await subscribe(server, address("warm"), { "x-forwarded-for": `198.51.100.${i}` });
      await smtp.waitFor((received) => received.length >= 4);
      await smtp.stop();
      const emails = Array.from({ length: 50 }, (_, i) => address(`outage${i}`));
      for (const [i, email] of emails.entries()) {
        const answer = await subscribe(server, email, { "x-forwarded-for": `203.0.113.${i + 1}` });
        expect(answer.status).toBe(200);
      }
      // The outage lasts until every message has been tried three times (two failures at least, backed off).
      await untilOutbox(
        "SELECT count(*) FILTER (WHERE attempts >= 3) = 50 AS done FROM scope_eu.outbox WHERE recipient = ANY($1)",
        [emails],
        120_000,
      );
      expect(emails.some((email) => smtp.to(email).length > 0)).toBe(false);
      // The metrics say so: 50 waiting (each process reads the same outbox: not added up), for a while, attempts failed.
      await expect.poll(() => metric(server, "mail_outbox_depth", { scope: "eu" })).toBe(50);
      expect(await metric(server, "mail_outbox_oldest_age_seconds", { scope: "eu" })).toBeGreaterThan(1);
      expect(await metric(server, "mail_failed_total", { scope: "eu", final: "false" })).toBeGreaterThanOrEqual(100);
      expect(await metric(server, "mail_sent_total", { scope: "eu" })).toBe(4);
      await smtp.start();
      await smtp.waitFor(() => emails.every((email) => smtp.to(email).length > 0), 60_000);
      // Once nothing is left to send or being sent, no duplicate can still come: count.
      await untilOutbox(
        "SELECT count(*) = 0 AS done FROM scope_eu.outbox WHERE status IN ('pending', 'sending')",
        [],
        60_000,
      );
      expect(emails.map((email) => smtp.to(email).length)).toEqual(emails.map(() => 1));
      const ids = emails.map((email) => smtp.to(email)[0]!.messageId);
      expect(new Set(ids).size).toBe(50);
      await expect.poll(() => metric(server, "mail_sent_total", { scope: "eu" })).toBe(54);
      expect(await metric(server, "mail_outbox_depth", { scope: "eu" })).toBe(0);
      expect(await metric(server, "mail_outbox_oldest_age_seconds", { scope: "eu" })).toBe(0);
      expect(await metric(server, "mail_failed_total", { scope: "eu", final: "true" })).toBe(0);
      // The outage was real: sends failed and were retried.
      expect(server.output()).toMatch(/"event":"mail attempt failed","scope":"eu","id":\d+,"attempt":1,/);
    });
  },
);

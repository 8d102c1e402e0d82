// The operator's "retry now" after an SMTP outage (POST /__admin/mail/retry, docs/operations.md "SMTP down"), against
// the production server as a process and a real SMTP server on loopback: a sign-up made while SMTP is down has its mail
// tried and backed off; once SMTP is back, the action sends it at once, long before its back-off ends, and once. With
// the embedded database (the outbox lives inside the server process) and, given TEST_DATABASE_URL, with PostgreSQL.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../integration/smtp-harness";
import { ADMIN_TOKEN, freshDataDir, startServer, type RunningServer } from "./harness";

/** The back-off after a mail's third failed attempt: 20 s, and up to a fifth more (app/rules/mail-policy.ts). */
const THIRD_BACK_OFF_MS = 20_000;

interface Backend {
  name: string;
  /** The server's database settings, and how to drop what they made. */
  open(): Promise<{ env: Record<string, string>; remove(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: "the embedded database",
    async open() {
      const data = await freshDataDir("mail-retry");
      return { env: { DATA_DIR: data.dir }, remove: async () => data.remove() };
    },
  },
];
if (process.env.TEST_DATABASE_URL)
  backends.push({
    name: "PostgreSQL",
    async open() {
      // A database of its own: every mail worker on a database sends its outbox.
      const database = `mail_retry_${randomBytes(4).toString("hex")}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(sql);
        await client.end();
      };
      await admin(`CREATE DATABASE ${database}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${database}`;
      return {
        env: { DATABASE_URL: url.href },
        remove: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
      };
    },
  });

const retryNow = (server: RunningServer) =>
  fetch(`${server.url}/__admin/mail/retry`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

/** Mail not sent yet in the eu scope, as the server's metrics say (the main port, to the admin token). */
async function waiting(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const depth = /^mail_outbox_depth\{scope="eu"\} (\d+)$/m.exec(await response.text());
  return Number(depth?.[1] ?? Number.NaN);
}

// The backends side by side (a concurrent suite runs its suites at once): each test spends its time waiting for
// back-offs, on a server, a database and an SMTP server of its own.
describe.concurrent.each(backends)("retry now, with $name", ({ open }) => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let database: Awaited<ReturnType<Backend["open"]>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    await smtp.stop(); // down from the start
    database = await open();
    server = await startServer({ ...database.env, SMTP_URL: smtp.url, PUBLIC_ORIGIN: "https://shop.example" });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.remove();
  });

  it("sends the mail an SMTP outage held back at once when SMTP is back, before its back-off ends, and once", async ({
    expect,
  }) => {
    const email = `retry.${randomBytes(4).toString("hex")}@example.de`;
    const signUp = await fetch(`${server.url}/api/eu/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json", region: "de" },
      body: JSON.stringify({ email, region: "de", source: "/de/black-friday" }),
    });
    expect(signUp.status).toBe(200);
    // Tried three times while SMTP is down: the next attempt is at least 20 s after the third failure.
    let thirdFailure = 0;
    await expect
      .poll(
        () => {
          const line = server
            .output()
            .split("\n")
            .find((candidate) => /"event":"mail attempt failed","scope":"eu","id":\d+,"attempt":3,/.test(candidate));
          thirdFailure = line ? Date.parse((JSON.parse(line) as { time: string }).time) : 0;
          return thirdFailure;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBeGreaterThan(0);
    await smtp.start();

    const answer = await retryNow(server);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ due: { cn: 0, us: 0, eu: 1 }, total: 1 });
    await smtp.waitFor((received) => received.some((mail) => mail.to === email), THIRD_BACK_OFF_MS);
    expect(Date.now()).toBeLessThan(thirdFailure + THIRD_BACK_OFF_MS);

    // Once nothing is left to send or being sent, no second copy can still come: count.
    await expect.poll(() => waiting(server), { timeout: 10_000 }).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
    expect((await (await retryNow(server)).json()).total).toBe(0);
    // The operator's action is in the log, with what it did.
    expect(server.output()).toMatch(
      /"event":"mail retry now","client":"[^"]+","due":\{"cn":0,"us":0,"eu":1\},"total":1,/,
    );
  });
});

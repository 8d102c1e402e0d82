// The browser tests' mailbox: the test server runs without SMTP_URL, so its mail lands in the maildir under
// its DATA_DIR; these helpers wait for a message to an address there and read it with mailparser.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { expect, type APIRequestContext } from "./fixtures";

const MAILDIR = path.resolve(process.env.E2E_DATA_DIR ?? "build/e2e-data", "mail", "new");

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function mailTo(address: string): Promise<Mail[]> {
  const names = (await readdir(MAILDIR).catch(() => [] as string[])).sort();
  const found: Mail[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(MAILDIR, name), "utf8");
    if (!raw.toLowerCase().includes(`to: ${address.toLowerCase()}`)) continue;
    const parsed = await simpleParser(raw);
    found.push({
      to: address,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    });
  }
  return found;
}

/** The `n`th mail (1-based) to an address, once it has arrived. */
export async function waitForMail(address: string, n = 1): Promise<Mail> {
  let mail: Mail[] = [];
  await expect
    .poll(async () => (mail = await mailTo(address)).length, { timeout: 20_000, message: `mail ${n} to ${address}` })
    .toBeGreaterThanOrEqual(n);
  return mail[n - 1]!;
}

/** The path and query of the first link to `page` in a mail ("/de/newsletter/confirm?token=…"). */
export function linkIn(mail: Mail, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(/[^\\s]*${page}\\?token=[\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in:\n${mail.text}`);
  return match[1]!;
}

/** A verified, signed-in account made through the API (sign-up, the emailed link, sign-in). */
export async function verifiedAccount(
  request: APIRequestContext,
  scope: string,
  region: string,
  email: string,
  password: string,
) {
  const headers = { region };
  const signUp = () =>
    request.post(`/api/${scope}/account/user/register_or_login`, {
      data: { email, password, consents: SIGN_UP_BOXES },
      headers,
      timeout: 100_000,
    });
  expect((await (await signUp()).json()).data).toEqual({ check_email: true });
  const token = new URL(linkIn(await waitForMail(email), "account/verify"), "http://x").searchParams.get("token");
  const verified = await request.post(`/api/${scope}/account/user/verify`, { data: { token, password }, headers });
  expect((await verified.json()).code).toBe(2000);
  const body = await (await signUp()).json();
  expect(body.code).toBe(2000);
  return body.data as { user_id: string; apptoken: string; reftoken: string };
}

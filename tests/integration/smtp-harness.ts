// A real SMTP server on loopback (npm smtp-server) for the mail tests: it accepts every message, parses it with
// mailparser and keeps it, so a test reads what a mail server received. It can be stopped and started again on the same
// port to play an outage.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The message's own header lines, unfolded, by lower-case name (mailparser folds List-* into one entry). */
  header(name: string): string | undefined;
  raw: string;
}

function rawHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Mail to an address, in the order received. */
  to(address: string): ReceivedMail[];
  /** Waits until `predicate` holds for what was received (polls; fails after `timeoutMs`). */
  waitFor(predicate: (received: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Waits for the `n`th mail to an address (1-based) and returns it. */
  nth(address: string, n?: number, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw)
            .then((parsed) => {
              const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
              received.push({
                to: to?.value[0]?.address?.toLowerCase() ?? "",
                subject: parsed.subject ?? "",
                text: parsed.text ?? "",
                html: typeof parsed.html === "string" ? parsed.html : "",
                messageId: parsed.messageId ?? "",
                header: (name) => rawHeaders(raw).get(name.toLowerCase()),
                raw,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const harness: TestSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    to: (address) => received.filter((mail) => mail.to === address.toLowerCase()),
    async waitFor(predicate, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > end) throw new Error(`mail not received in ${timeoutMs} ms (${received.length} so far)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async nth(address, n = 1, timeoutMs) {
      await harness.waitFor(() => harness.to(address).length >= n, timeoutMs);
      return harness.to(address)[n - 1]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(port);
    },
  };
  return harness;
}

/** The token of the first link to `page` ("newsletter/confirm") in a mail's plain-text part. */
export function linkToken(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${page.replace("/", "\\/")}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in:\n${mail.text}`);
  return match[1]!;
}

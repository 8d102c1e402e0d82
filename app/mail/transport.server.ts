// Where a composed message goes: an SMTP server through nodemailer (SMTP_URL), or, without one, a maildir under
// DATA_DIR (one RFC 5322 file a message, written to tmp/ and moved to new/, as maildir readers expect).
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig } from "~/mail/mail-config.server";

export interface OutgoingMessage {
  /** Stable across retries, so a receiving system can recognise a repeat. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

function mailOptions(config: MailConfig, message: OutgoingMessage) {
  return {
    from: config.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
  };
}

export function smtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  // Bounded waits: a server that hangs fails the attempt (it is retried) instead of holding the worker.
  const url = new URL(config.smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(mailOptions(config, message));
    },
    close: () => transporter.close(),
  };
}

export function maildirTransport(config: MailConfig): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let ready: Promise<unknown> | null = null;
  return {
    async send(message) {
      ready ??= Promise.all(
        // Private, as every file of the data directory: mail names its recipients.
        ["tmp", "new", "cur"].map((dir) => mkdir(path.join(config.maildir, dir), { recursive: true, mode: 0o700 })),
      );
      await ready;
      const info = await builder.sendMail(mailOptions(config, message));
      const name = `${Date.now()}.${process.pid}_${randomBytes(6).toString("hex")}.${hostname()}`;
      const temporary = path.join(config.maildir, "tmp", name);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, path.join(config.maildir, "new", name));
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport({ ...config, smtpUrl: config.smtpUrl }) : maildirTransport(config);
}

// The settings of the mail path and the retention job, read from the environment in this one place. Kept small and separate so that it
// can move into the server's validated env module as it is.
import path from "node:path";
import { MAIL_LIMITS } from "~/rules/mail-policy";

export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; null: the local maildir. */
  smtpUrl: string | null;
  /** The From header, e.g. "Mechaforge <no-reply@mechaforge.com>". */
  from: string;
  /** Where messages go without SMTP_URL: a maildir (new/, cur/, tmp/). */
  maildir: string;
  /** Absolute origin of the links in mail. */
  linkOrigin: string;
  /** Run the sending worker in this process (MAIL_WORKER=off leaves the outbox to other processes). */
  worker: boolean;
  /** How often the worker looks for due mail written by other processes or waiting for a retry. */
  pollMs: number;
  /** Ceiling of the retry back-off. */
  retryMaxSeconds: number;
  /** Most confirmation/reset mails one client address may cause per hour (rules/mail-policy.ts MAIL_LIMITS). */
  perClientPerHour: number;
  /** The retention job: first run after start, then every interval (startRetentionJob in app/mail/mailer.server.ts). */
  retentionFirstDelayMs: number;
  retentionIntervalMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function mailConfigFromEnv(env: Record<string, string | undefined>): MailConfig {
  return {
    smtpUrl: env.SMTP_URL || null,
    from: env.MAIL_FROM || "Mechaforge <no-reply@mechaforge.com>",
    maildir: path.resolve(env.MAIL_DIR || path.join(env.DATA_DIR || "./data", "mail")),
    // Never the request's Host header: a forged one would put an attacker's origin into reset links.
    linkOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${env.PORT || "3000"}`).replace(/\/+$/, ""),
    worker: env.MAIL_WORKER !== "off",
    pollMs: positive(env.MAIL_POLL_MS, 2_000),
    retryMaxSeconds: positive(env.MAIL_RETRY_MAX_SECONDS, 15 * 60),
    perClientPerHour: positive(env.MAIL_PER_CLIENT_PER_HOUR, MAIL_LIMITS.perClientPerHour),
    retentionFirstDelayMs: positive(env.RETENTION_FIRST_DELAY_SECONDS, 60) * 1000,
    retentionIntervalMs: positive(env.RETENTION_INTERVAL_MINUTES, 60) * 60_000,
  };
}

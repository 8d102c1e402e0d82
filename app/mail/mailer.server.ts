// The process's mail path and retention job, started by the server runtime: the worker that empties the
// outbox, what API handlers and page actions need to queue mail (link origin, limits) and to wake the worker, and the
// hourly retention pass. Pages reach it through the router context, the API through its deps.
import { createContext } from "react-router";
import type { ContentDocument } from "~/content/document";
import type { QueueOptions } from "~/data/outbox.server";
import { purgeExpired } from "~/data/retention.server";
import type { MailConfig } from "~/mail/mail-config.server";
import { createMailTransport, type MailTransport } from "~/mail/transport.server";
import { startMailWorker, type MailEvents, type MailWorker } from "~/mail/worker.server";
import { log, logExpected } from "~/request/log.server";
import { STORAGE_SCOPES, type DatabaseConfig, type Databases } from "../../database/client.server";
import { reportDatabaseFailure } from "../../database/outage.server";

export interface Mailer {
  /** What queueMail needs for a request from `client` (its address; omit for operator mail), in `content`'s words. */
  queueOptions(content: ContentDocument, client?: string): QueueOptions;
  /** Call after a transaction that queued mail has committed. */
  wake(): void;
}

export const mailerContext = createContext<Mailer | null>(null);
/** The client address of a page request (as the rate limits see it), for the per-client mail limit of page actions. */
export const clientAddressContext = createContext<string | null>(null);

export interface RunningMailer extends Mailer {
  stop(): Promise<void>;
}

export function mailerOptions(config: Pick<MailConfig, "linkOrigin" | "perClientPerHour">) {
  return (content: ContentDocument, client?: string): QueueOptions => ({
    content,
    origin: config.linkOrigin,
    perClientPerHour: config.perClientPerHour,
    ...(client ? { client } : {}),
  });
}

/**
 * Starts the worker (unless MAIL_WORKER=off) and the retention job of this process; `content` is the published content
 * the worker writes the mail of account calls in.
 */
export function startMailer(
  config: MailConfig,
  databases: Databases,
  databaseConfig: DatabaseConfig,
  content: () => ContentDocument,
  transport: MailTransport = createMailTransport(config),
  events?: MailEvents,
): RunningMailer {
  const alwaysVisit = STORAGE_SCOPES.filter((scope) => databaseConfig[scope].kind === "postgres");
  const worker: MailWorker | null = config.worker
    ? startMailWorker({
        databases,
        transport,
        alwaysVisit,
        pollMs: config.pollMs,
        retryMaxSeconds: config.retryMaxSeconds,
        content,
        mail: { origin: config.linkOrigin, perClientPerHour: config.perClientPerHour },
        ...(events ? { events } : {}),
      })
    : null;
  const retention = startRetentionJob(databases, config);
  return {
    queueOptions: mailerOptions(config),
    wake: () => worker?.wake(),
    async stop() {
      await retention.stop();
      await worker?.stop();
    },
  };
}

/**
 * The retention pass over every scope, first after `retentionFirstDelayMs`, then every `retentionIntervalMs`. Each scope's
 * pass takes an advisory lock (data/retention.server.ts), so with several processes one of them does the work.
 */
export function startRetentionJob(
  databases: Databases,
  config: Pick<MailConfig, "retentionFirstDelayMs" | "retentionIntervalMs">,
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    for (const scope of STORAGE_SCOPES) {
      if (stopped) return;
      try {
        const counts = await purgeExpired(await databases.get(scope), new Date());
        const removed = counts ? Object.entries(counts).filter(([, n]) => n > 0) : [];
        if (removed.length) log.info({ scope, removed: Object.fromEntries(removed) }, "retention pass");
      } catch (error) {
        if (!reportDatabaseFailure(error, [scope])) logExpected("retention pass failed", error, { scope });
      }
    }
  };
  const tick = () => {
    running ??= run().finally(() => (running = null));
  };
  const first = setTimeout(() => {
    tick();
    interval.refresh();
  }, config.retentionFirstDelayMs);
  const interval = setInterval(tick, config.retentionIntervalMs);
  first.unref();
  interval.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}

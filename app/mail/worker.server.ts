// The mail worker: sends what the outbox holds, in every server process. A queued mail wakes the worker of
// its own process at once; it also looks every MAIL_POLL_MS for mail queued by other processes and for retries.
// Claims are leases taken with FOR UPDATE SKIP LOCKED (data/outbox.server.ts), so a message goes out once even with
// several processes; a failed send is retried with back-off, so an SMTP outage loses nothing.
import type { ContentDocument } from "~/content/document";
import { handleAccountMailRequest } from "~/data/account-mail.server";
import { handleNextMailRequest } from "~/data/mail-requests.server";
import { claimDueMail, markFailed, markSent, markSuppressed, type QueueOptions, type Tx } from "~/data/outbox.server";
import { handleNewsletterRequest, isSuppressed } from "~/data/subscriptions.server";
import type { MailTransport } from "~/mail/transport.server";
import { logExpected, logUnexpected } from "~/request/log.server";
import type { StorageScope } from "~/rules/regions";
import type { Databases } from "../../database/client.server";
import { isDatabaseUnavailable, reportDatabaseFailure } from "../../database/outage.server";
import type { MailRequestRow } from "../../database/schema";

export interface MailWorker {
  /** Look for due mail now (after a transaction that queued some has committed). */
  wake(): void;
  /** Finishes the round in progress and stops. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  databases: Databases;
  transport: MailTransport;
  /** Scopes to visit besides those opened in this process (PostgreSQL scopes, where other processes queue mail too). */
  alwaysVisit: readonly StorageScope[];
  pollMs: number;
  retryMaxSeconds: number;
  /** Where links in mail point and the per-client limit, for the mail requests of account calls (decision 040). */
  mail: Pick<QueueOptions, "origin" | "perClientPerHour">;
  /** The content that mail is written in: the published content when the request is handled. */
  content: () => ContentDocument;
  /** The worker's clock (real time: previews do not move the mail). */
  clock?: () => Date;
  /** Rows claimed at a time, and how long a claim holds. */
  batch?: number;
  leaseSeconds?: number;
  /** Told of each mail sent and each failed attempt (the server's metrics). */
  events?: MailEvents;
}

/** What the worker tells of its sending: each mail sent, each failed attempt (`final`: the mail is given up). */
export interface MailEvents {
  sent(scope: StorageScope): void;
  failed(scope: StorageScope, final: boolean): void;
}

/** The Message-ID of an outbox row: the same on every attempt, so a receiver can recognise a repeat. */
export function outboxMessageId(scope: StorageScope, id: number): string {
  return `<outbox-${scope}-${id}@mail.mechaforge.com>`;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const clock = options.clock ?? (() => new Date());
  const batch = options.batch ?? 20;
  const leaseSeconds = options.leaseSeconds ?? 120;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastError = "";

  /** The mail requests of account calls (decision 040): each handled, and gone, in one transaction. */
  async function handleRequests(scope: StorageScope): Promise<void> {
    const db = await options.databases.get(scope);
    // At the request's time: links last, and limits count, from the call that asked (the API's clock), not from now.
    const handle = async (tx: Tx, request: MailRequestRow) => {
      const mail = { ...options.mail, content: options.content(), clientHash: request.clientHash };
      if (request.kind === "newsletter") await handleNewsletterRequest(tx, request, request.createdAt, mail);
      else await handleAccountMailRequest(tx, request, request.createdAt, mail);
    };
    const dropped = (request: MailRequestRow, error: unknown) => {
      if (isDatabaseUnavailable(error)) return false;
      logUnexpected("mail request dropped", error, { scope, id: request.id, kind: request.kind });
      return true;
    };
    while (!stopped && (await handleNextMailRequest(db, handle, dropped)));
  }

  async function sendScope(scope: StorageScope): Promise<void> {
    await handleRequests(scope);
    const db = await options.databases.get(scope);
    for (;;) {
      const rows = await claimDueMail(db, clock(), batch, leaseSeconds);
      for (const row of rows) {
        if (!row.recipient || !row.subject || row.textBody === null || row.htmlBody === null) {
          await markSent(db, row.id, clock()); // nothing left to send (erased by a deletion meanwhile)
          continue;
        }
        if (row.kind === "newsletter" && (await isSuppressed(db, row.recipient))) {
          await markSuppressed(db, row.id);
          continue;
        }
        try {
          await options.transport.send({
            messageId: outboxMessageId(scope, row.id),
            to: row.recipient,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            headers: row.headers,
          });
          await markSent(db, row.id, clock());
          options.events?.sent(scope);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          logExpected("mail attempt failed", error, { scope, id: row.id, attempt: row.attempts });
          const { final } = await markFailed(db, row, message, clock(), options.retryMaxSeconds);
          options.events?.failed(scope, final);
        }
      }
      if (rows.length < batch || stopped) return;
    }
  }

  async function round(): Promise<void> {
    const scopes = new Set<StorageScope>([...options.alwaysVisit, ...options.databases.opened()]);
    for (const scope of scopes) {
      try {
        await sendScope(scope);
      } catch (error) {
        // The database is away: the rows stay where they are and the next round tries again. It counts for the
        // process's outage (one line when it starts, one when it ends); anything else is one line per change, per scope.
        if (reportDatabaseFailure(error, [scope])) continue;
        const message = `${scope}: ${error instanceof Error ? error.message : String(error)}`;
        if (message !== lastError) logExpected("mail round failed", error, { scope });
        lastError = message;
      }
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(0);
      } else schedule(options.pollMs);
    });
  }

  schedule(options.pollMs);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      options.transport.close();
    },
  };
}

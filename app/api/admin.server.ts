// Operator endpoints of the running server, for tools that must not open its embedded database themselves (one
// writer per data directory): the subscribers export, a subscription lookup, the newsletter send and the mail's
// "retry now". Bearer token: ADMIN_TOKEN, or one made
// at start-up and written to the data directory's lock file, which only the directory's owner can read
// (database/data-dir-lock.server.ts). Wrong tokens are counted per client (app/request/secret-checks.server.ts).
import express, { type Request, type Response } from "express";
import { z } from "zod";
import { sendEmbeddedBackup } from "~/api/backup.server";
import { emailSchema } from "~/api/schemas";
import type { ContentDocument } from "~/content/document";
import { makePendingMailDue } from "~/data/outbox.server";
import { tablesNaming } from "~/data/privacy.server";
import { findSubscriptions, listSubscriptions, queueNewsletter, subscriptionsCsv } from "~/data/subscriptions.server";
import type { Mailer } from "~/mail/mailer.server";
import { log, logExpected } from "~/request/log.server";
import type { SecretChecks } from "~/request/secret-checks.server";
import type { StorageScope } from "~/rules/regions";
import { STORAGE_SCOPES, type Databases } from "../../database/client.server";

const newsletterSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  paragraphs: z.array(z.string().trim().min(1).max(5000)).min(1).max(50),
});

export const ADMIN_SUBSCRIBERS_PATH = "/__admin/subscribers";

export interface AdminAccess {
  /** Read per request: null (no running server runtime) closes the endpoints. */
  token(): string | null;
  checks: SecretChecks;
  /** The client a request comes from (the rate limits' key). */
  client(req: Request): string;
}

const notFound = (res: Response) => void res.status(404).type("text/plain").send("Not found");

/** The admin token (Bearer), wrong ones counted per client; a wrong or missing one looks like a missing page. */
export function adminGuard(access: AdminAccess) {
  return async (req: Request, res: Response, next: express.NextFunction) => {
    res.set("Cache-Control", "no-store");
    const presented = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    const verdict = await access.checks.check(access.client(req), presented, access.token() ?? undefined);
    if (verdict.ok) return next();
    if (verdict.limited)
      return void res
        .status(429)
        .set("Retry-After", String(verdict.retryAfter))
        .type("text/plain")
        .send("Too many attempts");
    // Wrong or missing credentials look like a missing page.
    notFound(res);
  };
}

/** `mail`: the mail queue and the content newsletters are written in (the published version); without it, no newsletters. */
export function adminRouter(
  databases: Databases,
  access: AdminAccess,
  mail?: { mailer: Mailer; content: () => ContentDocument },
): express.Router {
  const router = express.Router();
  router.use(adminGuard(access));
  // The process's memory by kind (V8 heap, array buffers, everything else such as the embedded databases' WebAssembly
  // memory): what the soak benchmark records beside the resident size.
  router.get("/memory", (_req: Request, res: Response) => {
    const usage = process.memoryUsage();
    res.json(
      Object.fromEntries(Object.entries(usage).map(([key, bytes]) => [key, Math.round(bytes / 1024 / 102.4) / 10])),
    );
  });
  router.get("/subscribers/:scope", async (req: Request, res: Response) => {
    const scope = req.params.scope as StorageScope;
    if (!STORAGE_SCOPES.includes(scope)) return notFound(res);
    try {
      const rows = await listSubscriptions(await databases.get(scope));
      res.set("X-Row-Count", String(rows.length)).type("text/csv; charset=utf-8").send(subscriptionsCsv(rows));
    } catch (error) {
      console.error(`[admin] export of ${scope} failed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("Database unavailable");
    }
  });
  // Is an address subscribed in a scope? (Operators, and the browser tests after a sign-up through the page.)
  router.get("/subscriptions/:scope", async (req: Request, res: Response) => {
    const scope = req.params.scope as StorageScope;
    const email = emailSchema.safeParse(req.query.email);
    if (!STORAGE_SCOPES.includes(scope) || !email.success) return notFound(res);
    try {
      const rows = await findSubscriptions(await databases.get(scope), email.data);
      res.json({
        subscriptions: rows.map((row) => ({
          email: row.email,
          region: row.region,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    } catch (error) {
      console.error(`[admin] lookup in ${scope} failed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("Database unavailable");
    }
  });
  // A consistent copy of a scope's embedded database while the server runs (README, "Backups"): PGlite's own
  // dump of its data directory, taken after a checkpoint and between two queries (its query lock). Restored with
  // npm run db:restore. A scope on PostgreSQL is backed up with pg_dump instead.
  router.get("/backup/:scope", async (req: Request, res: Response) => {
    const scope = req.params.scope as StorageScope;
    if (!STORAGE_SCOPES.includes(scope)) return notFound(res);
    await sendEmbeddedBackup(res, () => databases.get(scope), scope, `the ${scope} scope`);
  });
  // Which tables of a scope hold a row naming an address (an erasure is checked through the running server).
  router.get("/address/:scope", async (req: Request, res: Response) => {
    const scope = req.params.scope as StorageScope;
    const email = emailSchema.safeParse(req.query.email);
    if (!STORAGE_SCOPES.includes(scope) || !email.success) return notFound(res);
    try {
      res.json({ tables: await tablesNaming(await databases.get(scope), email.data) });
    } catch (error) {
      console.error(`[admin] address lookup in ${scope} failed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("Database unavailable");
    }
  });
  // A newsletter to every confirmed, unsuppressed subscriber of the scope, each with its unsubscribe link.
  router.post("/newsletter/:scope", express.json({ limit: "64kb" }), async (req: Request, res: Response) => {
    const scope = req.params.scope as StorageScope;
    const input = newsletterSchema.safeParse(req.body);
    if (!STORAGE_SCOPES.includes(scope) || !mail) return notFound(res);
    if (!input.success) return void res.status(400).json({ issues: input.error.issues });
    try {
      const options = mail.mailer.queueOptions(mail.content());
      const queued = await queueNewsletter(await databases.get(scope), input.data, new Date(), options);
      mail.mailer.wake();
      res.json({ queued });
    } catch (error) {
      console.error(`[admin] newsletter of ${scope} failed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("Database unavailable");
    }
  });
  // "Retry now", after an SMTP outage (docs/operations.md, "SMTP down"): every pending mail of every scope is due at
  // once instead of at the end of its back-off, and this process's worker is woken (other processes on PostgreSQL
  // find it at their next look, MAIL_POLL_MS). Claims stay leases, so each mail still goes once. One log line says
  // who asked and how many.
  router.post("/mail/retry", async (req: Request, res: Response) => {
    if (!mail) return notFound(res);
    const due: Partial<Record<StorageScope, number>> = {};
    const unavailable: StorageScope[] = [];
    for (const scope of STORAGE_SCOPES) {
      try {
        due[scope] = await makePendingMailDue(await databases.get(scope));
      } catch (error) {
        logExpected("mail retry failed", error, { scope });
        unavailable.push(scope);
      }
    }
    mail.mailer.wake();
    const total = Object.values(due).reduce((sum, n) => sum + n, 0);
    log.info({ event: "mail retry now", client: access.client(req), due, total, unavailable }, "mail retry now");
    res.status(unavailable.length ? 503 : 200).json({ due, total, ...(unavailable.length ? { unavailable } : {}) });
  });
  return router;
}

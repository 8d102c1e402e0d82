// Operator endpoints of the running server, for tools that must not open its embedded database themselves (one
// writer per data directory): the subscribers export. Bearer token: ADMIN_TOKEN, or one made at start-up and written
// to the data directory's lock file, which only the directory's owner can read (database/data-dir-lock.server.ts).
import { createHash, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response } from "express";
import { STORAGE_SCOPES, type Databases } from "../../database/client.server";
import type { StorageScope } from "~/rules/regions";
import { z } from "zod";
import { listSubscriptions, queueNewsletter, subscriptionsCsv } from "../data/subscriptions.server";
import type { Mailer } from "~/mail/mailer.server";

const newsletterSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  paragraphs: z.array(z.string().trim().min(1).max(5000)).min(1).max(50),
});

export const ADMIN_SUBSCRIBERS_PATH = "/__admin/subscribers";

function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** `token()` is read per request: null (no running server runtime) closes the endpoints. */
export function adminRouter(databases: Databases, token: () => string | null, mailer?: Mailer): express.Router {
  const router = express.Router();
  router.use((req: Request, res: Response, next) => {
    res.set("Cache-Control", "no-store");
    const expected = token();
    const presented = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    // Wrong or missing credentials look like a missing page.
    if (!expected || !presented || !sameSecret(presented, expected))
      return void res.status(404).type("text/plain").send("Not found");
    next();
  });
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
    if (!STORAGE_SCOPES.includes(scope)) return void res.status(404).type("text/plain").send("Not found");
    try {
      const rows = await listSubscriptions(await databases.get(scope));
      res.set("X-Row-Count", String(rows.length)).type("text/csv; charset=utf-8").send(subscriptionsCsv(rows));
    } catch (error) {
      console.error(`[admin] export of ${scope} failed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("Database unavailable");
    }
  });
  // Issue 27: a newsletter to every confirmed, unsuppressed subscriber of the scope, each with its unsubscribe link.
  router.post("/newsletter/:scope", express.json({ limit: "64kb" }), async (req: Request, res: Response) => {
    const scope = req.params.scope as StorageScope;
    const input = newsletterSchema.safeParse(req.body);
    if (!STORAGE_SCOPES.includes(scope) || !mailer) return void res.status(404).type("text/plain").send("Not found");
    if (!input.success) return void res.status(400).json({ issues: input.error.issues });
    try {
      const queued = await queueNewsletter(await databases.get(scope), input.data, new Date(), mailer.queueOptions());
      mailer.wake();
      res.json({ queued });
    } catch (error) {
      console.error(`[admin] newsletter of ${scope} failed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("Database unavailable");
    }
  });
  return router;
}

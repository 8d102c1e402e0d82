// Staff preview only: is an address subscribed in a scope? Lets the browser tests check the database after a
// sign-up through the running server (a second process must not open its embedded database). Needs PREVIEW_TOKEN.
import express, { type Request, type Response } from "express";
import { STORAGE_SCOPES, type Databases } from "../../database/client.server";
import { findSubscriptions } from "~/data/subscriptions.server";
import { isPreviewAuthorized, PREVIEW_TOKEN_HEADER } from "~/server/request-time.server";
import type { StorageScope } from "~/rules/regions";
import { emailSchema } from "./schemas";

export function previewSubscriptionsRouter(databases: Databases, previewToken: string | undefined): express.Router {
  const router = express.Router();
  router.get("/:scope", async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    const scope = req.params.scope as StorageScope;
    const email = emailSchema.safeParse(req.query.email);
    if (
      !isPreviewAuthorized(req.get(PREVIEW_TOKEN_HEADER), previewToken) ||
      !STORAGE_SCOPES.includes(scope) ||
      !email.success
    ) {
      res.status(404).json({ code: 4004, msg: "not found", data: {} });
      return;
    }
    const db = await databases.get(scope);
    const rows = await findSubscriptions(db, email.data);
    res.json({
      code: 2000,
      msg: "success",
      data: {
        subscriptions: rows.map((row) => ({
          email: row.email,
          region: row.region,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
        })),
      },
    });
  });
  return router;
}

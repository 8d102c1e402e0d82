// Staff preview only: is an address subscribed in a scope? Lets the browser tests check the database after a
// sign-up through the running server (a second process must not open its embedded database). Needs PREVIEW_TOKEN.
import express, { type Request, type Response } from "express";
import { STORAGE_SCOPES, type Databases } from "../../database/client.server";
import { tablesNaming } from "~/data/privacy.server";
import { findSubscriptions } from "~/data/subscriptions.server";
import { isPreviewAuthorized, PREVIEW_TOKEN_HEADER } from "~/server/request-time.server";
import type { StorageScope } from "~/rules/regions";
import { API_CODES } from "./envelope";
import { notFound } from "./errors.server";
import { requestRegion } from "./request-region.server";
import { sendEnvelope, sendError } from "./respond.server";
import { emailSchema } from "./schemas";

/** A preview request's scope and address; null (after a 404 envelope) for anyone without the token or with bad input. */
function previewQuery(req: Request, res: Response, previewToken: string | undefined) {
  const scope = req.params.scope as StorageScope;
  const email = emailSchema.safeParse(req.query.email);
  if (
    isPreviewAuthorized(req.get(PREVIEW_TOKEN_HEADER), previewToken) &&
    STORAGE_SCOPES.includes(scope) &&
    email.success
  )
    return { scope, email: email.data };
  sendError(res, notFound(), requestRegion(undefined, req.get("region"), req.get("accept-language")));
  return null;
}

export function previewSubscriptionsRouter(databases: Databases, previewToken: string | undefined): express.Router {
  const router = express.Router();
  router.get("/:scope", async (req: Request, res: Response) => {
    const query = previewQuery(req, res, previewToken);
    if (!query) return;
    const { scope } = query;
    const db = await databases.get(scope);
    const rows = await findSubscriptions(db, query.email);
    sendEnvelope(res, 200, API_CODES.success, requestRegion(scope, undefined, undefined), {
      subscriptions: rows.map((row) => ({
        email: row.email,
        region: row.region,
        source: row.source,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
  return router;
}

/**
 * Staff preview only (issue 27): which tables of a scope hold a row naming an address, so the browser tests can check an
 * account deletion through the running server. Needs PREVIEW_TOKEN; 404 to everyone else.
 */
export function previewAddressRouter(databases: Databases, previewToken: string | undefined): express.Router {
  const router = express.Router();
  router.get("/:scope", async (req: Request, res: Response) => {
    const query = previewQuery(req, res, previewToken);
    if (!query) return;
    const { scope } = query;
    const tables = await tablesNaming(await databases.get(scope), query.email);
    sendEnvelope(res, 200, API_CODES.success, requestRegion(scope, undefined, undefined), { tables });
  });
  return router;
}

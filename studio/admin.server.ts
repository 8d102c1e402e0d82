// Operators' content endpoints, under /__admin/content with the admin token: what `npm run content:export`
// and `content:import` use while a server holds the embedded database, and a publish or roll-back without the studio.
// The studio's own pages call studio/content.server.ts directly.
import { createHash } from "node:crypto";
import express, { type Request, type Response } from "express";
import { z } from "zod";
import { sendEmbeddedBackup } from "~/api/backup.server";
import { clientAddress } from "~/api/rate-limit.server";
import { describeError } from "~/request/log.server";
import { truncateClientAddress } from "~/rules/mail-policy";
import { auditRows, exportedAuditRow } from "../database/audit-chain.server";
import { reportDatabaseFailure } from "../database/outage.server";
import type { StudioDatabase, StudioDb } from "../database/studio.server";
import { OPERATOR, audit, type OperatorActor } from "./audit.server";
import {
  ContentCheckError,
  ContentImportError,
  ContentNotFoundError,
  DraftConflictError,
  checkDraft,
  createDraft,
  currentVersion,
  diffVersions,
  exportVersion,
  getDraft,
  importDraft,
  listVersions,
  publication,
  publishDraft,
  rollBack,
  updateDraft,
} from "./content.server";
import { JsonPatchError } from "./json-patch";
import { upcomingReleases } from "./releases.server";

/** Renders one page of a draft (at an instant) in the server process: the server's render, handed to the studio. */
export type PreviewRenderer = (page: { draft: number; path: string; at?: Date }) => Promise<globalThis.Response>;

/** The largest body these endpoints read: a whole document's files (the words of six languages). */
export const CONTENT_ADMIN_BODY_LIMIT = "16mb";

/**
 * A name the caller gives (older scripts send one): read and ignored. Whoever holds the admin token acts as
 * "operator", recorded with the token's id and the client's network, never as a name the caller supplies.
 */
const by = z.string().trim().max(200).optional();
const id = z.coerce.number().int().positive();
const publishBody = z.object({ draft: id, by, summary: z.string().max(2000).default("") });
const rollbackBody = z.object({ version: id, by, summary: z.string().max(2000).default("") });
const importBody = z.object({ by, title: z.string().max(200).optional(), files: z.record(z.string(), z.string()) });
const draftBody = z.object({ by, title: z.string().max(200).optional() });
const updateBody = z.object({
  by,
  revision: z.number().int().nonnegative(),
  patch: z.array(z.record(z.string(), z.unknown())).optional(),
  files: z.record(z.string(), z.unknown()).optional(),
});

/** Who calls with the admin token: "operator", the token's id (a hash's first 12 digits, never the token) and network. */
export function operatorOf(req: Request): OperatorActor {
  const presented = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
  return {
    id: null,
    email: OPERATOR,
    clientNetwork: truncateClientAddress(clientAddress(req)),
    token: `admin token ${createHash("sha256").update(presented).digest("hex").slice(0, 12)}`,
  };
}

/** The name versions, drafts and publications credit an admin-token call with. */
export { OPERATOR };

async function audited(
  db: StudioDb,
  operator: OperatorActor,
  action: Parameters<typeof audit>[2],
  target: string,
  detail: Record<string, unknown> = {},
) {
  await audit(db, operator, action, new Date(), { target, detail });
}

/**
 * Files imported as a draft by the operator (POST /__admin/content/import, or `npm run content:import` on the
 * database itself): credited to "operator", audited with how they were let in.
 */
export async function importAudited(
  db: StudioDb,
  operator: OperatorActor,
  { title, files }: { title?: string; files: Map<string, string> },
): Promise<Awaited<ReturnType<typeof importDraft>>> {
  const imported = await importDraft(db, { by: OPERATOR, title, files });
  await audit(db, operator, "draft-create", new Date(), {
    target: `draft:${imported.id}`,
    detail: { import: [...files.keys()] },
  });
  return imported;
}

/** Answers a refused or failed call with its reason as JSON. */
function fail(res: Response, error: unknown): void {
  if (error instanceof ContentCheckError)
    return void res.status(422).json({ error: error.message, report: error.report });
  if (error instanceof DraftConflictError)
    return void res.status(409).json({ error: error.message, files: error.files });
  if (error instanceof ContentNotFoundError) return void res.status(404).json({ error: error.message });
  if (error instanceof ContentImportError)
    return void res.status(400).json({ error: error.message, problems: error.problems });
  if (error instanceof JsonPatchError) return void res.status(400).json({ error: error.message });
  if (error instanceof z.ZodError) return void res.status(400).json({ error: "bad request", issues: error.issues });
  if (!reportDatabaseFailure(error, ["studio"])) console.error(`[admin] content: ${describeError(error).message}`);
  res.status(503).json({ error: "the studio database is unavailable" });
}

/**
 * GET /__admin/backup/studio: a consistent copy of the studio's embedded database while the server runs, as the
 * customer scopes' backups are taken (PGlite's dump after a checkpoint; restored with npm run db:restore -- --scope
 * studio). On PostgreSQL: 409, pg_dump is the tool.
 */
export function studioBackup(studio: StudioDatabase) {
  return async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    await sendEmbeddedBackup(res, () => studio.get(), "studio", "the studio");
  };
}

/** The routes, behind the admin guard the caller puts in front; `renderPreview` is the server's page render. */
export function contentAdminRouter(studio: StudioDatabase, renderPreview: PreviewRenderer): express.Router {
  const router = express.Router();
  const json = express.json({ limit: CONTENT_ADMIN_BODY_LIMIT });
  const route = (handler: (req: Request, res: Response) => Promise<unknown>) => async (req: Request, res: Response) => {
    try {
      res.set("Cache-Control", "no-store");
      const result = await handler(req, res);
      if (!res.headersSent) res.json(result);
    } catch (error) {
      fail(res, error);
    }
  };
  router.get(
    "/versions",
    route(async (req) => ({
      versions: await listVersions(await studio.get(), { limit: Number(req.query.limit) || 50 }),
    })),
  );
  router.get(
    "/current",
    route(async () => {
      const current = await currentVersion(await studio.get());
      if (!current) throw new ContentNotFoundError("no current version");
      return current;
    }),
  );
  router.get(
    "/versions/:id/files",
    route(async (req) => ({
      files: Object.fromEntries(await exportVersion(await studio.get(), id.parse(req.params.id))),
    })),
  );
  // The drafts scheduled to publish, soonest first (npm run content:schedule).
  router.get(
    "/releases",
    route(async () => ({ releases: await upcomingReleases(await studio.get()) })),
  );
  router.get(
    "/diff",
    route(async (req) => diffVersions(await studio.get(), id.parse(req.query.a), id.parse(req.query.b))),
  );
  // The audit log as JSON lines, oldest first, with its hashes: what `npm run audit:verify` and `audit:export` read
  // while a server holds the embedded database.
  router.get("/audit", async (_req: Request, res: Response) => {
    try {
      const rows = auditRows(await studio.get());
      const first = await rows.next();
      res.status(200).set("Cache-Control", "no-store").type("application/x-ndjson");
      for (let row = first; !row.done; row = await rows.next())
        if (!res.write(`${JSON.stringify(exportedAuditRow(row.value))}\n`))
          await new Promise((resolve) => res.once("drain", resolve));
      res.end();
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else fail(res, error);
    }
  });
  router.post(
    "/drafts",
    json,
    route(async (req) => {
      const body = draftBody.parse(req.body);
      const db = await studio.get();
      const operator = operatorOf(req);
      const draft = await createDraft(db, { by: OPERATOR, title: body.title });
      await audited(db, operator, "draft-create", `draft:${draft.id}`, { title: draft.title });
      return draft;
    }),
  );
  router.post(
    "/import",
    json,
    route(async (req) => {
      const body = importBody.parse(req.body);
      return importAudited(await studio.get(), operatorOf(req), {
        title: body.title,
        files: new Map(Object.entries(body.files)),
      });
    }),
  );
  router.get(
    "/drafts/:id",
    route(async (req) => {
      const { document: _document, ...draft } = await getDraft(await studio.get(), id.parse(req.params.id));
      return draft;
    }),
  );
  router.post(
    "/drafts/:id",
    json,
    route(async (req) => {
      const { by: _claimed, ...body } = updateBody.parse(req.body);
      const db = await studio.get();
      const draft = id.parse(req.params.id);
      const saved = await updateDraft(db, draft, { ...body, by: OPERATOR } as never);
      await audited(db, operatorOf(req), "draft-change", `draft:${draft}`, {
        revision: saved.revision,
        paths: body.patch?.map((operation) => operation.path) ?? [],
        files: Object.keys(body.files ?? {}),
      });
      return saved;
    }),
  );
  // One page of a draft at an instant, rendered in process (the studio's renderPreview): `?path=/us/faq&at=<ISO>`.
  router.get("/drafts/:id/page", async (req: Request, res: Response) => {
    try {
      const draft = id.parse(req.params.id);
      const pagePath = z
        .string()
        .regex(/^\/[^?#]*$/)
        .max(300)
        .parse(req.query.path);
      const at = req.query.at === undefined ? undefined : z.iso.datetime({ offset: true }).parse(req.query.at);
      const page = await renderPreview({ draft, path: pagePath, ...(at ? { at: new Date(at) } : {}) });
      res
        .status(page.status)
        .set("Cache-Control", "no-store")
        .type("text/html")
        .send(await page.text());
    } catch (error) {
      fail(res, error);
    }
  });
  router.get(
    "/drafts/:id/check",
    route(async (req) => {
      const { diff, ...report } = await checkDraft(await studio.get(), id.parse(req.params.id));
      return { ...report, facts: diff.facts, regions: diff.regions };
    }),
  );
  router.post(
    "/publish",
    json,
    route(async (req) => {
      const body = publishBody.parse(req.body);
      const db = await studio.get();
      const operator = operatorOf(req);
      let result;
      try {
        result = await publishDraft(db, body.draft, { by: OPERATOR, summary: body.summary });
      } catch (error) {
        if (error instanceof ContentCheckError || error instanceof DraftConflictError)
          await audited(db, operator, "publish-refused", `draft:${body.draft}`, { reason: error.message });
        throw error;
      }
      const { detail, answer } = publication(body.draft, result, { summary: body.summary });
      await audited(db, operator, "publish", `version:${result.version}`, detail);
      return answer;
    }),
  );
  router.post(
    "/rollback",
    json,
    route(async (req) => {
      const body = rollbackBody.parse(req.body);
      const db = await studio.get();
      const result = await rollBack(db, body.version, { by: OPERATOR, summary: body.summary });
      await audited(db, operatorOf(req), "rollback", `version:${body.version}`, {
        previous: result.previous,
        summary: body.summary,
        facts: result.diff.facts,
      });
      return {
        version: result.version,
        publication: result.publication,
        previous: result.previous,
        facts: result.diff.facts,
      };
    }),
  );
  return router;
}

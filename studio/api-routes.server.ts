// The studio API's calls, behind its guard (api.server.ts): session, CSRF, no-store.
import { z } from "zod";
import { REGION_CODES } from "~/rules/regions";
import type { StaffRole } from "../database/studio-schema";
import { StudioApiError, type StudioApiRoutes } from "./api.server";
import { diffVersions } from "./content.server";
import {
  checkSaved,
  dropDraft,
  openDraft,
  publish,
  requirePublisher,
  rollBackTo,
  saveDraft,
  submitDraft,
} from "./drafts.server";
import { EDITION_YEARS, newEdition, newSeries } from "./editions.server";
import { MAX_PREVIEW_LINK_MS, PreviewLinkRefusal, createPreviewLink, isPagePath } from "./preview-links.server";
import { newProduct } from "./products.server";
import { resolveOvertaken } from "./rebase.server";
import { scheduleRelease, unscheduleRelease } from "./releases.server";
import { revert } from "./revert.server";
import { mayPublish } from "./staff.server";

const previewLinkBody = z.object({
  /** A page path of the site, e.g. /us/k1-pro-interstellar-scout. */
  path: z.string().refine(isPagePath, "a page path such as /us/k1-pro-interstellar-scout"),
  /** The instant shown (ISO-8601 with an offset). */
  at: z.iso.datetime({ offset: true }),
  /** A draft, or null for the published content. */
  draft: z.number().int().positive().nullable().default(null),
  /** How long the link works, in seconds (at most a week). */
  seconds: z
    .number()
    .int()
    .min(1)
    .max(MAX_PREVIEW_LINK_MS / 1000)
    .default(24 * 60 * 60),
});

const pointer = z
  .string()
  .max(1000)
  .regex(/^(\/[^/]*)*$/, "a JSON Pointer");
const patchBody = z.object({
  revision: z.number().int().min(0),
  /** Values set at JSON Pointers (no value: taken out): what the studio's forms send. */
  set: z
    .array(z.object({ path: pointer, value: z.unknown().optional() }))
    .max(200)
    .optional(),
  /** Or a JSON Patch (RFC 6902). */
  patch: z
    .array(
      z.discriminatedUnion("op", [
        z.object({ op: z.enum(["add", "replace", "test"]), path: pointer, value: z.unknown() }),
        z.object({ op: z.literal("remove"), path: pointer }),
        z.object({ op: z.enum(["move", "copy"]), from: pointer, path: pointer }),
      ]),
    )
    .max(200)
    .optional(),
});
const editionBody = z.object({
  revision: z.number().int().min(0),
  /** The edition copied: a campaign id of the draft. */
  from: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "a campaign of the draft"),
  year: z.number().int().min(EDITION_YEARS.min).max(EDITION_YEARS.max),
});
const seriesBody = z.object({
  revision: z.number().int().min(0),
  /** The series' name in English: its id and page path are made from it. */
  name: z.string().trim().min(1, "write the campaign's name").max(80),
  /** The edition its first edition is copied from. */
  from: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "a campaign of the draft"),
  /** The day it first opens (local to the region it opens in first). */
  firstDay: z.iso.date("a day, such as 2025-03-20"),
  /** What it keeps of the template: regions (among the template's), its first stages, its prize draw. */
  regions: z.array(z.enum(REGION_CODES)).optional(),
  stages: z.number().int().min(1).optional(),
  luckyDraw: z.boolean().optional(),
  /** The template's products it offers, by their keys in the template (all by default). */
  products: z.array(z.string().max(40)).max(100).optional(),
});
const productBody = z.object({
  revision: z.number().int().min(0),
  /** The product's name in English: its id and shop slug are made from it. */
  name: z.string().trim().min(1, "write the product's name").max(120),
});
const rebaseBody = z.object({
  /** Per value both the draft and a publish changed (its JSON Pointer): which to keep. */
  choices: z.record(pointer, z.enum(["mine", "published"])),
});
const titleBody = z.object({ title: z.string().max(120).default("") });
const noteBody = z.object({ note: z.string().max(500).default("") });
const summaryBody = z.object({
  summary: z.string().trim().min(1, "say in a few words what it changes").max(500),
  /** Why, in the publisher's words (the confirmation's note): kept on the publication and in the audit log. */
  note: z.string().trim().max(500).default(""),
});
/** A publish names the draft's revision the publisher looked at: a draft saved since is refused. */
const publishBody = summaryBody.extend({ revision: z.number().int().min(0) });
const revertBody = z.object({
  note: z.string().trim().min(1, "say why it is reverted").max(500),
  /** Values a later publish changed again that stay as they are now (their JSON Pointers). */
  keep: z.array(pointer).max(200).default([]),
});

/** The legal facts (legal.ts): the part of the document only a publisher changes. */
const LEGAL_POINTER = /^\/legal(?:\/|$)|^$/;

/** Whether a save changes the legal facts (a pointer into them, or the whole document). */
function touchesLegal(body: z.infer<typeof patchBody>): boolean {
  return [...(body.set ?? []), ...(body.patch ?? [])].some(
    (change) =>
      LEGAL_POINTER.test(change.path) || ("from" in change && change.op !== "copy" && LEGAL_POINTER.test(change.from)),
  );
}

/** Legal facts are changed by publishers only (their counsel's values are published as they are entered). */
function requireLegalEditor(member: { role: StaffRole }) {
  if (!mayPublish(member.role)) throw new StudioApiError(403, "only a publisher can change the legal facts");
}
/** A schedule names the revision too (what publishes at the instant) and the instant (ISO-8601 with an offset). */
const scheduleBody = publishBody.extend({ at: z.iso.datetime({ offset: true }) });

/** A body as its schema reads it, or 400 naming what is wrong. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const input = schema.safeParse(body ?? {});
  if (!input.success) throw new StudioApiError(400, z.prettifyError(input.error));
  return input.data;
}

const idParam = (value: unknown) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new StudioApiError(404, "not found");
  return id;
};

export function studioApiRoutes(): StudioApiRoutes {
  return {
    get: {
      // What changed from one version to another (any two).
      "/versions/:a/diff/:b": async ({ req, db }) => diffVersions(db, idParam(req.params.a), idParam(req.params.b)),
    },
    post: {
      "/drafts": async ({ req, db, actor, now }) => openDraft(db, actor, parse(titleBody, req.body).title, now),
      // A save as the editor types (debounced by the page): a JSON Patch, then the checks of what it would publish.
      "/drafts/:id/changes": async ({ req, db, actor, session, now }) => {
        const body = parse(patchBody, req.body);
        if (touchesLegal(body)) requireLegalEditor(session.member);
        return saveDraft(db, actor, idParam(req.params.id), body, now);
      },
      // "New edition from…": a past edition copied into the draft with its dates proposed a season on.
      "/drafts/:id/editions": async ({ req, db, actor, now }) =>
        newEdition(db, actor, idParam(req.params.id), parse(editionBody, req.body), now),
      // "New series": a campaign with a page of its own, its first edition copied from a template edition.
      "/drafts/:id/series": async ({ req, db, actor, now }) => {
        const { regions, stages, luckyDraw, products, ...input } = parse(seriesBody, req.body);
        const shape = { regions, stages, luckyDraw, products };
        return newSeries(db, actor, idParam(req.params.id), { ...input, shape }, now);
      },
      // "New product": a product added to the draft from its name.
      "/drafts/:id/products": async ({ req, db, actor, now }) =>
        newProduct(db, actor, idParam(req.params.id), parse(productBody, req.body), now),
      // A draft a publish overtook, moved onto the published version with the editor's choice per value both changed.
      "/drafts/:id/rebase": async ({ req, db, actor, now }) => {
        const id = idParam(req.params.id);
        const saved = await resolveOvertaken(db, actor, id, parse(rebaseBody, req.body).choices, now);
        return checkSaved(db, actor, id, saved.revision, now);
      },
      "/drafts/:id/check": async ({ req, db, actor, now }) => checkSaved(db, actor, idParam(req.params.id), null, now),
      "/drafts/:id/submit": async ({ req, db, actor, now }) =>
        submitDraft(db, actor, idParam(req.params.id), parse(noteBody, req.body).note, now),
      "/drafts/:id/discard": async ({ req, db, actor, now }) => {
        await dropDraft(db, actor, idParam(req.params.id), now, parse(noteBody, req.body).note);
        return {};
      },
      // Publishers only (403 for an editor), and never a draft whose checks fail (409).
      "/drafts/:id/publish": async ({ req, db, actor, session, now }) => {
        requirePublisher(session.member); // before the body: an editor's call is 403 whatever it sends
        return publish(db, actor, session.member, idParam(req.params.id), parse(publishBody, req.body), now);
      },
      // Publishers only: the draft as it is at `revision` publishes at `at` (studio/releases.server.ts).
      "/drafts/:id/schedule": async ({ req, db, actor, session, now }) => {
        requirePublisher(session.member);
        const { at, revision, summary } = parse(scheduleBody, req.body);
        const request = { at: new Date(at), revision, summary };
        return scheduleRelease(db, actor, session.member, idParam(req.params.id), request, now);
      },
      "/drafts/:id/unschedule": async ({ req, db, actor, session, now }) =>
        unscheduleRelease(db, actor, session.member, idParam(req.params.id), now),
      "/versions/:id/rollback": async ({ req, db, actor, session, now }) =>
        rollBackTo(db, actor, session.member, idParam(req.params.id), parse(summaryBody, req.body), now),
      // One publication's changes undone as a new version (publishers): refused, naming them, where changed again.
      "/publications/:id/revert": async ({ req, db, actor, session, now }) => {
        requirePublisher(session.member);
        return revert(db, actor, session.member, idParam(req.params.id), parse(revertBody, req.body), now);
      },
      // A signed preview link (studio/preview-links.server.ts), recorded in the audit log.
      "/preview-links": async ({ req, db, actor, now }) => {
        const input = previewLinkBody.safeParse(req.body);
        if (!input.success) throw new StudioApiError(400, z.prettifyError(input.error));
        const { path, draft, seconds } = input.data;
        const request = { path, draft, at: Date.parse(input.data.at), lifetimeMs: seconds * 1000 };
        const { link, expires } = await createPreviewLink(db, actor, request, now).catch((error: unknown) => {
          throw error instanceof PreviewLinkRefusal ? new StudioApiError(404, error.message) : error;
        });
        return { link, expires: expires.toISOString() };
      },
    },
  };
}

// The one studio module the shop imports (app/ and server/; eslint.config.js refuses any other): what a page request
// needs from the studio's content versions. The studio itself is an app of its own, built apart and mounted by the
// server under /studio (server/studio-mount.ts loads its build; the types of that mount are at the end of this file).
//
// (a) Which content document a request renders with: the published version, followed as it changes (startContentSync,
//     ensureSeeded), or a draft's, for a request that previews one (draftPreviews, draftDocument).
// (b) The signed-preview check: whether a signed preview link holds (previewLinkChecks: its signature, expiry, draft).
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { RateVerdict } from "~/api/rate-limit.server";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import type { DraftPreviewHook } from "~/request/draft-preview.server";
import type { StaffNoticeText } from "~/rules/mail-policy";
import type { StudioDatabase } from "../database/studio.server";
import type { PreviewRenderer } from "./admin.server";
import type { PolicySettings } from "./document-policy.server";
import { linkDraftPreview } from "./preview-hook.server";
import { checkPreviewLink, type PreviewLinkVerdict } from "./preview-links.server";

// (a) The published document: the current version, served by every process and followed within 2 s of a publish.
export { startContentSync, type ContentSync } from "./content-sync.server";
export { ensureSeeded } from "./versions.server";
// (a) A draft's document, for a request that previews it, and the error when the draft is gone.
export { ContentNotFoundError, draftDocument } from "./versions.server";
export type { PreviewRenderer };

/**
 * Which requests preview a draft, and which draft: a signed preview link (`?preview=`, then its cookie), else what the
 * shop's own rule says (`otherwise`: PREVIEW_TOKEN holders' `?draft=N`).
 */
export function draftPreviews(otherwise: DraftPreviewHook): DraftPreviewHook {
  return linkDraftPreview(otherwise);
}

// (b) The signed-preview check: a link's signature, instant, draft (still open) and expiry.
export {
  PREVIEW_LINK_COOKIE,
  PREVIEW_PARAM,
  verifyPreviewLink,
  type PreviewGrant,
  type PreviewLinkVerdict,
} from "./preview-links.server";

/**
 * Checks of signed preview links (checkPreviewLink): each call makes the check of one request, which looks a token up
 * once however often the request asks (the server's draft choice, then the root route's instant).
 */
export function previewLinkChecks(
  studio: StudioDatabase,
): () => (token: unknown, now: Date) => Promise<PreviewLinkVerdict> {
  return () => {
    const seen = new Map<unknown, Promise<PreviewLinkVerdict>>();
    return (token, now) => {
      let verdict = seen.get(token);
      if (!verdict) {
        verdict = studio.get().then((db) => checkPreviewLink(db, token, now));
        seen.set(token, verdict);
      }
      return verdict;
    };
  };
}

// The mount: what the server hands the studio's build, and the handlers it gets back (studio/server.ts).
type Handler = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void;

export interface StudioHost {
  store: StudioDatabase;
  /** The per-account sign-in throttle customer sign-in uses. */
  throttle: SignInThrottle;
  /** Hosts besides the request's own whose pages may post (PUBLIC_ORIGIN's, behind a proxy that keeps its Host). */
  allowedOriginHosts: readonly string[];
  policy: PolicySettings;
  /** After a publish or a roll-back in this process: serve the new current version at once. */
  contentChanged(): Promise<unknown>;
  /** A page of a draft at an instant, rendered by the shop (the operators' /__admin/content/drafts/:id/page). */
  renderPreview: PreviewRenderer;
  /**
   * Mails a member whose sign-in a client was locked out of a one-time sign-in link (`token`, valid `hours`), through
   * the shop's outbox and its limits; `client` is the client that failed (the per-client mail limit).
   */
  mailStaffUnlock(email: string, token: string, hours: number, client: string | null): Promise<void>;
  /** Mails a staff member a studio notice whose button opens `path` (/studio/…), through the shop's outbox. */
  mailStaffNotice(email: string, notice: StaffNoticeText, path: string): Promise<void>;
}

export interface StudioApp {
  /** A studio page (/studio/…), its loader data and its forms, behind the server's guards. */
  pages(request: Request, info: { client: string; rateLimit: RateVerdict | null }): Promise<Response>;
  /** /studio/api: the screens' JSON API. */
  api: Handler;
  /** /__admin/content, behind the server's admin guard: versions, drafts, publish, roll-back, files in and out. */
  contentAdmin: Handler;
  /** /__admin/studio, behind the server's admin guard: staff accounts (npm run studio:user). */
  staffAdmin: Handler;
  /** GET /__admin/backup/studio, behind the server's admin guard. */
  backup: Handler;
  /**
   * Starts this process's timer of scheduled releases (studio/releases.server.ts): the drafts due are published, once
   * across every process. Call once the studio's database is open (or being retried); `stop` before it closes.
   */
  startReleases(log: ReleaseLog): { stop(): Promise<void> };
}

/** Where the timer of scheduled releases reports (the server's JSON log). */
export interface ReleaseLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What the studio's build exports (releases/<id>/studio/server/index.js). */
export type CreateStudio = (host: StudioHost) => StudioApp;

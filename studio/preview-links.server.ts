// Signed preview links: the whole site at an instant, for a draft or the published content, opened by anyone
// who has the link, without a token, until it expires. A link is `<page>?preview=<token>`; the token carries what it
// shows (draft, instant) and until when, signed with the studio's key (HMAC-SHA256, studio/keys.server.ts), so nothing
// is stored and a changed byte or a passed expiry is refused. Read-only by construction: it only decides how pages
// render (app/request/request-time.server.ts), never reaches the studio (its own session cookie), and every answer it
// makes is `private, no-store` and never enters the page cache (presentsPreview).
import { eq } from "drizzle-orm";
import { contentDrafts } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { audit, type Actor } from "./audit.server";
import { sameSignature, sign, signingKey } from "./keys.server";

export const PREVIEW_PARAM = "preview";
/** Keeps a link's preview across the pages its holder navigates to; it ends with the link. */
export const PREVIEW_LINK_COOKIE = "preview_link";
const PURPOSE = "preview-link";
const VERSION = "v1";

/** Lifetimes the studio offers, in hours (a day by default; a week at most). */
export const PREVIEW_LINK_HOURS = [1, 24, 24 * 7] as const;
export const DEFAULT_PREVIEW_LINK_HOURS = 24;
export const MAX_PREVIEW_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export interface PreviewGrant {
  /** The draft shown, or null for the published content. */
  draft: number | null;
  /** The instant shown first (epoch ms). */
  at: number;
  /** When the link stops working (epoch ms). */
  expires: number;
}

export function signPreviewLink(key: Buffer, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ d: grant.draft, a: grant.at, e: grant.expires })).toString("base64url");
  return `${VERSION}.${payload}.${sign(key, PURPOSE, `${VERSION}.${payload}`)}`;
}

/** What became of a link's draft when the link stops working before it expires. */
export type ClosedDraftState = "discarded" | "published" | "missing";

export type PreviewLinkVerdict =
  | { ok: true; grant: PreviewGrant }
  | {
      ok: false;
      reason: "malformed" | "signature" | "expired" | "closed";
      /** When an expired link stopped working (epoch ms). */
      expired?: number;
      /** A closed link's draft and what became of it. */
      draft?: number;
      state?: ClosedDraftState;
    };

/** Checks a token's signature, then its expiry at `now` (epoch ms). */
export function verifyPreviewLink(key: Buffer, token: unknown, now: number): PreviewLinkVerdict {
  if (typeof token !== "string" || token.length > 512) return { ok: false, reason: "malformed" };
  const [version, payload, signature] = token.split(".");
  if (version !== VERSION || !payload || !signature) return { ok: false, reason: "malformed" };
  if (!sameSignature(signature, sign(key, PURPOSE, `${version}.${payload}`))) return { ok: false, reason: "signature" };
  let fields: { d?: unknown; a?: unknown; e?: unknown };
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof fields;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const { d, a, e } = fields;
  if (!(d === null || (typeof d === "number" && Number.isInteger(d))) || !Number.isFinite(a) || !Number.isFinite(e))
    return { ok: false, reason: "malformed" };
  if ((e as number) <= now) return { ok: false, reason: "expired", expired: e as number };
  return { ok: true, grant: { draft: d as number | null, at: a as number, expires: e as number } };
}

/**
 * A link as a page request presents it: signed, not expired, and, for a draft, that draft still open. A link made while
 * its draft was open shows nothing of it once the draft is discarded or published (`closed`, answered as an expired
 * link is). One query by primary key, for a draft's link only.
 */
export async function checkPreviewLink(db: StudioDb, token: unknown, now: Date): Promise<PreviewLinkVerdict> {
  const verdict = verifyPreviewLink(await signingKey(db, now), token, now.getTime());
  const draft = verdict.ok ? verdict.grant.draft : null;
  if (draft === null) return verdict;
  const [row] = await db.select({ state: contentDrafts.state }).from(contentDrafts).where(eq(contentDrafts.id, draft));
  if (row?.state === "open") return verdict;
  return { ok: false, reason: "closed", draft, state: row?.state ?? "missing" };
}

/**
 * A page path a link may lead to (decision 116): one leading slash, then no second one, no backslash, white space or
 * control character (a browser reads `/\host` and `/<tab>/host` as another site), query or fragment. The studio's
 * form answers with a redirect to the link, so a path that passed here with any of those would lead off the site.
 */
const PAGE_PATH_PATTERN = /^\/(?!\/)[^\s?#\\]*$/;
const PAGE_PATH_MAX = 300;
/** A preview link refused for its draft (none, or no longer open); the API answers it with 404. */
export class PreviewLinkRefusal extends Error {}

/** The studio's and the operators' paths (matched as the server routes them: in any letter case). */
const NOT_PAGES = /^\/(?:studio|__admin)(?:[/?#]|$)/i;
export const isPagePath = (path: string) =>
  path.length <= PAGE_PATH_MAX &&
  PAGE_PATH_PATTERN.test(path) &&
  !NOT_PAGES.test(path) &&
  [...path].every((character) => character >= " " && character !== "\u007f");

/** The link for a page path (its own query dropped). */
export function previewLinkPath(pagePath: string, token: string): string {
  const path = pagePath.split(/[?#]/, 1)[0] || "/";
  return `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/** A signed link made by a staff member, recorded in the audit log (who, which page, instant, draft, expiry). */
export async function createPreviewLink(
  db: StudioDb,
  actor: Actor,
  request: { path: string; at: number; draft: number | null; lifetimeMs: number },
  now: Date,
): Promise<{ link: string; expires: Date }> {
  if (request.draft !== null) {
    // A link shows a draft someone can still work on: not one that never was, was discarded or was published.
    const [row] = await db
      .select({ state: contentDrafts.state })
      .from(contentDrafts)
      .where(eq(contentDrafts.id, request.draft));
    if (!row) throw new PreviewLinkRefusal(`there is no draft #${request.draft}`);
    if (row.state !== "open")
      throw new PreviewLinkRefusal(`draft #${request.draft} was ${row.state}: preview the published content instead`);
  }
  const expires = now.getTime() + Math.min(request.lifetimeMs, MAX_PREVIEW_LINK_MS);
  const token = signPreviewLink(await signingKey(db, now), { draft: request.draft, at: request.at, expires });
  const link = previewLinkPath(request.path, token);
  await audit(db, actor, "preview-link", now, {
    target: request.path,
    detail: { at: new Date(request.at).toISOString(), draft: request.draft, expires: new Date(expires).toISOString() },
  });
  return { link, expires: new Date(expires) };
}

// The moment a request renders at: server time, or a preview instant for holders of PREVIEW_TOKEN.
import { timingSafeEqual } from "node:crypto";
import { createContext, createCookie } from "react-router";

export interface RequestTime {
  now: Date;
  /** True when `now` is a preview instant rather than the server clock. */
  preview: boolean;
}

export const requestTimeContext = createContext<RequestTime>();

export const PREVIEW_TOKEN_HEADER = "x-preview-token";
const previewTokenCookie = createCookie("preview_token", { path: "/", httpOnly: true, sameSite: "lax" });
/** Keeps the preview instant across client navigations, which do not repeat `?at=`. */
export const previewAtCookie = createCookie("preview_at", { path: "/", httpOnly: true, sameSite: "lax" });

/** Parses a preview instant: an ISO-8601 date-time with an offset or Z. Anything else is ignored. */
export function parsePreviewInstant(value: unknown): Date | null {
  if (typeof value !== "string" || !value) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** `presented` may be anything a signed-less cookie decodes to (a forged `preview_token` cookie can hold a number or object). */
export function isPreviewAuthorized(presented: unknown, configured: string | undefined): boolean {
  if (!configured || typeof presented !== "string" || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(configured);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ResolvedRequestTime extends RequestTime {
  /** A Set-Cookie header to send back (sticky preview instant set or cleared), if any. */
  setCookie?: string;
}

/** What the `preview_at` cookie holds: the previewed instant and the server time at which it was chosen. */
interface RememberedPreview {
  at: Date;
  /** Server time (epoch ms) when `?at=` set the instant; the preview clock runs from there. */
  since: number | null;
}

/** The remembered preview, or null; an older cookie holding only the ISO instant is a preview clock that stands still. */
function parseRemembered(value: unknown): RememberedPreview | null {
  if (typeof value === "string") {
    const at = parsePreviewInstant(value);
    return at ? { at, since: null } : null;
  }
  if (!value || typeof value !== "object") return null;
  const { at, since } = value as { at?: unknown; since?: unknown };
  const instant = parsePreviewInstant(at);
  if (!instant) return null;
  return { at: instant, since: typeof since === "number" && Number.isFinite(since) ? since : null };
}

/**
 * The preview's "now": the previewed instant plus the server time that has passed since it was chosen, so that a page
 * left open in a preview reaches the next boundary by itself (live time, issue 15). Never before the instant.
 */
export function previewNow(remembered: RememberedPreview, serverNow: Date): Date {
  if (remembered.since === null) return remembered.at;
  return new Date(remembered.at.getTime() + Math.max(0, serverNow.getTime() - remembered.since));
}

/**
 * Resolves the moment of a request. `clock` is read here, at the edge, and nowhere in the rules.
 * With a valid token, `?at=<ISO>` renders at that instant and remembers it in a cookie with the server time it was set;
 * later requests render at that instant plus the time passed since (the preview clock runs). A request repeating the
 * remembered `?at=` (a reload, or a revalidation of a page whose address still carries it) keeps the running clock;
 * another instant starts it again from there. `?at=now` (or empty) clears it.
 */
export async function resolveRequestTime(
  request: Request,
  clock: () => Date,
  configuredToken: string | undefined,
): Promise<ResolvedRequestTime> {
  const serverNow = clock();
  if (!configuredToken) return { now: serverNow, preview: false };
  const cookieHeader = request.headers.get("Cookie");
  const presented =
    request.headers.get(PREVIEW_TOKEN_HEADER) ?? ((await previewTokenCookie.parse(cookieHeader)) as unknown);
  if (!isPreviewAuthorized(presented, configuredToken)) return { now: serverNow, preview: false };

  const remembered = parseRemembered(await previewAtCookie.parse(cookieHeader));
  const url = new URL(request.url);
  if (url.searchParams.has("at")) {
    // Secure behind HTTPS (the request URL is https when a trusted proxy says so, server/express-fetch.ts).
    const secure = url.protocol === "https:";
    const at = parsePreviewInstant(url.searchParams.get("at"));
    if (at && remembered?.since != null && remembered.at.getTime() === at.getTime())
      return { now: previewNow(remembered, serverNow), preview: true };
    if (at) {
      const value = { at: at.toISOString(), since: serverNow.getTime() };
      return { now: at, preview: true, setCookie: await previewAtCookie.serialize(value, { secure }) };
    }
    return { now: serverNow, preview: false, setCookie: await previewAtCookie.serialize("", { maxAge: 0, secure }) };
  }
  return remembered ? { now: previewNow(remembered, serverNow), preview: true } : { now: serverNow, preview: false };
}

// The moment a request renders at: server time, or a preview instant for holders of PREVIEW_TOKEN. Whether a request is
// a preview is decided here only (resolveRequestTime), from the cookies as the cookie parser reads them and the
// header; the root route marks every preview answer `private, no-store`.
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { createContext, createCookie } from "react-router";
import { sameSecret } from "~/request/secret-checks.server";
import { PREVIEW_LINK_COOKIE, PREVIEW_PARAM, type PreviewLinkVerdict } from "../../studio/port.server";

export interface RequestTime {
  now: Date;
  /** True when `now` is a preview instant rather than the server clock. */
  preview: boolean;
  /** A signed preview link's draft: the content to render instead of the published one; null: published. */
  draft?: number | null;
}

export const requestTimeContext = createContext<RequestTime>();

export const PREVIEW_TOKEN_HEADER = "x-preview-token";
const previewTokenCookie = createCookie("preview_token", { path: "/", httpOnly: true, sameSite: "lax" });
/** Keeps the preview instant across client navigations, which do not repeat `?at=`. */
export const previewAtCookie = createCookie("preview_at", { path: "/", httpOnly: true, sameSite: "lax" });

/** What every preview answer says, whatever else concluded otherwise: no cache anywhere may keep it. */
export const NO_STORE = "private, no-store";

/**
 * Whether a request presents anything that could make it a preview: `?at=`, the token header, or a preview cookie as
 * the cookie parser reads it (the one React Router's cookies use: `preview_token =…` with spaces is that cookie too).
 * Such a request is never answered from a cache; whether it is a preview is resolveRequestTime's answer.
 */
export function presentsPreview(url: URL, headers: { get(name: string): string | null }): boolean {
  if (url.searchParams.has("at") || url.searchParams.has(PREVIEW_PARAM) || headers.get(PREVIEW_TOKEN_HEADER) !== null)
    return true;
  const cookie = headers.get("cookie");
  if (!cookie) return false;
  const cookies = parseCookies(cookie);
  return (
    cookies[previewTokenCookie.name] !== undefined ||
    cookies[previewAtCookie.name] !== undefined ||
    cookies[PREVIEW_LINK_COOKIE] !== undefined
  );
}

/**
 * Checks a presented preview token against the configured one. The server binds it to the request's client, so that
 * wrong guesses are counted and a guesser is stopped (secret-checks.server.ts); the default only compares.
 */
export type PreviewTokenCheck = (presented: unknown, configured: string) => Promise<boolean>;
export const previewTokenCheckContext = createContext<PreviewTokenCheck>(async (presented, configured) =>
  sameSecret(presented, configured),
);

/**
 * The preview token a request presents: the header, else the `preview_token` cookie. It may be anything an unsigned
 * cookie decodes to (a forged `preview_token` cookie can hold a number).
 */
export async function presentedPreviewToken(request: Request): Promise<unknown> {
  return (
    request.headers.get(PREVIEW_TOKEN_HEADER) ??
    ((await previewTokenCookie.parse(request.headers.get("Cookie"))) as unknown)
  );
}

/** Parses a preview instant: an ISO-8601 date-time with an offset or Z. Anything else is ignored. */
export function parsePreviewInstant(value: unknown): Date | null {
  if (typeof value !== "string" || !value) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

export interface ResolvedRequestTime extends RequestTime {
  /** A Set-Cookie header to send back (sticky preview instant set or cleared), if any. */
  setCookie?: string;
  /** A signed preview link's cookie set (the link opened) or cleared (it expired), if any. */
  linkCookie?: string;
  /**
   * A signed preview link (`?preview=`) that is refused: expired, altered, malformed, or its draft discarded or
   * published. The page is not rendered.
   */
  refusedLink?: Extract<PreviewLinkVerdict, { ok: false }>;
}

/**
 * Checks a signed preview link at an instant: its signature and expiry with the studio's key, and that its draft is
 * still open (absent: links are not accepted, e.g. in unit tests).
 */
export type PreviewLinkCheck = (token: unknown, now: Date) => Promise<PreviewLinkVerdict>;

/** Set by the server, which has the studio's database (studio/port.server.ts, previewLinkChecks). */
export const previewLinkCheckContext = createContext<PreviewLinkCheck | null>(null);

/**
 * Preview cookies are Secure when the request came over https or the site's public origin is https (PUBLIC_ORIGIN, from
 * the site settings): behind a TLS proxy whose hop to us is plain http, browsers still reach the site over TLS only. A
 * local http server (no https origin) sets them without it, or a browser on http would drop them.
 */
const secureCookies = (url: URL, publicOrigin: string | null) =>
  url.protocol === "https:" || /^https:/i.test(publicOrigin ?? "");

const linkCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  serializeCookie(PREVIEW_LINK_COOKIE, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });

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
 * left open in a preview reaches the next boundary by itself. Never before the instant.
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
 * another instant starts it again from there. `?at=now` (or empty) clears it. `publicOrigin` (PUBLIC_ORIGIN) makes its
 * cookies Secure when it is https (secureCookies).
 */
export async function resolveRequestTime(
  request: Request,
  clock: () => Date,
  configuredToken: string | undefined,
  checkToken: PreviewTokenCheck = async (presented, configured) => sameSecret(presented, configured),
  linkCheck?: PreviewLinkCheck,
  publicOrigin: string | null = null,
): Promise<ResolvedRequestTime> {
  const serverNow = clock();
  if (!presentsPreview(new URL(request.url), request.headers)) return { now: serverNow, preview: false };
  const linked = linkCheck ? await resolveLinkPreview(request, serverNow, linkCheck, publicOrigin) : null;
  if (linked && !("clear" in linked)) return linked;
  const resolved = await resolveTokenPreview(request, serverNow, configuredToken, checkToken, publicOrigin);
  return linked ? { ...resolved, linkCookie: linked.clear } : resolved;
}

async function resolveTokenPreview(
  request: Request,
  serverNow: Date,
  configuredToken: string | undefined,
  checkToken: PreviewTokenCheck,
  publicOrigin: string | null,
): Promise<ResolvedRequestTime> {
  if (!configuredToken) return { now: serverNow, preview: false };
  const cookieHeader = request.headers.get("Cookie");
  if (!(await checkToken(await presentedPreviewToken(request), configuredToken)))
    return { now: serverNow, preview: false };

  const remembered = parseRemembered(await previewAtCookie.parse(cookieHeader));
  const url = new URL(request.url);
  if (url.searchParams.has("at")) {
    const secure = secureCookies(url, publicOrigin);
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

/**
 * A signed preview link: `?preview=<token>` opens it (its instant; the link is kept in a cookie until it
 * expires, so the holder can browse the whole site), and the cookie keeps it on the pages that follow, where `?at=` moves
 * the instant as with the token. A refused `?preview=` (expired, altered, its draft closed) is answered without
 * rendering (refusedLink);
 * a refused cookie is cleared (`clear`) and the request goes on as any other. Null: no link presented.
 */
async function resolveLinkPreview(
  request: Request,
  serverNow: Date,
  linkCheck: PreviewLinkCheck,
  publicOrigin: string | null,
): Promise<ResolvedRequestTime | { clear: string } | null> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("Cookie");
  const param = url.searchParams.get(PREVIEW_PARAM);
  const cookie = cookieHeader ? parseCookies(cookieHeader)[PREVIEW_LINK_COOKIE] : undefined;
  if (param === null && !cookie) return null;
  const secure = secureCookies(url, publicOrigin);
  const verdict = await linkCheck(param ?? cookie, serverNow);
  if (!verdict.ok) {
    const cleared = linkCookie("", 0, secure);
    if (param !== null) return { now: serverNow, preview: false, refusedLink: verdict, linkCookie: cleared };
    return { clear: cleared };
  }
  const { grant } = verdict;
  const base = { preview: true, draft: grant.draft } as const;
  const remembered = parseRemembered(await previewAtCookie.parse(cookieHeader));
  const start = (at: Date) =>
    previewAtCookie.serialize({ at: at.toISOString(), since: serverNow.getTime() }, { secure });
  if (param !== null) {
    const at = new Date(grant.at);
    return {
      ...base,
      now: at,
      setCookie: await start(at),
      linkCookie: linkCookie(param, (grant.expires - serverNow.getTime()) / 1000, secure),
    };
  }
  if (url.searchParams.has("at")) {
    const at = parsePreviewInstant(url.searchParams.get("at")) ?? serverNow;
    if (remembered?.since != null && remembered.at.getTime() === at.getTime())
      return { ...base, now: previewNow(remembered, serverNow) };
    return { ...base, now: at, setCookie: await start(at) };
  }
  return { ...base, now: remembered ? previewNow(remembered, serverNow) : new Date(grant.at) };
}

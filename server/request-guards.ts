// Bounded work per request: what the server refuses before any page or API code runs. Every refusal is
// cheap, keeps the security headers (set before these run) and never reads an oversized body.
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import getRawBody from "raw-body";
import { requestUrl } from "./express-fetch";

/** Page forms: the largest (RMA, 2,000-character description) needs a few KB; 64 KB leaves room for any of them. */
export const PAGE_BODY_LIMIT = 64 * 1024;
export const API_BODY_LIMIT = 16 * 1024;
/**
 * The studio's media upload (POST /studio/media, a multipart form): an image of at most 15 MB (the studio's bound, which
 * says so next to the field) and its form fields. Read whole before the studio sees it, at most MEDIA_BODIES at once.
 */
export const MEDIA_BODY_LIMIT = 16 * 1024 * 1024;
const MEDIA_BODIES = 2;
let mediaBodies = 0;
/** The media screen's form posts, with or without JavaScript (React Router posts to its `.data` twin). */
export const isMediaUploadPath = (path: string) => path === "/studio/media" || path === "/studio/media.data";
/** Page paths are at most three segments; deeper or longer ones are 404s that must stay as cheap as a short one. */
export const MAX_PAGE_SEGMENTS = 12;
export const MAX_PAGE_PATH_LENGTH = 1024;
/** What pages answer; the API has its own list (api/router.server.ts). */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** The body size a request declares, or null without Content-Length (chunked). */
export function declaredLength(req: Request): number | null {
  const header = req.headers["content-length"];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : Number.POSITIVE_INFINITY;
}

/**
 * How long a refused upload goes on being read (and dropped) after the answer, so the client gets to read it: while
 * bytes keep arriving, up to LINGER_MAX_MS in all; after LINGER_IDLE_MS without a byte, no longer (nginx's
 * lingering_time and lingering_timeout). A busy machine sends a large refused body slowly: a fixed second cut 17 MB
 * and 100 MB uploads off mid-body, and their clients saw a reset instead of the 413. A busy client also pauses: one
 * idle second closed the connection under a client that stopped for 2.5 s, whose next write then drew a reset that
 * dropped the unread 413; the idle bound is nginx's default, 5 s.
 */
const LINGER_IDLE_MS = 5_000;
const LINGER_MAX_MS = 10_000;

/**
 * Ends the connection after this response without a reset. Closing a socket with unread upload bytes makes the
 * kernel send RST, and the client's kernel then drops our answer before the client reads it: so our side sends FIN
 * after the answer and reads and drops what still arrives (nginx's lingering close), within the bounds above.
 */
export function closeAfterResponse(req: Request, res: Response): void {
  res.set("Connection", "close");
  const socket = req.socket as Request["socket"] & { destroySoon?: () => void };
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    this.end();
    req.resume(); // raw-body paused the request at its limit; dropped from here on
    this.resume();
    const idle = setTimeout(() => this.destroy(), LINGER_IDLE_MS);
    const most = setTimeout(() => this.destroy(), LINGER_MAX_MS);
    const arrived = () => idle.refresh();
    this.on("data", arrived);
    this.once("close", () => {
      clearTimeout(idle);
      clearTimeout(most);
      this.off("data", arrived);
    });
  };
}

/** Refuses without reading the rest of the body (see closeAfterResponse). */
export function refuseAndClose(req: Request, res: Response, status: number, text: string): void {
  closeAfterResponse(req, res);
  res.set("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(text);
}

/** The body limit of a path: the API's JSON (16 KB, api/router.server.ts) or a page form's. */
export function bodyLimitOf(path: string): number {
  if (isMediaUploadPath(path)) return MEDIA_BODY_LIMIT;
  return isApiPath(path) ? API_BODY_LIMIT : PAGE_BODY_LIMIT;
}

/** A body declared over its path's limit is refused before a byte of it is read (413). */
export function limitDeclaredBody(onApi: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = declaredLength(req);
    if (declared === null || declared <= bodyLimitOf(req.path)) return next();
    if (!isApiPath(req.path)) return refuseAndClose(req, res, 413, "Payload Too Large");
    closeAfterResponse(req, res);
    onApi(req, res);
  };
}

/**
 * Whether a page path is too deep or too long to be any page (their 404 renders for a short stand-in path, see
 * notFoundStandIn). React Router's lazy route discovery costs time quadratic in a path's segments (one route match
 * per prefix), so a 7,000-segment path took seconds.
 */
export function isOversizedPath(pathname: string): boolean {
  if (pathname.length > MAX_PAGE_PATH_LENGTH) return true;
  let segments = 0;
  for (let index = pathname.indexOf("/"); index !== -1; index = pathname.indexOf("/", index + 1)) {
    if (++segments > MAX_PAGE_SEGMENTS) return true;
  }
  return false;
}

/** A short path that renders the same localized 404 page: the oversized path's region segment and a missing page. */
export function notFoundStandIn(url: URL): URL {
  const first = url.pathname.split("/")[1] ?? "";
  const region = /^[a-z]{2}$/.test(first) ? `/${first}` : "";
  return new URL(`${region}/__not-found`, url.origin);
}

/**
 * Host header present and a host name (400 otherwise: URLs, canonical links and the CSRF check are built from it), and
 * one this server answers for (421 Misdirected Request otherwise: no page is rendered, let alone cached, for
 * a host an attacker makes up).
 */
export function requireValidHost(
  checkHost: (req: IncomingMessage) => string | 400 | 421,
  onApi: (req: Request, res: Response, status: 400 | 421) => void,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    const status = checkHost(req);
    if (typeof status === "string") return next();
    if (isApiPath(req.path)) return onApi(req, res, status);
    refuseAndClose(
      req,
      res,
      status,
      status === 421 ? "Misdirected Request" : "Bad Request: missing or invalid Host header",
    );
  };
}

/** Pages answer GET, HEAD and POST; anything else (TRACE, PUT, PROPFIND...) is a 405 with Allow. */
export function pageMethods(req: Request, res: Response, next: NextFunction) {
  if ((PAGE_METHODS as readonly string[]).includes(req.method)) return next();
  res.set("Allow", PAGE_METHODS.join(", "));
  refuseAndClose(req, res, 405, "Method Not Allowed");
}

/** React Router's rule for an action's Origin: the request URL's own origin, or a host the app names. */
function originAllowed(origin: string, url: URL, allowedHosts: readonly string[]): boolean {
  try {
    const parsed = new URL(origin);
    return parsed.origin === url.origin || allowedHosts.includes(parsed.host);
  } catch {
    return false; // "null" (a sandboxed or privacy-sensitive context) or anything that is no origin
  }
}

/**
 * A form post the browser says comes from another site (`Sec-Fetch-Site: cross-site`), or whose Origin is not the
 * page's own (React Router's check, with the same allowed hosts), is refused here with 403: React Router would refuse
 * the second kind itself, logging each with a stack trace, and a flood of them would fill the log. Here a refusal is one
 * request line, sampled (server/pipeline.ts). Without either header (older browsers, scripts) it goes on.
 */
export function refuseCrossSitePosts(allowedOriginHosts: readonly string[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.get("sec-fetch-site") === "cross-site")
      return refuseAndClose(req, res, 403, "Forbidden: a form post from another site");
    const origin = req.get("origin");
    if (origin === undefined || originAllowed(origin, requestUrl(req), allowedOriginHosts)) return next();
    refuseAndClose(req, res, 403, "Forbidden: a form post from another origin");
  };
}
/**
 * Reads a page request's body into `req.body` (a Buffer) within PAGE_BODY_LIMIT (a media upload's: MEDIA_BODY_LIMIT). A declared length over the limit is
 * refused before a byte is read; a chunked body is cut off at the limit (raw-body pauses the stream, never drains it).
 */
export async function readPageBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = declaredLength(req);
  const limit = bodyLimitOf(req.path);
  if (declared !== null && declared > limit) return refuseAndClose(req, res, 413, "Payload Too Large");
  const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding !== "identity")
    return refuseAndClose(req, res, 415, "Unsupported Media Type: compressed form bodies are not accepted");
  if (limit === MEDIA_BODY_LIMIT) {
    // Uploads held in memory at once: a few, whoever sends them (the studio then processes one at a time).
    if (mediaBodies >= MEDIA_BODIES) {
      res.set("Retry-After", "10");
      return refuseAndClose(req, res, 503, "The media library is busy with other uploads. Try again in a minute.");
    }
    mediaBodies++;
    res.once("close", () => mediaBodies--);
  }
  try {
    req.body = await getRawBody(req, { limit, length: declared ?? undefined });
    next();
  } catch (error) {
    const { type, status } = error as { type?: string; status?: number };
    if (type === "entity.too.large") return refuseAndClose(req, res, 413, "Payload Too Large");
    // Aborted by the client, or a body shorter than declared: nobody is waiting for an answer that makes sense.
    if (typeof status === "number" && status >= 400 && status < 500)
      return refuseAndClose(req, res, status, "Bad Request");
    next(error);
  }
}

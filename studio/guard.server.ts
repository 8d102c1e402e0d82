// Who may reach the studio, decided here for its pages and its API alike: a staff session cookie, and on
// every request that changes something the session's CSRF token. Anonymous visitors and customers (whose tokens the
// studio never reads) get 302 to the sign-in on pages and 401 on the API; a missing or wrong CSRF token gets 403.
// Every studio answer says `private, no-store`, and the page cache never sees a studio request (server/page-cache.ts).
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { NO_STORE } from "~/request/request-time.server";
import { truncateClientAddress } from "~/rules/mail-policy";
import type { StudioDb } from "../database/studio.server";
import type { Actor } from "./audit.server";
import { studioDatabase } from "./context";
import { clientContext, rateLimitContext, staffSessionContext } from "./context.server";
import { PRESESSION_COOKIE, SESSION_COOKIE, STUDIO_PATH, readCookie } from "./cookies.server";
import { CSRF_FIELD, validCsrf, type CsrfBinding } from "./csrf.server";
import { signingKey } from "./keys.server";
import { isMultipart, parseMultipart } from "./multipart.server";
import { actorOf, findSession, type StaffSession } from "./staff.server";

export const SIGN_IN_PATH = `${STUDIO_PATH}/sign-in`;

/** Only a path inside the studio may be where sign-in leads (no open redirect). */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith(`${STUDIO_PATH}/`) || value.startsWith("//") || /[\\\s]/.test(value))
    return `${STUDIO_PATH}/`;
  return value.startsWith(SIGN_IN_PATH) ? `${STUDIO_PATH}/` : value;
}

/** The signed-in session a request's cookie names, or null. */
export async function sessionOf(db: StudioDb, cookieHeader: string | null, now: Date): Promise<StaffSession | null> {
  return findSession(db, readCookie(cookieHeader, SESSION_COOKIE), now);
}

/** The CSRF binding of a request: its session, else its presession cookie (sign-in forms), else none. */
export function csrfBinding(session: StaffSession | null, cookieHeader: string | null): CsrfBinding | null {
  if (session) return { session: session.tokenHash };
  const presession = readCookie(cookieHeader, PRESESSION_COOKIE);
  return presession ? { presession } : null;
}

/** Whether a form post carries the CSRF token of its binding. */
export async function formCsrfOk(db: StudioDb, request: Request, binding: CsrfBinding | null, now: Date) {
  if (!binding) return false;
  let token: unknown;
  if (isMultipart(request)) {
    // An upload: parsed with busboy from its bytes, not through formData() (studio/multipart.server.ts).
    const body = Buffer.from(await request.clone().arrayBuffer());
    token = (await parseMultipart(body, request.headers.get("content-type") ?? ""))?.field(CSRF_FIELD);
  } else {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    token = form?.get(CSRF_FIELD);
  }
  return validCsrf(await signingKey(db, now), binding, token);
}

export const forbidden = () =>
  data({ status: "forbidden", message: "This form has expired. Reload the page and try again." } as const, {
    status: 403,
    headers: { "Cache-Control": NO_STORE },
  });

/** Every studio page: never stored by anyone, whatever the answer. */
export const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", NO_STORE);
  return response;
};

/**
 * The signed-in studio's pages: no session is a 302 to the sign-in (with the way back); a post without the session's
 * CSRF token is a 403. The session is handed to the route in the context.
 */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const db = await studioDatabase(context);
  const now = new Date();
  const session = await sessionOf(db, request.headers.get("cookie"), now);
  if (!session) {
    const back = url.pathname.replace(/\.data$/, "").replace(/\/_(?:root)?$/, "/");
    throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`, {
      status: 302,
      headers: { "Cache-Control": NO_STORE },
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!(await formCsrfOk(db, request, csrfBinding(session, null), now))) throw forbidden();
    const wait = overBudget(context);
    if (wait > 0)
      throw data(
        { status: "error", message: `Too many requests. Try again in ${wait} s.` },
        { status: 429, headers: { "Retry-After": String(wait), "Cache-Control": NO_STORE } },
      );
  }
  context.set(staffSessionContext, session);
  return next();
};

export function signedIn(context: Readonly<RouterContextProvider>): StaffSession {
  const session = context.get(staffSessionContext);
  if (!session) throw new Error("studio route without requireStaff");
  return session;
}

/** The request's client network, as the audit log keeps it (IPv4 /24, IPv6 /48). */
export function clientNetwork(context: Readonly<RouterContextProvider>): string {
  return truncateClientAddress(context.get(clientContext) ?? undefined);
}

/** Who is acting, for the audit log: the member (the signed-in one by default) and their client's network. */
export function actor(context: Readonly<RouterContextProvider>, member?: StaffSession["member"]): Actor {
  return actorOf(member ?? signedIn(context).member, clientNetwork(context));
}

/** Over the edge's budget (api/rate-limit.server.ts): the seconds to wait, or 0. */
export function overBudget(context: Readonly<RouterContextProvider>): number {
  const verdict = context.get(rateLimitContext);
  return verdict?.limited ? verdict.retryAfter : 0;
}

// The studio's cookies: HttpOnly, Secure, SameSite=Strict and scoped to /studio, so no shopper page ever
// receives one (pages stay the same bytes for everyone, and a script on them could not read one anyway). Chromium keeps
// Secure cookies on http://localhost, so development and the browser tests need no TLS.
import { parse, serialize } from "cookie";
import { SESSION_HOURS } from "./staff.server";

export const STUDIO_PATH = "/studio";
/** The signed-in session's token. */
export const SESSION_COOKIE = "studio_session";
/** Before sign-in: the value the sign-in forms' CSRF token is bound to (a signed double-submit cookie). */
export const PRESESSION_COOKIE = "studio_presession";
const PRESESSION_SECONDS = 60 * 60;

const attributes = { path: STUDIO_PATH, httpOnly: true, secure: true, sameSite: "strict" } as const;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const value = parse(header)[name];
  return value && value.length <= 128 ? value : undefined;
}

export const sessionCookie = (token: string) =>
  serialize(SESSION_COOKIE, token, { ...attributes, maxAge: SESSION_HOURS * 60 * 60 });
export const clearSessionCookie = () => serialize(SESSION_COOKIE, "", { ...attributes, maxAge: 0 });
export const presessionCookie = (value: string) =>
  serialize(PRESESSION_COOKIE, value, { ...attributes, maxAge: PRESESSION_SECONDS });

// The studio's sign-in: email and password, or, from a one-time link (`npm run studio:user`), choosing the
// password. Plain HTML forms: they work before (and without) JavaScript. Both spend from the strict "auth" tier of the
// edge's rate limits and from the per-account-and-client throttle customer sign-in uses (api/sign-in-throttle.server.ts).
import { randomBytes } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { NO_STORE } from "~/request/request-time.server";
import { ANONYMOUS, audit } from "./audit.server";
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from "./constants";
import { studioDatabase } from "./context";
import { clientContext, studioThrottle } from "./context.server";
import { PRESESSION_COOKIE, presessionCookie, readCookie, sessionCookie } from "./cookies.server";
import { csrfToken } from "./csrf.server";
import {
  actor,
  clientNetwork,
  csrfBinding,
  forbidden,
  formCsrfOk,
  overBudget,
  safeNext,
  sessionOf,
} from "./guard.server";
import { signingKey } from "./keys.server";
import { mailStaffUnlock } from "./sign-in-unlock.server";
import { checkStaffPassword, normaliseEmail, setPasswordWithLink, signInLinkOwner, startSession } from "./staff.server";

type Context = Readonly<RouterContextProvider>;

export async function signInLoader(request: Request, context: Context) {
  const db = await studioDatabase(context);
  const now = new Date();
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("cookie");
  const next = safeNext(url.searchParams.get("next"));
  if (await sessionOf(db, cookieHeader, now)) throw redirect(next, { headers: { "Cache-Control": NO_STORE } });
  // The sign-in forms' CSRF token is bound to a presession cookie, made here when the browser has none.
  let presession = readCookie(cookieHeader, PRESESSION_COOKIE);
  const headers = new Headers({ "Cache-Control": NO_STORE });
  if (!presession) {
    presession = randomBytes(32).toString("base64url");
    headers.append("Set-Cookie", presessionCookie(presession));
  }
  const csrf = csrfToken(await signingKey(db, now), { presession });
  const link = url.searchParams.get("link");
  if (link !== null) {
    const owner = await signInLinkOwner(db, link, now);
    return data(
      owner
        ? { screen: "sign-in" as const, mode: "set-password" as const, csrf, next, link, email: owner.email }
        : { screen: "sign-in" as const, mode: "link-invalid" as const, csrf, next, link: null, email: null },
      { headers },
    );
  }
  return data(
    { screen: "sign-in" as const, mode: "sign-in" as const, csrf, next, link: null, email: null },
    { headers },
  );
}

export type SignInOutcome =
  { status: "error"; message: string; email?: string } | { status: "forbidden"; message: string };

export async function signInAction(request: Request, context: Context) {
  const db = await studioDatabase(context);
  const now = new Date();
  const wait = overBudget(context);
  if (wait > 0)
    return data<SignInOutcome>(
      { status: "error", message: `Too many attempts. Try again in ${wait} s.` },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  if (!(await formCsrfOk(db, request, csrfBinding(null, request.headers.get("cookie")), now))) return forbidden();
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const next = safeNext(field("next"));

  if (field("intent") === "set-password") {
    const password = field("password");
    if (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX)
      return data<SignInOutcome>(
        { status: "error", message: `Choose a password of ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters.` },
        { status: 400 },
      );
    if (password !== field("confirm"))
      return data<SignInOutcome>({ status: "error", message: "The two passwords differ." }, { status: 400 });
    const started = await setPasswordWithLink(db, field("link"), password, now, clientNetwork(context));
    if (!started)
      return data<SignInOutcome>(
        { status: "error", message: "This sign-in link is used or has expired. Ask for a new one." },
        { status: 400 },
      );
    // A new password: every client's sign-in wait at the account ends (decision 077).
    await studioThrottle(context).unlock("studio", started.member.email);
    throw redirect(next, { headers: { "Set-Cookie": sessionCookie(started.session), "Cache-Control": NO_STORE } });
  }

  const email = normaliseEmail(field("email")).slice(0, 254);
  const password = field("password").slice(0, STAFF_PASSWORD_MAX);
  const throttle = studioThrottle(context);
  // Per account and client (decision 077): a client that has not failed is always checked.
  const client = context.get(clientContext);
  const locked = await throttle.waitFor("studio", email, client ?? "");
  if (locked > 0)
    return data<SignInOutcome>(
      { status: "error", message: `Too many wrong passwords. Try again in ${locked} s.`, email },
      { status: 429, headers: { "Retry-After": String(locked) } },
    );
  const member = email && password ? await checkStaffPassword(db, email, password) : null;
  if (!member) {
    const failure = await throttle.failed("studio", email, client ?? "");
    if (failure.lockedNow && email) mailStaffUnlock(context, email, client);
    // Credited to nobody: the address typed is what was tried, not who tried it.
    const nobody = { id: null, email: ANONYMOUS, clientNetwork: clientNetwork(context) };
    await audit(db, nobody, "sign-in-failed", now, { target: email ? `staff:${email}` : null });
    return data<SignInOutcome>({ status: "error", message: "Wrong email or password.", email }, { status: 401 });
  }
  await throttle.succeeded("studio", email, client ?? "");
  const session = await startSession(db, member.id, now);
  await audit(db, actor(context, member), "sign-in", now);
  throw redirect(next, { headers: { "Set-Cookie": sessionCookie(session), "Cache-Control": NO_STORE } });
}

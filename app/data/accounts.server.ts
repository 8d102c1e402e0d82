// Accounts and sessions (docs/requirements.md, "Accounts and session"): register-or-login, sign-in, refresh, profile,
// logout; verified addresses, password reset, change of address and password, sign out everywhere. Every
// rule takes `now` from the caller; the clock is read at the edge (api/router.server.ts). A call that can be refused
// answers a Result (data/result.ts); the API turns a refusal into its envelope. What a call that takes an address does
// for that address (links, mail, their limits) is a mail request, handled after the answer (account-mail.server.ts).
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { consumeEmailToken } from "~/data/email-tokens.server";
import { requestMail } from "~/data/mail-requests.server";
import { queueMail, type QueueOptions } from "~/data/outbox.server";
import { burnPasswordCheck, hashPassword, newPasswordSchema, verifyPassword } from "~/data/passwords.server";
import { DONE, refused, type Refusal, type Result } from "~/data/result";
import { hashToken, newToken, type TokenLifetimes } from "~/data/tokens.server";
import type { RegionCode } from "~/rules/regions";
import type { Database } from "../../database/client.server";
import { emailTokens, retiredReftokens, sessions, users, type User } from "../../database/schema";

export interface LoginResult {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

export interface Profile {
  user_id: string;
  email: string;
  region: string;
  created_at: string;
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

async function startSession(db: Database, userId: string, now: Date, ttl: TokenLifetimes): Promise<LoginResult> {
  const apptoken = newToken();
  const reftoken = newToken();
  await db.insert(sessions).values({
    id: randomUUID(),
    userId,
    apptokenHash: hashToken(apptoken),
    apptokenExpiresAt: addSeconds(now, ttl.apptokenSeconds),
    reftokenHash: hashToken(reftoken),
    reftokenExpiresAt: addSeconds(now, ttl.reftokenSeconds),
    createdAt: now,
  });
  return { user_id: userId, apptoken, reftoken };
}

export async function findUserByEmail(db: Pick<Database, "select">, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** The account, when the address has one and the password is its own; unknown addresses take as long. */
async function checkPassword(user: User | undefined, password: string): Promise<User | null> {
  const ok = user ? await verifyPassword(user.passwordHash, password) : await burnPasswordCheck(password);
  return user && ok ? user : null;
}

/** An address and a password as a caller presents them (checked for shape by the API's schemas). */
export interface Credentials {
  email: string;
  password: string;
}

/** Why a new password is refused, or null when it keeps the rule. */
function weakPassword(password: string): Refusal | null {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : { ok: false, reason: "weakPassword", message: parsed.error.issues[0]?.message };
}

/**
 * What a sign-up agreed to (decision 343): the boxes ticked (the API refused it without its market's boxes) and the
 * versions of what they named. Stored with the account the sign-up creates; a sign-in stores nothing.
 */
export interface SignUpConsent {
  boxes: readonly string[];
  termsVersion: string;
  privacyVersion: string;
  minimumAge: number;
  wordingVersion: string;
}

/** The answer to every sign-up that does not sign in: the same bytes for known and unknown addresses. */
export const CHECK_EMAIL = { check_email: true } as const;
export type CheckEmail = typeof CHECK_EMAIL;

/**
 * Legacy sign-in: an existing account and its password. An unverified account cannot sign in: with the right password
 * it is refused as not verified and a new verification link is mailed (the password proves the caller may know that).
 */
export async function signIn(
  db: Database,
  credentials: Credentials,
  region: RegionCode,
  now: Date,
  ttl: TokenLifetimes,
  mail: QueueOptions,
): Promise<Result<LoginResult>> {
  const user = await checkPassword(await findUserByEmail(db, credentials.email), credentials.password);
  if (!user) return refused("wrongCredentials");
  if (!user.emailVerifiedAt) {
    await requestMail(db, { kind: "verify_again", email: user.email, region }, now, mail);
    return refused("emailNotVerified");
  }
  return { ok: true, value: await startSession(db, user.id, now, ttl) };
}

/**
 * Signs in when the address has a verified account and the password is its own. Anything else answers CHECK_EMAIL,
 * the same for every address and after the same work (no existence oracle, by content or by time): a sign-up request
 * is stored, which the mail worker turns into a new unverified account and its verification link, a new link for an
 * account still waiting for one (the password given becomes its pending one), or a sign-in / reset hint to the owner
 * of a verified account. A pending password never signs in: the verification link asks its
 * mailbox's owner to choose the password (verifyAccount), so nobody can pre-register an address they do not read. A
 * password that could not be a new account's is refused as weak whether or not the address has an account. The
 * consents go with the request and are stored with the account it creates.
 */
export async function registerOrLogin(
  db: Database,
  credentials: Credentials,
  consent: SignUpConsent,
  region: RegionCode,
  now: Date,
  ttl: TokenLifetimes,
  mail: QueueOptions,
): Promise<Result<(LoginResult & { created: false }) | CheckEmail>> {
  const weak = weakPassword(credentials.password);
  if (weak) return weak;
  const { email, password } = credentials;
  const user = await findUserByEmail(db, email);
  // One argon2id computation either way: the verified account's password checked, or the pending password hashed.
  if (user?.emailVerifiedAt) {
    if (await verifyPassword(user.passwordHash, password))
      return { ok: true, value: { ...(await startSession(db, user.id, now, ttl)), created: false } };
    await requestMail(db, { kind: "sign_up", email, region }, now, mail);
    return { ok: true, value: CHECK_EMAIL };
  }
  const passwordHash = await hashPassword(password);
  const consents = JSON.stringify({ ...consent, agreedAt: now.toISOString() });
  await requestMail(db, { kind: "sign_up", email, region, detail: { passwordHash, consents } }, now, mail);
  return { ok: true, value: CHECK_EMAIL };
}

/**
 * Follows a verification link with the password its opener chose: the account's password from now on, and the account
 * may sign in. Whatever password a sign-up gave is never activated (someone else may have given it).
 */
export async function verifyAccount(db: Database, token: string | null, password: string, now: Date): Promise<Result> {
  const weak = weakPassword(password);
  if (weak) return weak;
  const passwordHash = await hashPassword(password);
  const verified = await db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, "verify_account", token, now);
    if (!used?.userId) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: now })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(emailTokens).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, "verify_account")));
    return true;
  });
  return verified ? DONE : refused("linkInvalid");
}

/**
 * Asks for a reset link (30 minutes, single use) to the address: mailed when it has an account, within the limits
 * (account-mail.server.ts). The answer, and the work before it, are the same either way.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  region: RegionCode,
  now: Date,
  mail: QueueOptions,
): Promise<void> {
  await requestMail(db, { kind: "reset", email, region }, now, mail);
}

/**
 * Sets a new password with a reset link: the link is used up, every session of the account is revoked, and the
 * address counts as verified (the link reached it). Answers the account's address (its sign-in lockouts end: the
 * caller lifts them). An unknown, used or expired link is refused.
 */
export async function resetPassword(
  db: Database,
  token: string | null,
  newPassword: string,
  now: Date,
): Promise<Result<{ email: string }>> {
  const weak = weakPassword(newPassword);
  if (weak) return weak;
  const passwordHash = await hashPassword(newPassword);
  const email = await db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, "reset_password", token, now);
    if (!used?.userId) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(emailTokens).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, "reset_password")));
    return user.email;
  });
  return email ? { ok: true, value: { email } } : refused("linkInvalid");
}

/**
 * Starts a change of address: confirmed by a link to the new address (24 hours), with a notice to the old one. The
 * answer, and the work before it, are the same whether or not the new address has an account (its owner then gets a
 * sign-in hint instead): the mail worker finds out (account-mail.server.ts).
 */
export async function changeEmail(
  db: Database,
  user: User,
  input: { newEmail: string; password: string },
  region: RegionCode,
  now: Date,
  mail: QueueOptions,
): Promise<Result> {
  if (!(await verifyPassword(user.passwordHash, input.password))) return refused("wrongCredentials");
  if (input.newEmail === user.email) return DONE;
  await requestMail(db, { kind: "change_email", email: input.newEmail, userId: user.id, region }, now, mail);
  return DONE;
}

/** Follows the link sent to a new address: the account uses it from now on (unless another account took it meanwhile). */
export async function confirmEmailChange(db: Database, token: string | null, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, "change_email", token, now);
    if (!used?.userId) return false;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, used.email)).limit(1);
    if (taken) return false;
    const [changed] = await tx
      .update(users)
      .set({ email: used.email, emailVerifiedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id });
    return Boolean(changed);
  });
}

/** Changes the password with the current one; every other session is signed out and the owner gets a notice. */
export async function changePassword(
  db: Database,
  user: User,
  apptoken: string | undefined,
  input: { password: string; newPassword: string },
  region: RegionCode,
  now: Date,
  mail: QueueOptions,
): Promise<Result> {
  const weak = weakPassword(input.newPassword);
  if (weak) return weak;
  if (!(await verifyPassword(user.passwordHash, input.password))) return refused("wrongCredentials");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.apptokenHash, hashToken(apptoken ?? ""))));
    await queueMail(tx, { kind: "password_changed", to: user.email, region }, now, mail);
  });
  return DONE;
}

/** "Sign out everywhere": every session of the account ends, this one included. */
export async function revokeAllSessions(db: Database, user: User): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, user.id));
}

/**
 * Rotates the session's tokens (OAuth 2.0 Security BCP): a new apptoken and a new reftoken; the presented reftoken is
 * retired. Presenting a retired reftoken again revokes the whole session (whoever holds the newer tokens is signed out
 * too) and is refused, as an unknown or expired one is. The reftoken's expiry stays the session's first one (no sliding renewal).
 */
export async function refresh(
  db: Database,
  userId: string,
  reftoken: string | undefined,
  now: Date,
  ttl: TokenLifetimes,
): Promise<Result<LoginResult>> {
  if (!reftoken) return refused("authExpired");
  const presented = hashToken(reftoken);
  const apptoken = newToken();
  const nextReftoken = newToken();
  const rotated = await db.transaction(async (tx) => {
    const [session] = await tx
      .update(sessions)
      .set({
        apptokenHash: hashToken(apptoken),
        apptokenExpiresAt: addSeconds(now, ttl.apptokenSeconds),
        reftokenHash: hashToken(nextReftoken),
      })
      .where(
        and(eq(sessions.reftokenHash, presented), eq(sessions.userId, userId), gt(sessions.reftokenExpiresAt, now)),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    if (session)
      await tx.insert(retiredReftokens).values({ tokenHash: presented, sessionId: session.id, retiredAt: now });
    return session;
  });
  if (rotated) return { ok: true, value: { user_id: rotated.userId, apptoken, reftoken: nextReftoken } };

  const [reused] = await db
    .select({ sessionId: retiredReftokens.sessionId })
    .from(retiredReftokens)
    .where(eq(retiredReftokens.tokenHash, presented))
    .limit(1);
  if (reused) await db.delete(sessions).where(eq(sessions.id, reused.sessionId));
  return refused("authExpired");
}

/** The user an unexpired apptoken belongs to. */
export async function authenticate(db: Database, apptoken: string | undefined, now: Date): Promise<Result<User>> {
  if (!apptoken) return refused("authExpired");
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.apptokenHash, hashToken(apptoken)), gt(sessions.apptokenExpiresAt, now)))
    .limit(1);
  return row ? { ok: true, value: row.user } : refused("authExpired");
}

export function toProfile(user: User): Profile {
  return { user_id: user.id, email: user.email, region: user.region, created_at: user.createdAt.toISOString() };
}

/** Ends the session the apptoken names (expired or not); unknown tokens are fine (logging out twice is not an error). */
export async function logout(db: Database, apptoken: string | undefined): Promise<void> {
  if (apptoken) await db.delete(sessions).where(eq(sessions.apptokenHash, hashToken(apptoken)));
}

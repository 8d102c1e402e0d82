// Accounts and sessions (spec §4, §7): register-or-login, sign-in, refresh, profile, logout.
// Every rule takes `now` from the caller; the clock is read at the edge (api/router.server.ts).
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../database/client.server";
import { retiredReftokens, sessions, users, type User } from "../../database/schema";
import type { RegionCode } from "~/rules/regions";
import { authExpired, badRequest, wrongCredentials } from "../api/errors.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../api/passwords.server";
import { newPasswordSchema, type Credentials } from "../api/schemas";
import { hashToken, newToken, type TokenLifetimes } from "./tokens.server";

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

async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

async function checkPassword(user: User | undefined, password: string): Promise<User> {
  const ok = user ? await verifyPassword(user.passwordHash, password) : await burnPasswordCheck(password);
  if (!user || !ok) throw wrongCredentials();
  return user;
}

/** Legacy sign-in: an existing account and its password, nothing else. */
export async function signIn(
  db: Database,
  credentials: Credentials,
  now: Date,
  ttl: TokenLifetimes,
): Promise<LoginResult> {
  const user = await checkPassword(await findUserByEmail(db, credentials.email), credentials.password);
  return startSession(db, user.id, now, ttl);
}

/**
 * Signs in when the address has an account; creates the account first when it has none. A password that could not
 * be a new account's is refused the same way whether or not the address has an account (no existence oracle).
 */
export async function registerOrLogin(
  db: Database,
  credentials: Credentials,
  region: RegionCode,
  now: Date,
  ttl: TokenLifetimes,
): Promise<LoginResult & { created: boolean }> {
  const password = newPasswordSchema.safeParse(credentials.password);
  if (!password.success)
    throw badRequest({ issues: [{ path: "password", message: password.error.issues[0]?.message }] });
  const existing = await findUserByEmail(db, credentials.email);
  if (existing) return { ...(await signIn(db, credentials, now, ttl)), created: false };

  const [created] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      region,
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Lost a race with a simultaneous registration of the same address: treat it as a sign-in.
  if (!created) return { ...(await signIn(db, credentials, now, ttl)), created: false };
  return { ...(await startSession(db, created.id, now, ttl)), created: true };
}

/**
 * Rotates the session's tokens (OAuth 2.0 Security BCP): a new apptoken and a new reftoken; the presented reftoken is
 * retired. Presenting a retired reftoken again revokes the whole session (whoever holds the newer tokens is signed out
 * too) and answers 4003. The reftoken's expiry stays the session's first one (no sliding renewal).
 */
export async function refresh(
  db: Database,
  userId: string,
  reftoken: string | undefined,
  now: Date,
  ttl: TokenLifetimes,
): Promise<LoginResult> {
  if (!reftoken) throw authExpired();
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
  if (rotated) return { user_id: rotated.userId, apptoken, reftoken: nextReftoken };

  const [reused] = await db
    .select({ sessionId: retiredReftokens.sessionId })
    .from(retiredReftokens)
    .where(eq(retiredReftokens.tokenHash, presented))
    .limit(1);
  if (reused) await db.delete(sessions).where(eq(sessions.id, reused.sessionId));
  throw authExpired();
}

/** The user an unexpired apptoken belongs to. */
export async function authenticate(db: Database, apptoken: string | undefined, now: Date): Promise<User> {
  if (!apptoken) throw authExpired();
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.apptokenHash, hashToken(apptoken)), gt(sessions.apptokenExpiresAt, now)))
    .limit(1);
  if (!row) throw authExpired();
  return row.user;
}

export function toProfile(user: User): Profile {
  return { user_id: user.id, email: user.email, region: user.region, created_at: user.createdAt.toISOString() };
}

/** Ends the session the apptoken names (expired or not); unknown tokens are fine (logging out twice is not an error). */
export async function logout(db: Database, apptoken: string | undefined): Promise<void> {
  if (apptoken) await db.delete(sessions).where(eq(sessions.apptokenHash, hashToken(apptoken)));
}

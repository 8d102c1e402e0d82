// Accounts and sessions (spec §4, §7): register-or-login, sign-in, refresh, profile, logout.
// Every rule takes `now` from the caller; the clock is read at the edge (api/router.server.ts).
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../database/client.server";
import { sessions, users, type User } from "../../database/schema";
import type { RegionCode } from "~/lib/regions";
import { authExpired, badRequest, wrongCredentials } from "./errors.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.server";
import { newPasswordSchema, type Credentials } from "./schemas";
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
export async function signIn(db: Database, credentials: Credentials, now: Date, ttl: TokenLifetimes): Promise<LoginResult> {
  const user = await checkPassword(await findUserByEmail(db, credentials.email), credentials.password);
  return startSession(db, user.id, now, ttl);
}

/** Signs in when the address has an account; creates the account first when it has none. */
export async function registerOrLogin(
  db: Database,
  credentials: Credentials,
  region: RegionCode,
  now: Date,
  ttl: TokenLifetimes,
): Promise<LoginResult & { created: boolean }> {
  const existing = await findUserByEmail(db, credentials.email);
  if (existing) return { ...(await signIn(db, credentials, now, ttl)), created: false };

  const password = newPasswordSchema.safeParse(credentials.password);
  if (!password.success) throw badRequest({ issues: [{ path: "password", message: password.error.issues[0]?.message }] });
  const [created] = await db
    .insert(users)
    .values({ id: randomUUID(), email: credentials.email, passwordHash: await hashPassword(credentials.password), region, createdAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Lost a race with a simultaneous registration of the same address: treat it as a sign-in.
  if (!created) return { ...(await signIn(db, credentials, now, ttl)), created: false };
  return { ...(await startSession(db, created.id, now, ttl)), created: true };
}

/** A new apptoken for the session the reftoken belongs to; the old apptoken stops working. */
export async function refresh(db: Database, userId: string, reftoken: string | undefined, now: Date, ttl: TokenLifetimes): Promise<{ user_id: string; apptoken: string }> {
  if (!reftoken) throw authExpired();
  const apptoken = newToken();
  const [session] = await db
    .update(sessions)
    .set({ apptokenHash: hashToken(apptoken), apptokenExpiresAt: addSeconds(now, ttl.apptokenSeconds) })
    .where(and(eq(sessions.reftokenHash, hashToken(reftoken)), eq(sessions.userId, userId), gt(sessions.reftokenExpiresAt, now)))
    .returning({ userId: sessions.userId });
  if (!session) throw authExpired();
  return { user_id: session.userId, apptoken };
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

/** Ends the session either token names; unknown tokens are fine (logging out twice is not an error). */
export async function logout(db: Database, tokens: { apptoken?: string; reftoken?: string }): Promise<void> {
  if (tokens.reftoken) await db.delete(sessions).where(eq(sessions.reftokenHash, hashToken(tokens.reftoken)));
  if (tokens.apptoken) await db.delete(sessions).where(eq(sessions.apptokenHash, hashToken(tokens.apptoken)));
}

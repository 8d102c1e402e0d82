// Staff accounts, apart from customers' (database/studio-schema.ts): created by `npm run studio:user` with a
// one-time sign-in link, on which the owner sets a password; then email and password (argon2id, as customers), behind
// the same per-account throttle. Every rule takes `now` from the caller.
import { randomUUID } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/data/passwords.server";
import { hashToken, newToken } from "~/data/tokens.server";
import { staff, staffSessions, staffSignInLinks, type Staff, type StaffRole } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { audit, type Actor } from "./audit.server";

export { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from "./constants";
/** A one-time sign-in link is good for this long. */
export const SIGN_IN_LINK_HOURS = 24;
/** A studio session lasts this long from sign-in, however busy (then sign in again). */
export const SESSION_HOURS = 12;

const HOUR = 60 * 60 * 1000;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class StaffExistsError extends Error {
  constructor(email: string) {
    super(`a staff account for ${email} exists already (use --new-link to send its owner a new sign-in link)`);
    this.name = "StaffExistsError";
  }
}

/**
 * A new staff member and their one-time sign-in link's token, audited as `by`'s doing (the operator: the admin
 * token's id, or the database access of `npm run studio:user`).
 */
export async function createStaff(
  db: StudioDb,
  input: { email: string; role: StaffRole },
  now: Date,
  by: Actor,
): Promise<{ member: Staff; token: string }> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
    if (existing) throw new StaffExistsError(email);
    const [member] = await tx
      .insert(staff)
      .values({ id: randomUUID(), email, role: input.role, passwordHash: null, createdAt: now })
      .returning();
    const token = await issueSignInLink(tx as unknown as StudioDb, member!.id, now);
    await audit(tx, by, "staff-created", now, {
      target: `staff:${email}`,
      detail: { role: input.role },
    });
    return { member: member!, token };
  });
}

/**
 * A fresh one-time link for an existing member (a lost or expired one); earlier links stop working. Audited as
 * `by`'s doing, with why (`reason`).
 */
export async function newSignInLink(
  db: StudioDb,
  email: string,
  now: Date,
  by: Actor,
  reason = "asked for",
): Promise<string | null> {
  const [member] = await db
    .select()
    .from(staff)
    .where(eq(staff.email, normaliseEmail(email)))
    .limit(1);
  if (!member) return null;
  return db.transaction(async (tx) => {
    const token = await issueSignInLink(tx as unknown as StudioDb, member.id, now);
    await audit(tx, by, "sign-in-link", now, { target: `staff:${member.email}`, detail: { reason } });
    return token;
  });
}

async function issueSignInLink(db: StudioDb, staffId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.delete(staffSignInLinks).where(eq(staffSignInLinks.staffId, staffId));
  await db.insert(staffSignInLinks).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_HOURS * HOUR),
    createdAt: now,
  });
  return token;
}

/** The member a one-time link speaks for, while it is unused and unexpired (null otherwise). */
export async function signInLinkOwner(db: StudioDb, token: string, now: Date): Promise<Staff | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ member: staff })
    .from(staffSignInLinks)
    .innerJoin(staff, eq(staff.id, staffSignInLinks.staffId))
    .where(and(eq(staffSignInLinks.tokenHash, hashToken(token)), gt(staffSignInLinks.expiresAt, now)))
    .limit(1);
  return row?.member ?? null;
}

/**
 * Uses a one-time link: sets the password and starts a session, in one transaction (the link is gone after it, so a
 * second use finds nothing). Null when the link is unknown, used or expired.
 */
export async function setPasswordWithLink(
  db: StudioDb,
  token: string,
  password: string,
  now: Date,
  client: string,
): Promise<{ member: Staff; session: string } | null> {
  const member = await signInLinkOwner(db, token, now);
  if (!member) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(staffSignInLinks)
      .where(and(eq(staffSignInLinks.tokenHash, hashToken(token)), gt(staffSignInLinks.expiresAt, now)))
      .returning();
    if (used.length === 0) return null;
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id));
    // Whoever held the old password is signed out.
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id));
    const session = await startSession(tx as unknown as StudioDb, member.id, now);
    await audit(tx, actorOf(member, client), "password-set", now, { target: `staff:${member.email}` });
    return { member, session };
  });
}

/** Email and password: the member, or null (the same time whether or not the address is known). */
export async function checkStaffPassword(db: StudioDb, email: string, password: string): Promise<Staff | null> {
  const [member] = await db
    .select()
    .from(staff)
    .where(eq(staff.email, normaliseEmail(email)))
    .limit(1);
  if (!member?.passwordHash) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(member.passwordHash, password)) ? member : null;
}

/** A new session's cookie token (stored only as its hash). */
export async function startSession(db: StudioDb, staffId: string, now: Date): Promise<string> {
  const token = newToken();
  // Expired sessions of anyone go as new ones start: the table never grows with old ones.
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HOURS * HOUR),
  });
  return token;
}

export interface StaffSession {
  member: Staff;
  /** The session's token hash: what its CSRF token is bound to. */
  tokenHash: string;
  expiresAt: Date;
}

/** The session a cookie token names, while unexpired. */
export async function findSession(db: StudioDb, token: string | undefined, now: Date): Promise<StaffSession | null> {
  if (!token || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ member: staff, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return row ? { member: row.member, tokenHash, expiresAt: row.expiresAt } : null;
}

export async function endSession(db: StudioDb, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export function actorOf(member: Pick<Staff, "id" | "email">, clientNetwork: string): Actor {
  return { id: member.id, email: member.email, clientNetwork };
}

/** What a role may do: editors draft, check and preview; publishers also publish and roll back. */
export function mayPublish(role: StaffRole): boolean {
  return role === "publisher";
}

// The mail of account calls that take an address, handled by the mail worker after the call has answered (decision 040;
// the calls themselves are in accounts.server.ts): here the address is looked up, the mail limits are asked first, and
// a link is stored only for a mail that is queued (and a new reset link replaces the account's earlier one).
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { LINK_LIFETIMES } from "~/content/retention";
import { findUserByEmail, type SignUpConsent } from "~/data/accounts.server";
import { issueEmailToken } from "~/data/email-tokens.server";
import { insertMail, mailAllowed, queueMail, type QueueOptions, type Tx } from "~/data/outbox.server";
import type { RegionCode } from "~/rules/regions";
import { accountConsents, users, type MailRequestRow, type User } from "../../database/schema";

const DAY = 24 * 60 * 60;

/** A verification link to an unverified account (the limits were asked). */
async function mailVerification(tx: Tx, user: Pick<User, "id" | "email">, region: RegionCode, now: Date, mail: QueueOptions) {
  const ttlSeconds = LINK_LIFETIMES.confirmDays * DAY;
  const token = await issueEmailToken(
    tx,
    { purpose: "verify_account", email: user.email, userId: user.id, ttlSeconds },
    now,
  );
  await insertMail(tx, { kind: "verify_account", to: user.email, region, token }, now, mail);
}

/** A sign-up: a new unverified account, a new pending password and link for one still unverified, or a hint. */
async function signUp(tx: Tx, request: MailRequestRow, region: RegionCode, now: Date, mail: QueueOptions) {
  const user = await findUserByEmail(tx, request.email);
  if (user?.emailVerifiedAt) {
    await queueMail(tx, { kind: "account_exists", to: user.email, region }, now, mail);
    return;
  }
  const passwordHash = request.detail.passwordHash;
  if (!passwordHash || !(await mailAllowed(tx, "verify_account", request.email, now, mail))) return;
  const [account] = user
    ? await tx
        .update(users)
        .set({ passwordHash, createdAt: now })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
        .returning()
    : await tx
        .insert(users)
        .values({ id: randomUUID(), email: request.email, passwordHash, region, createdAt: now })
        .returning();
  if (!account) return;
  await storeConsents(tx, account.id, region, request.detail.consents);
  await mailVerification(tx, account, region, now, mail);
}

/** The consents a sign-up gave, kept with the account it created (its time is the sign-up call's). */
async function storeConsents(tx: Tx, userId: string, region: RegionCode, json: string | undefined) {
  if (!json) throw new Error("a sign-up request without its consents");
  const consent = JSON.parse(json) as SignUpConsent & { agreedAt: string };
  await tx.insert(accountConsents).values({
    userId,
    region,
    boxes: [...consent.boxes],
    minimumAge: consent.minimumAge,
    termsVersion: consent.termsVersion,
    privacyVersion: consent.privacyVersion,
    wordingVersion: consent.wordingVersion,
    agreedAt: new Date(consent.agreedAt),
  });
}

/** A reset link (30 minutes), replacing the account's earlier one; also what the owner of a locked account is sent. */
async function resetLink(tx: Tx, request: MailRequestRow, region: RegionCode, now: Date, mail: QueueOptions) {
  const kind = request.kind === "unlock" ? "account_locked" : "reset_password";
  const user = await findUserByEmail(tx, request.email);
  // An unverified account can not sign in, so it has no lockout to lift.
  if (!user || (kind === "account_locked" && !user.emailVerifiedAt)) return;
  if (!(await mailAllowed(tx, kind, user.email, now, mail))) return;
  const token = await issueEmailToken(
    tx,
    {
      purpose: "reset_password",
      email: user.email,
      userId: user.id,
      ttlSeconds: LINK_LIFETIMES.resetMinutes * 60,
      replace: true,
    },
    now,
  );
  await insertMail(tx, { kind, to: user.email, region, token }, now, mail);
}

/** A change of address: the link to the new address (or a hint to its account's owner) and a notice to the old one. */
async function changeOfAddress(tx: Tx, request: MailRequestRow, region: RegionCode, now: Date, mail: QueueOptions) {
  const [user] = request.userId ? await tx.select().from(users).where(eq(users.id, request.userId)).limit(1) : [];
  if (!user) return;
  const newEmail = request.email;
  if (await findUserByEmail(tx, newEmail)) {
    await queueMail(tx, { kind: "account_exists", to: newEmail, region }, now, mail);
  } else if (await mailAllowed(tx, "change_email", newEmail, now, mail)) {
    const ttlSeconds = LINK_LIFETIMES.changeEmailHours * 60 * 60;
    const token = await issueEmailToken(
      tx,
      { purpose: "change_email", email: newEmail, userId: user.id, ttlSeconds },
      now,
    );
    await insertMail(tx, { kind: "change_email", to: newEmail, region, token }, now, mail);
  }
  await queueMail(tx, { kind: "email_change_notice", to: user.email, region, newEmail }, now, mail);
}

/** Handles an account's mail request (all kinds but the newsletter's) inside the worker's transaction. */
export async function handleAccountMailRequest(tx: Tx, request: MailRequestRow, now: Date, mail: QueueOptions) {
  const region = request.region as RegionCode;
  switch (request.kind) {
    case "sign_up":
      return signUp(tx, request, region, now, mail);
    case "verify_again": {
      const user = await findUserByEmail(tx, request.email);
      if (user && !user.emailVerifiedAt && (await mailAllowed(tx, "verify_account", user.email, now, mail)))
        await mailVerification(tx, user, region, now, mail);
      return;
    }
    case "reset":
    case "unlock":
      return resetLink(tx, request, region, now, mail);
    case "change_email":
      return changeOfAddress(tx, request, region, now, mail);
    case "newsletter":
      throw new Error("a newsletter sign-up is the subscriptions' to handle");
  }
}

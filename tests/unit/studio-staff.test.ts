// Staff accounts on a real (embedded) studio database: the one-time link sets the password once, sign-in
// checks it, sessions expire, CSRF tokens belong to one session, and every step is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { isStudioPath } from "../../server/studio-mount";
import { databaseOperator, recentAudit, type OperatorActor } from "../../studio/audit.server";
import { csrfToken, validCsrf } from "../../studio/csrf.server";
import { safeNext } from "../../studio/guard.server";
import { signingKey } from "../../studio/keys.server";
import {
  SESSION_HOURS,
  StaffExistsError,
  checkStaffPassword,
  createStaff,
  findSession,
  newSignInLink,
  setPasswordWithLink,
  signInLinkOwner,
  startSession,
} from "../../studio/staff.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const store = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
let operator: OperatorActor;
const now = new Date("2026-01-01T09:00:00Z");
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

beforeAll(async () => {
  db = await store.get();
  operator = await databaseOperator(db, "studio:user");
}, 60_000);
afterAll(() => store.close());

describe("staff accounts", () => {
  it("start with a one-time link that sets the password once, then sign in with it", async () => {
    const { member, token } = await createStaff(db, { email: " Editor@Example.com ", role: "editor" }, now, operator);
    expect(member).toMatchObject({ email: "editor@example.com", role: "editor", passwordHash: null });
    await expect(createStaff(db, { email: "editor@example.com", role: "publisher" }, now, operator)).rejects.toThrow(
      StaffExistsError,
    );
    // No password yet: nothing signs in.
    expect(await checkStaffPassword(db, "editor@example.com", "")).toBeNull();
    expect((await signInLinkOwner(db, token, now))?.email).toBe("editor@example.com");
    const started = await setPasswordWithLink(db, token, "a long enough password", now, "198.51.100.0/24");
    expect(started?.member.id).toBe(member.id);
    expect(await findSession(db, started!.session, now)).toMatchObject({ member: { id: member.id } });
    // Used: the link is gone.
    expect(await setPasswordWithLink(db, token, "another password here", now, "")).toBeNull();
    expect((await checkStaffPassword(db, "EDITOR@example.com", "a long enough password"))?.id).toBe(member.id);
    expect(await checkStaffPassword(db, "editor@example.com", "a wrong password")).toBeNull();
    expect(await checkStaffPassword(db, "nobody@example.com", "a long enough password")).toBeNull();
  });

  it("refuse an expired link and replace a lost one", async () => {
    const { token } = await createStaff(db, { email: "late@example.com", role: "publisher" }, now, operator);
    expect(await setPasswordWithLink(db, token, "a long enough password", later(25), "")).toBeNull();
    const fresh = await newSignInLink(db, "late@example.com", later(25), operator);
    expect(fresh).not.toBeNull();
    expect(await signInLinkOwner(db, token, now)).toBeNull();
    expect(await setPasswordWithLink(db, fresh!, "a long enough password", later(25), "")).not.toBeNull();
    expect(await newSignInLink(db, "nobody@example.com", now, operator)).toBeNull();
  });

  it("end sessions after their hours, and bind CSRF tokens to one session", async () => {
    const [member] = await db.query.staff.findMany({ limit: 1 });
    const one = await startSession(db, member!.id, now);
    const two = await startSession(db, member!.id, now);
    const first = (await findSession(db, one, now))!;
    const second = (await findSession(db, two, now))!;
    expect(await findSession(db, one, later(SESSION_HOURS))).toBeNull();
    expect(await findSession(db, "not-a-session", now)).toBeNull();
    const key = await signingKey(db, now);
    const token = csrfToken(key, { session: first.tokenHash });
    expect(validCsrf(key, { session: first.tokenHash }, token)).toBe(true);
    expect(validCsrf(key, { session: second.tokenHash }, token)).toBe(false);
    expect(validCsrf(key, { presession: first.tokenHash }, token)).toBe(false);
    expect(validCsrf(key, { session: first.tokenHash }, undefined)).toBe(false);
  });

  it("audit who did what", async () => {
    const entries = await recentAudit(db);
    const actions = entries.map((entry) => `${entry.action} ${entry.staffEmail}`);
    expect(actions).toContain("staff-created operator");
    expect(actions).toContain("sign-in-link operator");
    expect(actions).toContain("password-set editor@example.com");
    // The operator as the tool's database access showed them, not a name anyone typed.
    const created = entries.find((entry) => entry.action === "staff-created")!;
    expect(created.detail).toMatchObject({ operator: "database access (studio:user, database user postgres)" });
  });

  it("send sign-in only inside the studio", () => {
    expect(safeNext("/studio/products")).toBe("/studio/products");
    for (const bad of ["https://evil.example/", "//evil.example/studio/", "/us", "/studio/sign-in", null])
      expect(safeNext(bad)).toBe("/studio/");
    expect(isStudioPath("/studio")).toBe(true);
    expect(isStudioPath("/studios")).toBe(false);
  });
});

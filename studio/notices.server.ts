// Notices by mail, for work that changed under someone's feet: a draft changed after it was submitted for review
// withdraws the submission (drafts.server.ts), and the submitter and the publishers who review hear of it, so nobody
// waits on a review that can no longer publish. Sent through the host's outbox (server/create-app.ts `mailStaffNotice`:
// the mail worker, its retries), after the change is saved; a notice that cannot be queued is logged, never fails the
// save. Where no host hands a mailer in (tools, tests of the studio's functions alone), nothing is sent.
import { eq } from "drizzle-orm";
import { logExpected } from "~/request/log.server";
import type { StaffNoticeText } from "~/rules/mail-policy";
import { staff } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";

export type SendStaffNotice = (email: string, notice: StaffNoticeText, path: string) => Promise<void>;

let send: SendStaffNotice | null = null;

/** The studio's mount hands in the host's mailer (studio/server.ts). */
export function onStaffNotice(mail: SendStaffNotice | null): void {
  send = mail;
}

/** Who hears of a withdrawn submission: its submitter and every publisher, but never the one who changed it. */
export async function withdrawalRecipients(db: StudioDb, submittedBy: string, changedBy: string): Promise<string[]> {
  const publishers = await db.select({ email: staff.email }).from(staff).where(eq(staff.role, "publisher"));
  const everyone = [submittedBy, ...publishers.map((row) => row.email).sort()];
  return [...new Set(everyone)].filter((email) => email !== changedBy);
}

/** The notice of a withdrawn submission, in the studio's words. */
export function withdrawalNotice(draft: { id: number; title: string }, submittedBy: string, changedBy: string) {
  return {
    text: {
      subject: `Draft "${draft.title}" changed after it was submitted`,
      heading: "A submitted draft changed",
      paragraphs: [
        `${changedBy} changed the draft "${draft.title}" after ${submittedBy} submitted it for review, so the submission is withdrawn.`,
        "It cannot be published or scheduled until it is submitted and reviewed again.",
      ],
      button: "Open the draft",
    } satisfies StaffNoticeText,
    path: `/studio/drafts?draft=${draft.id}`,
  };
}

/** Mails the notice of a withdrawn submission; returns who it was queued for. */
export async function noticeWithdrawal(
  db: StudioDb,
  draft: { id: number; title: string },
  submittedBy: string,
  changedBy: string,
): Promise<string[]> {
  const mail = send;
  if (!mail) return [];
  const recipients = await withdrawalRecipients(db, submittedBy, changedBy);
  const { text, path } = withdrawalNotice(draft, submittedBy, changedBy);
  const queued: string[] = [];
  for (const email of recipients)
    try {
      await mail(email, text, path);
      queued.push(email);
    } catch (error) {
      logExpected("studio notice not queued", error, { draft: draft.id });
    }
  return queued;
}

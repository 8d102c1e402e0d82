// A change to a submitted draft withdraws the submission; its submitter and the publishers who review hear of it by
// mail (studio/notices.server.ts), the one who changed it does not. On the studio's real (embedded) database, with the
// notice composed as the outbox sends it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { composeMail } from "~/mail/compose.server";
import type { StaffNoticeText } from "~/rules/mail-policy";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { databaseOperator, type Actor } from "../../studio/audit.server";
import { createDraft, updateDraft } from "../../studio/content.server";
import { saveDraft, submitDraft } from "../../studio/drafts.server";
import { onStaffNotice } from "../../studio/notices.server";
import { actorOf, createStaff } from "../../studio/staff.server";
import { ensureSeeded } from "../../studio/versions.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const studio = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const NOW = new Date("2026-11-28T12:00:00Z");
const US = "/prices/k1ProInterstellarScout/us";
const later = (price: number) => [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price }];
let editor: Actor;
let reviewer: Actor;
const sent: { to: string; notice: StaffNoticeText; path: string }[] = [];

beforeAll(async () => {
  db = await studio.get();
  await ensureSeeded(db, NOW);
  const operator = await databaseOperator(db, "studio:user");
  const make = async (email: string, role: "editor" | "publisher") =>
    actorOf((await createStaff(db, { email, role }, NOW, operator)).member, "192.0.2.0");
  editor = await make("editor@studio.example", "editor");
  reviewer = await make("reviewer@studio.example", "publisher");
  await make("second.publisher@studio.example", "publisher");
  onStaffNotice(async (to, notice, path) => void sent.push({ to, notice, path }));
}, 120_000);
afterAll(async () => {
  onStaffNotice(null);
  await studio.close();
});

describe("a submitted draft that changes", () => {
  it("mails its submitter and every publisher but the one who changed it, with a link to the draft", async () => {
    const draft = await createDraft(db, { by: editor.email, title: "Spring price" });
    await updateDraft(db, draft.id, {
      by: editor.email,
      revision: 0,
      patch: [{ op: "replace", path: US, value: later(349) }],
    });
    await submitDraft(db, editor, draft.id, "ready", NOW);
    expect(sent).toEqual([]);

    await saveDraft(db, reviewer, draft.id, { revision: 1, set: [{ path: US, value: later(359) }] }, NOW);
    expect(sent.map((notice) => notice.to)).toEqual(["editor@studio.example", "second.publisher@studio.example"]);
    expect(sent[0]!.path).toBe(`/studio/drafts?draft=${draft.id}`);
    expect(sent[0]!.notice.paragraphs[0]).toBe(
      'reviewer@studio.example changed the draft "Spring price" after editor@studio.example submitted it for review, so the submission is withdrawn.',
    );

    // A further change withdraws nothing more: nothing is submitted any longer.
    await saveDraft(db, reviewer, draft.id, { revision: 2, set: [{ path: US, value: later(369) }] }, NOW);
    expect(sent).toHaveLength(2);

    // As the outbox sends it: in English, its button to the draft on the site's origin.
    const mail = composeMail(
      repositoryDocument(),
      {
        kind: "staff_notice",
        to: sent[0]!.to,
        region: "us",
        notice: sent[0]!.notice,
        link: `https://shop.test${sent[0]!.path}`,
      },
      "https://shop.test",
    );
    expect(mail.subject).toBe('Draft "Spring price" changed after it was submitted');
    expect(mail.text).toContain(`https://shop.test/studio/drafts?draft=${draft.id}`);
    expect(mail.html).toContain("Open the draft");
  });
});

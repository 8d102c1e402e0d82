// The repository's content files in a release, on the studio's real (embedded, in-memory) database: a fresh studio is
// seeded with them and nothing is offered; a release whose files differ from the last release's opens one draft holding
// exactly the changed files, credited to the repository, which the Drafts screen marks as such; starting again, or twice
// at once, opens no second draft; a file the published version already has is not offered; the start says so in one
// log line.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { offerContentFiles, openContentFileDrafts } from "../../studio/content-files.server";
import { startContentSync } from "../../studio/content-sync.server";
import {
  checkDraft,
  createDraft,
  discardDraft,
  getDraft,
  listDrafts,
  publishDraft,
  updateDraft,
  versionDocument,
} from "../../studio/content.server";
import { DraftsScreen } from "../../studio/screens/DraftsScreen";
import { loadWorkspace } from "../../studio/workspace.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const studio = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const NOW = new Date("2026-11-29T09:00:00Z");
const publisher = { id: null, email: "publisher@studio.example", clientNetwork: "192.0.2.0" };
/** A price entry after every fact of the repository's content, so no check trips over it. */
const LATER = "2033-03-01T00:00:00Z";

/** The repository's content with `change` made to a copy: the files of a later release. */
function shipped(change: (content: ContentDocument) => void): ContentDocument {
  const content = repositoryContent();
  change(content);
  return content;
}
const words = (content: ContentDocument, language: string) =>
  content.bundles[language as keyof ContentDocument["bundles"]] as unknown as {
    site?: { ui?: { skipToContent?: string; menu?: string; openMenu?: string } };
  };

/** Release 2: a price in time and an English text. */
const release2 = shipped((content) => {
  content.prices.k1ProInterstellarScout!.us = [{ price: 399 }, { from: LATER, price: 379 }];
  words(content, "en").site!.ui!.skipToContent = "Skip to the content";
});
/** Release 3: release 2 and a German text. */
const release3 = shipped((content) => {
  Object.assign(content, structuredClone(release2));
  words(content, "de").site!.ui!.skipToContent = "Zum Inhalt springen (neu)";
});
/** Release 4: release 3 and a French text, which the studio published meanwhile. */
const FRENCH = "Aller au contenu (nouveau)";
const release4 = shipped((content) => {
  Object.assign(content, structuredClone(release3));
  words(content, "fr").site!.ui!.skipToContent = FRENCH;
});
/** Release 4b: release 4 and another French text. */
const release4b = shipped((content) => {
  Object.assign(content, structuredClone(release4));
  words(content, "fr").site!.ui!.openMenu = "Ouvrir le menu (nouveau)";
});

beforeAll(async () => {
  db = await studio.get();
}, 120_000);
afterAll(async () => {
  await studio.close();
});

describe("content files that differ from the published version", { timeout: 120_000 }, () => {
  it("seeds a fresh studio with the files and offers nothing", async () => {
    const offer = await offerContentFiles(db, { content: repositoryContent(), release: "r1", now: NOW });
    expect(offer).toMatchObject({ outcome: "unchanged", draft: null });
    expect(await versionDocument(db, 1)).toEqual(repositoryContent());
    expect(await listDrafts(db)).toEqual([]);
  });

  it("opens one draft with exactly the files a release changed, on the published version", async () => {
    expect(words(repositoryContent(), "en").site!.ui!.skipToContent).not.toBe("Skip to the content");
    const offer = await offerContentFiles(db, { content: release2, release: "r2", now: NOW });
    expect(offer).toMatchObject({ outcome: "draft", release: "r2", changed: ["prices.ts", "words/en.json"] });
    const draft = await getDraft(db, offer.draft!.id);
    expect(draft).toMatchObject({
      base: 1,
      title: "Content files of release r2",
      createdBy: "repository",
      state: "open",
      changedFiles: ["prices.ts", "words/en.json"],
    });
    expect(draft.document).toEqual(release2);
    // What the studio marks on its Drafts and Overview screens.
    const contentFiles = await openContentFileDrafts(db);
    expect(contentFiles).toEqual([
      { draft: draft.id, title: "Content files of release r2", release: "r2", files: ["prices.ts", "words/en.json"] },
    ]);
    const { workspace } = await loadWorkspace(db, publisher, null, NOW);
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DraftsScreen drafts={workspace.drafts} contentFiles={contentFiles} />
      </MemoryRouter>,
    );
    expect(html).toContain(`#${draft.id} Content files of release r2</a>`);
    expect(html).toContain("From the content files of release r2: prices.ts, words/en.json changed since");
    // Checked as any draft is.
    expect((await checkDraft(db, draft.id)).issues).toEqual([]);
  });

  it("opens no second draft when the same files start again, even once the first is gone", async () => {
    const [first] = await listDrafts(db);
    expect(await offerContentFiles(db, { content: release2, release: "r2", now: NOW })).toMatchObject({
      outcome: "unchanged",
    });
    expect((await listDrafts(db)).map((draft) => draft.id)).toEqual([first!.id]);
    // A publisher discarded it: the same files do not come back.
    await discardDraft(db, first!.id, { by: "publisher@studio.example" }, NOW);
    expect(await offerContentFiles(db, { content: release2, release: "r2", now: NOW })).toMatchObject({
      outcome: "unchanged",
      draft: null,
    });
    expect(await listDrafts(db)).toEqual([]);
  });

  it("opens one draft when two processes start together, with only what changed since the last release", async () => {
    const before = (await listDrafts(db)).length;
    const offers = await Promise.all([
      offerContentFiles(db, { content: release3, release: "r3", now: NOW }),
      offerContentFiles(db, { content: release3, release: "r3", now: NOW }),
    ]);
    expect(offers.map((offer) => offer.outcome).sort()).toEqual(["draft", "unchanged"]);
    const drafts = await listDrafts(db);
    expect(drafts).toHaveLength(before + 1);
    expect(before).toBe(0);
    expect(drafts[0]).toMatchObject({ title: "Content files of release r3", changedFiles: ["words/de.json"] });
  });

  it("offers nothing when the published version already has the changed files", async () => {
    // An editor made the release's French change in the studio and it was published.
    const edit = await createDraft(db, { by: "editor@studio.example", title: "French" });
    await updateDraft(db, edit.id, {
      by: "editor@studio.example",
      revision: edit.revision,
      patch: [{ op: "replace", path: "/bundles/fr/site/ui/skipToContent", value: FRENCH }],
    });
    await publishDraft(db, edit.id, { by: "publisher@studio.example", now: NOW });
    const before = (await listDrafts(db)).length;
    const offer = await offerContentFiles(db, { content: release4, release: "r4", now: NOW });
    expect(offer).toMatchObject({ outcome: "published", changed: ["words/fr.json"], draft: null });
    expect(await listDrafts(db)).toHaveLength(before);
  });

  it("keeps what the studio published in a file the release changed too", async () => {
    // Published meanwhile: the French "Menu".
    const edit = await createDraft(db, { by: "editor@studio.example", title: "French menu" });
    await updateDraft(db, edit.id, {
      by: "editor@studio.example",
      revision: edit.revision,
      patch: [{ op: "replace", path: "/bundles/fr/site/ui/menu", value: "Le menu" }],
    });
    await publishDraft(db, edit.id, { by: "publisher@studio.example", now: NOW });
    const offer = await offerContentFiles(db, { content: release4b, release: "r4b", now: NOW });
    expect(offer).toMatchObject({ outcome: "draft", changed: ["words/fr.json"] });
    const { document } = await getDraft(db, offer.draft!.id);
    expect(words(document, "fr").site!.ui).toMatchObject({
      menu: "Le menu",
      openMenu: "Ouvrir le menu (nouveau)",
      skipToContent: FRENCH,
    });
    await discardDraft(db, offer.draft!.id, { by: "publisher@studio.example" }, NOW);
  });

  it("says at start which files a draft offers, in one line", async () => {
    const release5 = shipped((content) => {
      Object.assign(content, structuredClone(release4b));
      words(content, "ja").site!.ui!.skipToContent = "本文へ移動（新）";
    });
    const lines: { level: string; fields: object; message: string }[] = [];
    const line = (level: string) => (fields: object, message: string) => lines.push({ level, fields, message });
    const sync = await startContentSync({
      studio,
      intervalMs: 60_000,
      repository: { content: () => release5, release: "r5" },
      log: { info: line("info"), warn: line("warn"), error: line("error") },
    });
    await sync.stop();
    const offered = lines.filter((entry) => entry.message.includes("content files"));
    const [draft] = await listDrafts(db);
    expect(offered).toEqual([
      {
        level: "warn",
        fields: { release: "r5", draft: draft!.id, files: ["words/ja.json"] },
        message: `content files differ from the published version: draft ${draft!.id} ("Content files of release r5") offers words/ja.json for review in the studio`,
      },
    ]);
  });
});

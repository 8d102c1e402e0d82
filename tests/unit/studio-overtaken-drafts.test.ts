// A draft another publish overtook, on the studio's real (embedded, in-memory) database: its screens open (the
// loader every draft screen shares never fails on it); when the publish touched other values the draft is moved onto
// it with its own changes kept, else the screen lists each value both changed (the draft's, the published one, the
// base) and the editor's choice per value moves it on; it can be discarded either way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import type { Actor } from "../../studio/audit.server";
import {
  createDraft,
  currentVersion,
  documentFor,
  getDraft,
  publishDraft,
  updateDraft,
} from "../../studio/content.server";
import { dropDraft } from "../../studio/drafts.server";
import { resolveOvertaken } from "../../studio/rebase.server";
import { ensureSeeded } from "../../studio/versions.server";
import { loadWorkspace } from "../../studio/workspace.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const studio = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const NOW = new Date("2026-11-28T12:00:00Z");
const editor: Actor = { id: null, email: "editor@studio.example", clientNetwork: "192.0.2.0" };
const US = "/prices/k1ProInterstellarScout/us";
const UK = "/prices/k1ProInterstellarScout/uk";
/** A price from an instant after every fact of the repository's content. */
const later = (price: number) => [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price }];

beforeAll(async () => {
  db = await studio.get();
  await ensureSeeded(db, NOW);
}, 120_000);
afterAll(async () => {
  await studio.close();
});

/** A draft on the current version that sets one price. */
async function draftSetting(path: string, value: unknown, title: string) {
  const draft = await createDraft(db, { by: editor.email, title });
  await updateDraft(db, draft.id, { by: editor.email, revision: 0, patch: [{ op: "replace", path, value }] });
  return draft.id;
}
const usPrice = (document: { prices: Record<string, Record<string, unknown>> }) =>
  document.prices.k1ProInterstellarScout!.us;

describe("a draft another publish overtook", { timeout: 120_000 }, () => {
  it("opens moved onto the publish when the publish changed other values, its own change kept", async () => {
    const mine = await draftSetting(US, later(377), "K1 us");
    const theirs = await draftSetting(UK, later(379), "K1 uk");
    await publishDraft(db, theirs, { by: "publisher@studio.example", now: NOW });
    const published = (await currentVersion(db))!.version;

    const { workspace, document } = await loadWorkspace(db, editor, String(mine), NOW);
    expect(workspace.overtaken).toBeNull();
    expect(workspace.rebased).toBe(published);
    expect(workspace.check).toMatchObject({ ok: true, facts: ["prices.ts k1ProInterstellarScout.us"] });
    expect(usPrice(document)).toEqual(later(377));
    expect(document.prices.k1ProInterstellarScout!.uk).toEqual(later(379));
    expect((await getDraft(db, mine)).base).toBe(published);
    await publishDraft(db, mine, { by: "publisher@studio.example", now: NOW });
  });

  it("opens on its conflicts when the publish changed the same value, and moves on with the choice made", async () => {
    const base = usPrice(await documentFor(db, { version: (await currentVersion(db))!.version }));
    const mine = await draftSetting(US, later(366), "K1 us down");
    const theirs = await draftSetting(US, later(355), "K1 us further down");
    await publishDraft(db, theirs, { by: "publisher@studio.example", now: NOW });

    const opened = await loadWorkspace(db, editor, String(mine), NOW);
    expect(opened.workspace.check).toBeNull();
    expect(opened.workspace.overtaken?.conflicts).toEqual([
      {
        pointer: US,
        label: "Prices · K1 Pro Interstellar Scout · US",
        mine: later(366),
        published: later(355),
        base,
      },
    ]);
    await expect(resolveOvertaken(db, editor, mine, {}, NOW)).rejects.toThrow(/choose a value for Prices/);
    await resolveOvertaken(db, editor, mine, { [US]: "mine" }, NOW);
    const resolved = await loadWorkspace(db, editor, String(mine), NOW);
    expect(resolved.workspace.overtaken).toBeNull();
    expect(resolved.workspace.check).toMatchObject({ ok: true });
    expect(usPrice(resolved.document)).toEqual(later(366));
  });

  it("can be discarded while its conflicts stand", async () => {
    const mine = await draftSetting(US, later(344), "K1 us again");
    const theirs = await draftSetting(US, later(333), "K1 us once more");
    await publishDraft(db, theirs, { by: "publisher@studio.example", now: NOW });
    expect((await loadWorkspace(db, editor, String(mine), NOW)).workspace.overtaken).not.toBeNull();
    await dropDraft(db, editor, mine, NOW);
    expect((await getDraft(db, mine)).state).toBe("discarded");
  });
});

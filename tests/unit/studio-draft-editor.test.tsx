// @vitest-environment happy-dom
// The draft editor while its route's data loads again: what is typed and not yet saved is saved, whatever the data
// does meanwhile (a revalidation after a save, a navigation between the draft's screens, leaving the screen); only
// another draft starts afresh. Its saves reach the studio's own change call (the API route, its body checks included)
// on the studio's real (embedded, in-memory) database; only the HTTP hop between them is left out.
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { studioApiRoutes } from "../../studio/api-routes.server";
import type { StudioCall } from "../../studio/api.server";
import type { Actor } from "../../studio/audit.server";
import { useDraftEditor, type CheckResult } from "../../studio/client/draft-editor";
import { documentFor } from "../../studio/content.server";
import { openDraft } from "../../studio/drafts.server";
import { ensureSeeded } from "../../studio/versions.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const studio = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const NOW = new Date("2026-11-28T12:00:00Z");
const editor: Actor = { id: null, email: "editor@studio.example", clientNetwork: "192.0.2.0" };
const UK = "/prices/k1ProInterstellarScout/uk";
const US = "/prices/k1ProInterstellarScout/us";
/** A price from an instant after every fact of the repository's content. */
const later = (price: number) => [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price }];

beforeAll(async () => {
  db = await studio.get();
  await ensureSeeded(db, NOW);
  const saveChanges = studioApiRoutes().post!["/drafts/:id/changes"]!;
  // The editor's calls (studio/client/studio-api.ts), answered by the API's change route.
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const id = /^\/studio\/api\/drafts\/(\d+)\/changes$/.exec(url)?.[1];
    if (!id || init.method !== "POST") return Response.json({ error: "not found" }, { status: 404 });
    const req = { params: { id }, body: JSON.parse(String(init.body)) as unknown };
    try {
      return Response.json(await saveChanges({ req, db, actor: editor, now: NOW } as unknown as StudioCall));
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 500 });
    }
  });
}, 120_000);
afterEach(cleanup);
afterAll(async () => {
  vi.unstubAllGlobals();
  await studio.close();
});

/** The route's data for a draft at a revision, as each load makes it: new objects every time. */
const loaded = (id: number, revision: number) => ({
  draft: { id, revision },
  check: { draft: id, revision, ok: true, issues: [], facts: [], ms: 0 } satisfies CheckResult,
});
const editorOn = (data: ReturnType<typeof loaded>) =>
  renderHook(({ data }) => useDraftEditor(data.draft, data.check, "csrf"), { initialProps: { data } });
const draftValue = async (id: number, pointer: string) => {
  const document = (await documentFor(db, { draft: id })) as unknown as {
    prices: Record<string, Record<string, unknown>>;
  };
  const [, , product, region] = pointer.split("/");
  return document.prices[product!]![region!];
};

describe("the draft editor while its route's data loads again", { timeout: 60_000 }, () => {
  it("saves a change typed while a navigation loads the draft again", async () => {
    const { id } = await openDraft(db, editor, "typed during a navigation", NOW);
    const { result, rerender } = editorOn(loaded(id, 0));
    act(() => result.current.change(UK, later(377)));
    // Another screen of the same draft opens before the pause in the typing ends.
    rerender({ data: loaded(id, 0) });
    await waitFor(() => expect(result.current.status).toBe("saved"), { timeout: 20_000 });
    expect(await draftValue(id, UK)).toEqual(later(377));
    expect(result.current.unsaved).toBe(false);
  });

  it("saves a change typed while the revalidation after a save lands, on the saved revision", async () => {
    const { id } = await openDraft(db, editor, "typed during a revalidation", NOW);
    const { result, rerender } = editorOn(loaded(id, 0));
    act(() => result.current.change(UK, later(366)));
    await act(async () => expect(await result.current.flush()).toBe(true));
    expect(result.current.revision()).toBe(1);
    act(() => result.current.change(US, later(355)));
    // The revalidation that follows the first save, then an older one that was still on its way: neither drops the
    // second change, nor takes the editor back to a revision it already left.
    rerender({ data: loaded(id, 1) });
    rerender({ data: loaded(id, 0) });
    // The forms keep what is being typed (they are filled again from the draft only once nothing waits).
    expect(result.current.formsRevision).toBe(0);
    await waitFor(() => expect(result.current.status).toBe("saved"), { timeout: 20_000 });
    expect(result.current.revision()).toBe(2);
    expect(await draftValue(id, UK)).toEqual(later(366));
    expect(await draftValue(id, US)).toEqual(later(355));
    rerender({ data: loaded(id, 2) });
    expect(result.current.formsRevision).toBe(2);
  });

  it("saves what was typed when the screen is left", async () => {
    const { id } = await openDraft(db, editor, "typed before leaving", NOW);
    const { result, unmount } = editorOn(loaded(id, 0));
    act(() => result.current.change(UK, later(344)));
    unmount();
    await waitFor(async () => expect(await draftValue(id, UK)).toEqual(later(344)), { timeout: 20_000 });
  });

  it("starts afresh on another draft, saving nothing typed on the first one into it", async () => {
    const first = await openDraft(db, editor, "left for another", NOW);
    const other = await openDraft(db, editor, "opened instead", NOW);
    const before = await draftValue(other.id, UK);
    const { result, rerender } = editorOn(loaded(first.id, 0));
    act(() => result.current.change(UK, later(333)));
    rerender({ data: loaded(other.id, 0) });
    expect(result.current.status).toBe("idle");
    expect(await result.current.flush()).toBe(true);
    expect(await draftValue(other.id, UK)).toEqual(before);
    expect(await draftValue(first.id, UK)).toEqual(before);
  });
});

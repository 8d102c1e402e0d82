// A draft being edited: changes are saved as the editor types (debounced: one save for a burst of typing,
// one JSON Patch per changed value) and every save answers the checks of what the draft would publish, so the messages
// follow the typing. Two editors on one draft never overwrite each other unseen: a save names the revision it was made
// on, and a stale one is refused: the screen shows what the other person saved beside what was typed, and the editor
// takes one (theirs: the draft's values reloaded; mine: saved again on the draft as it is now).
import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckIssue } from "../messages";
import type { ReviewLine } from "../review-lines";
import { StudioCallError, studioCall } from "./studio-api";

export const SAVE_DELAY_MS = 700;

export interface CheckResult {
  draft: number;
  revision: number;
  ok: boolean;
  issues: CheckIssue[];
  facts: string[];
  /** The changes as a reviewer reads them (the first of them), and how many more there are. */
  lines?: ReviewLine[];
  moreLines?: number;
  ms: number;
}

export type EditorStatus = "idle" | "pending" | "saving" | "saved" | "conflict" | "error";

/** A save refused because someone else saved the draft first: what they saved at each value this screen changed. */
export interface SaveConflict {
  /** Who saved, and when (ISO). */
  by: string;
  at: string;
  /** The draft's revision now. */
  revision: number;
  /** Per value the screen set (a JSON Pointer): what the screen has, and what the draft has. */
  values: { path: string; mine: unknown; theirs: unknown }[];
}

export interface DraftEditor {
  status: EditorStatus;
  message: string;
  check: CheckResult | null;
  /** Set while a save is refused because someone else saved first. */
  conflict: SaveConflict | null;
  /** Whether the screen shows anything the draft does not have (typed and not yet saved, or refused). */
  unsaved: boolean;
  /** The draft's revision the screen shows. */
  revision(): number;
  /**
   * The draft's revision the screen's forms were filled from: it follows the route's data only while nothing typed
   * waits to be saved, so a reload never puts the draft's older values over what is being typed.
   */
  formsRevision: number;
  /** After a conflict: saves what the screen has on the draft as it is now (true once saved). */
  keepMine(): Promise<boolean>;
  /** After a conflict: drops what the screen has; the caller reloads the draft's values. */
  takeTheirs(): void;
  /** Sets the value at a JSON Pointer of the document (undefined removes it); saved after a pause in the typing. */
  change(pointer: string, value: unknown): void;
  /** Saves what is pending now; false when something stays unsaved (a conflict, an error). */
  flush(): Promise<boolean>;
  /** Runs the checks again. */
  recheck(): Promise<void>;
  /**
   * Saves what is pending, then makes a call on the draft (`/editions`) on its current revision; the answer's revision
   * and checks become the draft's. Throws the call's error (a stale revision: 409).
   */
  call<T extends CheckResult>(path: string, body: Record<string, unknown>): Promise<T>;
}

function mineNow(values: SaveConflict["values"], pending: ReadonlyMap<string, unknown>): SaveConflict["values"] {
  return values.map((value) => (pending.has(value.path) ? { ...value, mine: pending.get(value.path) } : value));
}

export function useDraftEditor(
  draft: { id: number; revision: number } | null,
  initial: CheckResult | null,
  csrf: string,
) {
  const [status, setStatus] = useState<EditorStatus>("idle");
  const [message, setMessage] = useState("");
  const [check, setCheck] = useState<CheckResult | null>(initial);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [formsRevision, setFormsRevision] = useState(draft?.revision ?? 0);
  const conflicted = useRef(false);
  const revision = useRef(draft?.revision ?? 0);
  const pending = useRef(new Map<string, unknown>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  /** The draft the editor works on (its id): another one starts afresh. */
  const shown = useRef(draft?.id ?? null);
  /** The latest save, for the timer set on a reload and for the unmount. */
  const latestSave = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    const loaded = draft?.revision ?? 0;
    if ((draft?.id ?? null) !== shown.current) {
      // Another draft starts from the server's state.
      shown.current = draft?.id ?? null;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      revision.current = loaded;
      setFormsRevision(loaded);
      setCheck(initial);
      setStatus("idle");
      setConflict(null);
      conflicted.current = false;
      pending.current = new Map();
      return;
    }
    // The same draft loaded again (a revalidation after a save, a navigation between its screens): what was typed and
    // is not saved yet stays, and is saved (the debounce's timer, or a retry now), never dropped. The server's state is
    // taken only when nothing waits and it is not older than what the editor already saved.
    if (pending.current.size > 0 || saving.current || conflicted.current) {
      if (pending.current.size > 0 && !conflicted.current && !saving.current && !timer.current) {
        setStatus("pending");
        timer.current = setTimeout(() => {
          timer.current = null;
          void latestSave.current();
        }, SAVE_DELAY_MS);
      }
      return;
    }
    if (loaded < revision.current) return;
    revision.current = loaded;
    setFormsRevision(loaded);
    setCheck(initial);
    setStatus("idle");
    setConflict(null);
  }, [draft?.id, draft?.revision, initial]);

  const save = useCallback(async (): Promise<void> => {
    // While a conflict stands, nothing is saved until the editor takes one side.
    if (!draft || pending.current.size === 0 || conflicted.current) return;
    if (saving.current) {
      await saving.current;
      return save();
    }
    const changes = [...pending.current];
    pending.current = new Map();
    const set = changes.map(([path, value]) => (value === undefined ? { path } : { path, value }));
    setStatus("saving");
    saving.current = (async () => {
      try {
        const result = await studioCall<CheckResult>(csrf, `/drafts/${draft.id}/changes`, {
          revision: revision.current,
          set,
        });
        revision.current = result.revision;
        setCheck(result);
        setStatus(pending.current.size ? "pending" : "saved");
        setMessage("");
      } catch (error) {
        // Kept: for a retry, or for "keep mine" (a value typed since wins over the one refused).
        for (const [path, value] of changes) if (!pending.current.has(path)) pending.current.set(path, value);
        const stale = error instanceof StudioCallError && error.status === 409 && error.body.stale === true;
        if (stale) {
          const body = error.body as {
            by: string;
            at: string;
            revision: number;
            theirs: { path: string; value?: unknown }[];
          };
          conflicted.current = true;
          setConflict({
            by: body.by,
            at: body.at,
            revision: body.revision,
            values: [...pending.current].map(([path, mine]) => ({
              path,
              mine,
              theirs: body.theirs.find((value) => value.path === path)?.value,
            })),
          });
        }
        setStatus(stale ? "conflict" : "error");
        setMessage(error instanceof Error ? error.message : String(error));
      } finally {
        saving.current = null;
      }
    })();
    await saving.current;
  }, [draft, csrf]);
  useEffect(() => {
    latestSave.current = save;
  }, [save]);

  const change = useCallback(
    (pointer: string, value: unknown) => {
      if (!draft) return;
      pending.current.set(pointer, value);
      if (conflicted.current) {
        // Typing on while a conflict stands: "keep mine" saves what the screen has now.
        setConflict((shown) => shown && { ...shown, values: mineNow(shown.values, pending.current) });
        return;
      }
      setStatus("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void save();
      }, SAVE_DELAY_MS);
    },
    [draft, save],
  );

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await save();
    return pending.current.size === 0 && !conflicted.current;
  }, [save]);

  const keepMine = useCallback(async () => {
    if (!conflict) return false;
    revision.current = conflict.revision;
    conflicted.current = false;
    setConflict(null);
    return flush();
  }, [conflict, flush]);

  const takeTheirs = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = new Map();
    conflicted.current = false;
    setConflict(null);
    setStatus("idle");
    setMessage("");
  }, []);

  const recheck = useCallback(async () => {
    if (!draft) return;
    if (!(await flush())) return;
    setStatus("saving");
    try {
      const result = await studioCall<CheckResult>(csrf, `/drafts/${draft.id}/check`, {});
      setCheck(result);
      setStatus("saved");
    } catch (error) {
      setStatus("error");
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }, [draft, csrf, flush]);

  const call = useCallback(
    async <T extends CheckResult>(path: string, body: Record<string, unknown>): Promise<T> => {
      if (!draft) throw new Error("no draft");
      if (!(await flush())) throw new Error("Your changes are not saved yet.");
      setStatus("saving");
      try {
        const result = await studioCall<T>(csrf, `/drafts/${draft.id}${path}`, { ...body, revision: revision.current });
        revision.current = result.revision;
        setCheck(result);
        setStatus("saved");
        setMessage("");
        return result;
      } catch (error) {
        // A stale draft is the draft's state (reload); any other refusal left the draft as it was: the caller shows it.
        const conflict = error instanceof StudioCallError && error.status === 409;
        setStatus(conflict ? "conflict" : "saved");
        if (conflict) setMessage(error.message);
        throw error;
      }
    },
    [draft, csrf, flush],
  );

  // Leaving the screen (a navigation to another one) saves what is typed and waits, rather than dropping it.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      void latestSave.current();
    },
    [],
  );

  const unsaved = status === "pending" || status === "saving" || status === "conflict" || status === "error";
  const current = useCallback(() => revision.current, []);
  return {
    status,
    message,
    check,
    conflict,
    unsaved,
    revision: current,
    formsRevision,
    keepMine,
    takeTheirs,
    change,
    flush,
    recheck,
    call,
  } satisfies DraftEditor;
}

// A draft being edited: changes are saved as the editor types (debounced: one save for a burst of typing,
// one JSON Patch per changed value) and every save answers the checks of what the draft would publish, so the messages
// follow the typing. Two editors on one draft never overwrite each other unseen: a save names the revision it was made
// on, and a stale one is refused (the screen asks for a reload).
import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckIssue } from "../messages";
import { StudioCallError, studioCall } from "./studio-api";

export const SAVE_DELAY_MS = 700;

export interface CheckResult {
  draft: number;
  revision: number;
  ok: boolean;
  issues: CheckIssue[];
  facts: string[];
  ms: number;
}

export type EditorStatus = "idle" | "pending" | "saving" | "saved" | "conflict" | "error";

export interface DraftEditor {
  status: EditorStatus;
  message: string;
  check: CheckResult | null;
  /** Sets the value at a JSON Pointer of the document (undefined removes it); saved after a pause in the typing. */
  change(pointer: string, value: unknown): void;
  /** Saves what is pending now. */
  flush(): Promise<void>;
  /** Runs the checks again. */
  recheck(): Promise<void>;
  /**
   * Saves what is pending, then makes a call on the draft (`/editions`) on its current revision; the answer's revision
   * and checks become the draft's. Throws the call's error (a stale revision: 409).
   */
  call<T extends CheckResult>(path: string, body: Record<string, unknown>): Promise<T>;
}

export function useDraftEditor(
  draft: { id: number; revision: number } | null,
  initial: CheckResult | null,
  csrf: string,
) {
  const [status, setStatus] = useState<EditorStatus>("idle");
  const [message, setMessage] = useState("");
  const [check, setCheck] = useState<CheckResult | null>(initial);
  const revision = useRef(draft?.revision ?? 0);
  const pending = useRef(new Map<string, unknown>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<void> | null>(null);

  useEffect(() => {
    revision.current = draft?.revision ?? 0;
    setCheck(initial);
    setStatus("idle");
    // A new draft (or a reload) starts from the server's state.
  }, [draft?.id, draft?.revision, initial]);

  const save = useCallback(async (): Promise<void> => {
    if (!draft || pending.current.size === 0) return;
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
        const conflict = error instanceof StudioCallError && error.status === 409;
        setStatus(conflict ? "conflict" : "error");
        setMessage(error instanceof Error ? error.message : String(error));
        // Kept for a retry unless another editor saved since: then the page must be reloaded.
        if (!conflict)
          for (const [path, value] of changes) if (!pending.current.has(path)) pending.current.set(path, value);
      } finally {
        saving.current = null;
      }
    })();
    await saving.current;
  }, [draft, csrf]);

  const change = useCallback(
    (pointer: string, value: unknown) => {
      if (!draft) return;
      pending.current.set(pointer, value);
      setStatus("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [draft, save],
  );

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await save();
  }, [save]);

  const recheck = useCallback(async () => {
    if (!draft) return;
    await flush();
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
      await flush();
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

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return { status, message, check, change, flush, recheck, call } satisfies DraftEditor;
}

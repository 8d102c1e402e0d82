// Pop-up messages and notifications (spec §9): a small store shared by the API client and components.
// Messages: 3 s, 8 px from the top. Notifications: 4.5 s, 24 px offsets, 384 px wide. Beyond `max`, the oldest goes.

export const POPUP_SETTINGS = {
  message: { durationMs: 3_000, offsetPx: 8, max: 5 },
  notification: { durationMs: 4_500, offsetPx: 24, widthPx: 384, max: 5 },
} as const;

export type PopupKind = keyof typeof POPUP_SETTINGS;
export type PopupTone = "info" | "success" | "error";

export interface Popup {
  id: number;
  kind: PopupKind;
  tone: PopupTone;
  text: string;
  /** Notifications only: a heading above the text. */
  title?: string;
  /** Notifications only: accessible name of the close button, in the page's language. */
  closeLabel?: string;
}

/** Adds a pop-up to its kind's stack, dropping that kind's oldest entries beyond the maximum. */
export function pushPopup(list: readonly Popup[], popup: Popup): Popup[] {
  const max = POPUP_SETTINGS[popup.kind].max;
  const sameKind = list.filter((entry) => entry.kind === popup.kind);
  const overflow = new Set(sameKind.slice(0, Math.max(0, sameKind.length + 1 - max)).map((entry) => entry.id));
  return [...list.filter((entry) => !overflow.has(entry.id)), popup];
}

export interface PopupStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Popup[];
  message(text: string, tone?: PopupTone): number;
  notification(title: string, text: string, options?: { tone?: PopupTone; closeLabel?: string }): number;
  dismiss(id: number): void;
}

export function createPopupStore(
  schedule: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): PopupStore {
  let popups: readonly Popup[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Popup[]) => {
    popups = next;
    for (const listener of listeners) listener();
  };
  const dismiss = (id: number) => {
    if (popups.some((popup) => popup.id === id)) set(popups.filter((popup) => popup.id !== id));
  };
  const add = (popup: Omit<Popup, "id">) => {
    const id = nextId++;
    set(pushPopup(popups, { ...popup, id }));
    schedule(() => dismiss(id), POPUP_SETTINGS[popup.kind].durationMs);
    return id;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => popups,
    message: (text, tone = "error") => add({ kind: "message", tone, text }),
    notification: (title, text, options = {}) =>
      add({
        kind: "notification",
        tone: options.tone ?? "info",
        title,
        text,
        closeLabel: options.closeLabel ?? "Close",
      }),
    dismiss,
  };
}

/** The page's pop-ups; rendered by <PopupHost /> in the document shell. */
export const popups = createPopupStore();

import { describe, expect, it } from "vitest";
import { POPUP_SETTINGS, createPopupStore, pushPopup, type Popup } from "~/components/ui/popups";

describe("pop-ups", () => {
  it("use the spec's durations, offsets and width", () => {
    expect(POPUP_SETTINGS.message).toMatchObject({ durationMs: 3000, offsetPx: 8 });
    expect(POPUP_SETTINGS.notification).toMatchObject({ durationMs: 4500, offsetPx: 24, widthPx: 384 });
  });

  it("drop the oldest of a kind beyond the maximum, leaving the other kind alone", () => {
    let list: Popup[] = [{ id: 0, kind: "notification", tone: "info", text: "keep" }];
    for (let id = 1; id <= POPUP_SETTINGS.message.max + 2; id++)
      list = pushPopup(list, { id, kind: "message", tone: "error", text: `m${id}` });
    const messages = list.filter((popup) => popup.kind === "message").map((popup) => popup.id);
    expect(messages).toEqual([3, 4, 5, 6, 7]);
    expect(list.some((popup) => popup.id === 0)).toBe(true);
  });

  it("dismiss a message after 3 s and a notification after 4.5 s", () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createPopupStore((run, ms) => timers.push({ run, ms }));
    store.message("Server error");
    store.notification("Title", "Body");
    expect(store.getSnapshot()).toHaveLength(2);
    expect(timers.map((timer) => timer.ms)).toEqual([3000, 4500]);
    timers[0]?.run();
    expect(store.getSnapshot().map((popup) => popup.kind)).toEqual(["notification"]);
  });
});

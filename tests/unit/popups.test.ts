import { describe, expect, it } from "vitest";
import { POPUP_SETTINGS, createPopupStore, pushPopup, type Popup } from "~/components/ui/popups";

describe("pop-up messages", () => {
  it("use the spec's duration and offset", () => {
    expect(POPUP_SETTINGS).toMatchObject({ durationMs: 3000, offsetPx: 8 });
  });

  it("drop the oldest beyond the maximum", () => {
    let list: Popup[] = [];
    for (let id = 1; id <= POPUP_SETTINGS.max + 2; id++) list = pushPopup(list, { id, tone: "error", text: `m${id}` });
    expect(list.map((popup) => popup.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it("dismiss a message after 3 s", () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createPopupStore((run, ms) => timers.push({ run, ms }));
    store.message("Server error");
    store.message("Network error");
    expect(store.getSnapshot()).toHaveLength(2);
    expect(timers.map((timer) => timer.ms)).toEqual([3000, 3000]);
    timers[0]?.run();
    expect(store.getSnapshot().map((popup) => popup.text)).toEqual(["Network error"]);
  });
});

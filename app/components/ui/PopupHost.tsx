import { useSyncExternalStore, type CSSProperties } from "react";
import { POPUP_SETTINGS, popups, type Popup } from "~/components/ui/popups";

const NONE: readonly Popup[] = [];
const TONE_COLOR: Record<Popup["tone"], string> = {
  info: "var(--accent, #f5b700)",
  success: "#2fb36b",
  error: "#e5484d",
};

const stackBase: CSSProperties = {
  position: "fixed",
  zIndex: 1000,
  display: "flex",
  flexDirection: "column",
  gap: 8,
  pointerEvents: "none",
  margin: 0,
  padding: 0,
  listStyle: "none",
};
const cardBase: CSSProperties = {
  pointerEvents: "auto",
  background: "#fff",
  color: "#14161c",
  borderRadius: 8,
  boxShadow: "0 6px 24px rgba(0, 0, 0, 0.18)",
  fontSize: 15,
  lineHeight: 1.45,
};

/** The pop-up messages, centred at the top, 8 px from it. */
export function PopupHost() {
  const list = useSyncExternalStore(popups.subscribe, popups.getSnapshot, () => NONE);
  return (
    <ul
      aria-live="assertive"
      style={{
        ...stackBase,
        top: POPUP_SETTINGS.offsetPx,
        left: "50%",
        transform: "translateX(-50%)",
        alignItems: "center",
        width: "max-content",
        maxWidth: "calc(100vw - 16px)",
      }}
    >
      {list.map((popup) => (
        <li
          key={popup.id}
          role={popup.tone === "error" ? "alert" : "status"}
          style={{ ...cardBase, padding: "10px 16px", borderLeft: `4px solid ${TONE_COLOR[popup.tone]}` }}
        >
          {popup.text}
        </li>
      ))}
    </ul>
  );
}

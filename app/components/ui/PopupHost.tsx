import { useSyncExternalStore, type CSSProperties } from "react";
import { POPUP_SETTINGS, popups, type Popup } from "./popups";

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

/** The two pop-up stacks: messages centred at the top, notifications at the top right (spec §9 sizes). */
export function PopupHost() {
  const list = useSyncExternalStore(popups.subscribe, popups.getSnapshot, () => NONE);
  const messages = list.filter((popup) => popup.kind === "message");
  const notifications = list.filter((popup) => popup.kind === "notification");
  const { message, notification } = POPUP_SETTINGS;
  return (
    <>
      <ul
        aria-live="assertive"
        style={{
          ...stackBase,
          top: message.offsetPx,
          left: "50%",
          transform: "translateX(-50%)",
          alignItems: "center",
          width: "max-content",
          maxWidth: "calc(100vw - 16px)",
        }}
      >
        {messages.map((popup) => (
          <li
            key={popup.id}
            role={popup.tone === "error" ? "alert" : "status"}
            style={{ ...cardBase, padding: "10px 16px", borderLeft: `4px solid ${TONE_COLOR[popup.tone]}` }}
          >
            {popup.text}
          </li>
        ))}
      </ul>
      <ul
        aria-live="polite"
        style={{
          ...stackBase,
          top: notification.offsetPx,
          right: notification.offsetPx,
          width: notification.widthPx,
          maxWidth: `calc(100vw - ${2 * notification.offsetPx}px)`,
        }}
      >
        {notifications.map((popup) => (
          <li
            key={popup.id}
            role={popup.tone === "error" ? "alert" : "status"}
            style={{
              ...cardBase,
              padding: "16px 40px 16px 20px",
              position: "relative",
              borderTop: `4px solid ${TONE_COLOR[popup.tone]}`,
            }}
          >
            {popup.title ? <strong style={{ display: "block", marginBottom: 4 }}>{popup.title}</strong> : null}
            {popup.text}
            <button
              type="button"
              aria-label={popup.closeLabel}
              onClick={() => popups.dismiss(popup.id)}
              style={{
                position: "absolute",
                top: 8,
                right: 8,
                border: 0,
                background: "transparent",
                fontSize: 20,
                lineHeight: 1,
                cursor: "pointer",
                color: "inherit",
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useId, useRef } from "react";

interface VideoButtonProps {
  /** Button text ("Watch Video", "Demo video"). */
  label: string;
  /** What the video would show; the dialog's heading names it. */
  videoTitle: string;
  texts: { unavailableTitle: string; unavailableText: string; close: string };
  className?: string;
}

/**
 * A video button that opens a modal dialog. We have no video files yet, so the dialog says so honestly.
 * The native <dialog> traps focus, closes on Escape and returns focus to the button.
 */
export function VideoButton({ label, videoTitle, texts, className = "button button--secondary" }: VideoButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 8l6 4-6 4z" fill="currentColor" />
        </svg>
        {label}
      </button>
      <dialog
        ref={dialog}
        className="video-modal"
        aria-labelledby={titleId}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="video-modal__body">
          <p className="video-modal__name">{videoTitle}</p>
          <h2 id={titleId}>{texts.unavailableTitle}</h2>
          <div className="video-modal__screen" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="48" height="48">
              <path d="M10 8l6 4-6 4z" fill="currentColor" />
            </svg>
          </div>
          <p>{texts.unavailableText}</p>
          <form method="dialog">
            <button type="submit" className="button button--primary" autoFocus>
              {texts.close}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}

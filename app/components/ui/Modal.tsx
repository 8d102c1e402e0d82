import { useEffect, useId, useRef } from "react";
import { lockScroll, type ScrollRelease } from "~/client/scroll-lock";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
  /** Extra class names for the dialog element ("video-modal"). */
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert and Escape closes it.
 * Tab wraps inside the dialog (the browser alone would let focus leave for its own toolbar), and focus
 * returns to the element that opened it. The page behind does not scroll while it is open (client/scroll-lock.ts).
 */
export function Modal({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const releaseScroll = useRef<ScrollRelease | null>(null);
  const titleId = useId();

  const unlock = () => {
    releaseScroll.current?.();
    releaseScroll.current = null;
  };
  // Unmounting while open (a navigation) gives the page its scroll back.
  useEffect(
    () => () => {
      releaseScroll.current?.();
      releaseScroll.current = null;
    },
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      releaseScroll.current ??= lockScroll(document);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      unlock();
    }
  }, [open]);

  const handleClose = () => {
    unlock();
    onClose();
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // A click on the backdrop lands on the dialog element itself and closes it; keyboard users have Escape and the button.
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          aria-label={closeLabel}
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

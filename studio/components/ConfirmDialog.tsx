import { useId, useRef, useState, type ReactNode } from "react";

/**
 * A button whose action is asked for first: a modal `<dialog>` (focus moves into it and back; Escape or Cancel closes
 * it) saying what will happen, with a note the action keeps (the publication, the audit log). `onConfirm` gets the
 * note and answers whether the dialog may close (false: it stays open, for what the caller shows inside it).
 */
export function ConfirmDialog({
  trigger,
  triggerClassName = "button button--secondary button--small",
  disabled = false,
  title,
  children,
  confirm,
  noteLabel = "Note (why)",
  onConfirm,
}: {
  /** The button's text ("Publish"). */
  trigger: string;
  triggerClassName?: string;
  disabled?: boolean;
  /** The dialog's heading ("Publish draft #12?"), what happens, and the button that does it ("Publish now"). */
  title: string;
  children?: ReactNode;
  confirm: string;
  noteLabel?: string;
  onConfirm: (note: string) => Promise<boolean> | boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [pending, setPending] = useState(false);
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {trigger}
      </button>
      <dialog ref={dialog} className="studio-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <form
          className="studio-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const note = String(new FormData(form).get("note") ?? "").trim();
            setPending(true);
            void Promise.resolve(onConfirm(note))
              .then((close) => {
                if (!close) return;
                form.reset();
                dialog.current?.close();
              })
              .finally(() => setPending(false));
          }}
        >
          <h2 id={`${id}-title`} className="studio-dialog__title">
            {title}
          </h2>
          <div id={`${id}-text`} className="studio-dialog__text">
            {children}
          </div>
          <div className="studio-field">
            <label htmlFor={`${id}-note`}>{noteLabel}</label>
            <textarea id={`${id}-note`} name="note" rows={3} maxLength={500} required />
          </div>
          <div className="studio-dialog__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => dialog.current?.close()}
            >
              Cancel
            </button>
            <button type="submit" className="button button--primary button--small" disabled={pending}>
              {confirm}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

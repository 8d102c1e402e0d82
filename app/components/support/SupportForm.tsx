import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Honeypot } from "~/components/support/Honeypot";

interface SupportFormProps {
  /** Localized field errors from the action; the first invalid field gets focus. */
  errors?: Record<string, string>;
  /** A message about the whole submission (too many attempts, refused), shown above the fields. */
  notice?: string;
  labels: { errorSummary: string; privacyNote: string; submit: string; submitting: string };
  children: React.ReactNode;
}

/** A support form posting to its route's action; works without JavaScript, and with it announces errors. */
export function SupportForm({ errors, notice, labels, children }: SupportFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
  return (
    <Form method="post" className="support-form" noValidate ref={formRef}>
      {hasErrors || notice ? (
        <p className="form-summary" role="alert">
          {notice ?? labels.errorSummary}
        </p>
      ) : null}
      {children}
      <Honeypot />
      <div className="support-form__footer">
        <p>{labels.privacyNote}</p>
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? labels.submitting : labels.submit}
        </button>
      </div>
    </Form>
  );
}

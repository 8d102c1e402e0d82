import { useId, type InputHTMLAttributes } from "react";

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
}

/** One labelled field of the account forms (security, data, reset), in the login form's style. */
export function AccountField({ label, error, ...input }: AccountFieldProps) {
  const id = useId();
  return (
    <div className={`login-form__field${error ? " login-form__field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p className="login-form__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { forwardRef } from "react";
import type { FormFieldText } from "~/content/support-forms.schema";

interface FormFieldProps {
  name: string;
  text: FormFieldText;
  error?: string;
  defaultValue?: string;
  /** Input type, "select" or "textarea". */
  type?: React.HTMLInputTypeAttribute | "select" | "textarea";
  options?: readonly { value: string; label: string }[];
  /** The placeholder option of a select ("Please choose"). */
  choose?: string;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  wide?: boolean;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  max?: string;
  maxLength?: number;
}

/** A labelled form control with its hint and its (localized, server-sent) error, wired up for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  {
    name,
    text,
    error,
    defaultValue,
    type = "text",
    options = [],
    choose,
    optionalLabel,
    wide,
    autoComplete,
    inputMode,
    max,
    maxLength,
  },
  ref,
) {
  const id = `field-${name}`;
  const hintId = text.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    required: !optionalLabel,
    defaultValue,
  } as const;

  return (
    <div className={wide ? "form-field form-field--wide" : "form-field"}>
      <label htmlFor={id}>
        {text.label}
        {optionalLabel ? <span className="form-field__optional"> ({optionalLabel})</span> : null}
      </label>
      {type === "select" ? (
        <select {...common}>
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : type === "textarea" ? (
        <textarea {...common} placeholder={text.placeholder} maxLength={maxLength} rows={5} />
      ) : (
        <input
          {...common}
          ref={ref}
          type={type}
          placeholder={text.placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          max={max}
          maxLength={maxLength}
        />
      )}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {text.hint ? (
        <p id={hintId} className="form-field__hint">
          {text.hint}
        </p>
      ) : null}
    </div>
  );
});

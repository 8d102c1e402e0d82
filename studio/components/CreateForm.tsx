import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

export interface CreateField {
  name: string;
  label: string;
  initial: string;
  /** The input's own attributes (type, bounds, input mode). */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "min" | "max" | "maxLength">;
}

/**
 * A form that makes something in the draft ("New product", "New edition from…", "New series"): its fields, one button,
 * and the screen then opens what was made (`param` in the screen's query set to the id `create` answers). A refusal
 * (a name the draft has, a stale draft) shows under the fields, read out, the first field pointing to it.
 */
export function CreateForm({
  label,
  fields,
  submit,
  editable,
  param,
  create,
  extra,
}: {
  label: string;
  fields: readonly CreateField[];
  submit: string;
  editable: boolean;
  param: string;
  create: (values: Record<string, string>) => Promise<string>;
  /** More controls before the button, whose values the caller keeps (a fieldset of choices). */
  extra?: ReactNode;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const initial = () => Object.fromEntries(fields.map((field) => [field.name, field.initial]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const errorId = `${id}-error`;
  return (
    <form
      className="studio-form studio-form__row studio-new-edition"
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setError("");
        setBusy(true);
        try {
          const made = await create(values);
          const params = new URLSearchParams(location.search);
          params.set(param, made);
          setValues(initial());
          await navigate({ pathname: location.pathname, search: `?${params}` });
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      {fields.map((field, index) => (
        <div key={field.name} className={`studio-field${error && index === 0 ? " studio-field--invalid" : ""}`}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            type="text"
            {...field.input}
            required
            value={values[field.name] ?? ""}
            disabled={!editable}
            aria-describedby={error && index === 0 ? errorId : undefined}
            aria-invalid={error && index === 0 ? true : undefined}
            onChange={(event) => setValues((now) => ({ ...now, [field.name]: event.target.value }))}
          />
          {error && index === fields.length - 1 ? (
            <p id={errorId} className="studio-field__message" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ))}
      {extra}
      <button type="submit" className="button button--secondary" disabled={!editable || busy}>
        {submit}
      </button>
    </form>
  );
}

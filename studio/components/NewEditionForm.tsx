import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CheckResult, DraftEditor } from "../client/draft-editor";

/**
 * "New edition from…": the selected edition copied whole into the draft for a year (the one after its series' latest,
 * editable), its dates proposed the same weekdays on; the screen then opens the new edition. Past editions stay as
 * they are. A refusal (a year that has an edition, a stale draft) shows next to the field.
 */
export function NewEditionForm({
  editor,
  editable,
  from,
  label,
  year,
}: {
  editor: DraftEditor;
  editable: boolean;
  from: string;
  label: string;
  year: number;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(String(year));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="studio-form studio-form__row studio-new-edition"
      aria-label={`New edition from ${label}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setError("");
        setBusy(true);
        try {
          const result = await editor.call<CheckResult & { edition: string }>("/editions", {
            from,
            year: Number(value),
          });
          const params = new URLSearchParams(location.search);
          params.set("campaign", result.edition);
          await navigate({ pathname: location.pathname, search: `?${params}` });
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className={`studio-field${error ? " studio-field--invalid" : ""}`}>
        <label htmlFor={id}>New edition of {label} for</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          required
          value={value}
          disabled={!editable}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="studio-field__message" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={!editable || busy}>
        Create the edition
      </button>
    </form>
  );
}

import { useState } from "react";
import { useRevalidator } from "react-router";
import { studioCall } from "../client/studio-api";
import { shownValue } from "../field-label";

export interface OvertakenConflict {
  pointer: string;
  label: string;
  mine?: unknown;
  published?: unknown;
  base?: unknown;
}

/**
 * A draft another publish overtook where both changed the same values: each value with the draft's, the published one
 * and the one both started from, and a choice per value. Choosing moves the draft onto the published content; the
 * draft bar's "Discard draft" drops it instead.
 */
export function OvertakenDraft({
  csrf,
  draft,
  conflicts,
}: {
  csrf: string;
  draft: number;
  conflicts: OvertakenConflict[];
}) {
  const revalidator = useRevalidator();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <section className="studio-screen studio-conflict" aria-labelledby="overtaken-title">
      <h1 id="overtaken-title">Published since this draft began</h1>
      <p>
        Someone published changes to the same values since this draft was started. Choose, for each value, whether the
        draft keeps its own or takes the published one; or discard the draft.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const choices = Object.fromEntries(
            conflicts.map((conflict) => [conflict.pointer, form.get(conflict.pointer)]),
          );
          setBusy(true);
          setError("");
          studioCall(csrf, `/drafts/${draft}/rebase`, { choices })
            .then(() => revalidator.revalidate())
            .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
            .finally(() => setBusy(false));
        }}
      >
        {conflicts.map((conflict) => (
          <fieldset key={conflict.pointer} className="studio-conflict__value">
            <legend>{conflict.label}</legend>
            <p className="studio-field__hint">Before both changes: {shownValue(conflict.base)}</p>
            <label>
              <input type="radio" name={conflict.pointer} value="mine" required /> Keep this draft&apos;s:{" "}
              {shownValue(conflict.mine)}
            </label>
            <label>
              <input type="radio" name={conflict.pointer} value="published" /> Take the published one:{" "}
              {shownValue(conflict.published)}
            </label>
          </fieldset>
        ))}
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Use these values
        </button>
      </form>
      {error ? (
        <p className="studio-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

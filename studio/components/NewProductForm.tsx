import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CheckResult, DraftEditor } from "../client/draft-editor";

/**
 * "New product": a product added to the draft from its English name (its id and shop slug made from it); the screen
 * then opens it for its picture, names, pre-sale and stock, and the Prices screen gives it prices per region. A
 * refusal (a name the draft has, a name without Latin letters) shows next to the field.
 */
export function NewProductForm({ editor, editable }: { editor: DraftEditor; editable: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="studio-form studio-form__row studio-new-edition"
      aria-label="New product"
      onSubmit={async (event) => {
        event.preventDefault();
        setError("");
        setBusy(true);
        try {
          const result = await editor.call<CheckResult & { product: string }>("/products", { name });
          const params = new URLSearchParams(location.search);
          params.set("product", result.product);
          setName("");
          await navigate({ pathname: location.pathname, search: `?${params}` });
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className={`studio-field${error ? " studio-field--invalid" : ""}`}>
        <label htmlFor={id}>New product, named (in English)</label>
        <input
          id={id}
          type="text"
          required
          maxLength={120}
          value={name}
          disabled={!editable}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="studio-field__message" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={!editable || busy}>
        Create the product
      </button>
    </form>
  );
}

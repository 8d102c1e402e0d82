import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DraftEditor } from "../client/draft-editor";
import type { ProductNamesData } from "./ProductNames";

/**
 * "Remove this product": a product made in the studio taken out of the draft with its prices and its words in every
 * language, after a second click says so. Where the draft still places it (a tile, a menu entry, an offer) the
 * check names each place; the repository's products are never removed here.
 */
export function RemoveProduct({
  data,
  editor,
  editable,
}: {
  data: ProductNamesData;
  editor: DraftEditor;
  editable: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [asking, setAsking] = useState(false);
  if (!data.removable) return null;
  const remove = async () => {
    editor.change(`/products/${data.product}`, undefined);
    editor.change(`/prices/${data.product}`, undefined);
    for (const language of data.languages) {
      if (language.value) editor.change(`/bundles/${language.id}/products/products/${data.product}`, undefined);
      if (language.tile) editor.change(`/bundles/${language.id}/home/tiles/${data.product}`, undefined);
    }
    if (!(await editor.flush())) return;
    const params = new URLSearchParams(location.search);
    params.delete("product");
    await navigate({ pathname: location.pathname, search: `?${params}` });
  };
  return (
    <div className="studio-form__row studio-remove-product">
      {asking ? (
        <>
          <p role="alert">
            Remove {data.name} from this draft, with its prices and names? Places that still show it are named by the
            check.
          </p>
          <button type="button" className="button button--secondary" disabled={!editable} onClick={remove}>
            Yes, remove {data.name}
          </button>
          <button type="button" className="studio-link-button" onClick={() => setAsking(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="studio-link-button" disabled={!editable} onClick={() => setAsking(true)}>
          Remove {data.name} from this draft
        </button>
      )}
    </div>
  );
}

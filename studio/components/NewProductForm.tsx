import type { CheckResult, DraftEditor } from "../client/draft-editor";
import { CreateForm } from "./CreateForm";

/**
 * "New product": a product added to the draft from its English name (its id and shop slug made from it); the screen
 * then opens it for its picture, names, pre-sale and stock, and the Prices screen gives it prices per region. A
 * refusal (a name the draft has, a name without Latin letters) shows next to the field.
 */
export function NewProductForm({ editor, editable }: { editor: DraftEditor; editable: boolean }) {
  return (
    <CreateForm
      label="New product"
      fields={[{ name: "name", label: "New product, named (in English)", initial: "", input: { maxLength: 120 } }]}
      submit="Create the product"
      editable={editable}
      param="product"
      create={async ({ name }) => (await editor.call<CheckResult & { product: string }>("/products", { name })).product}
    />
  );
}

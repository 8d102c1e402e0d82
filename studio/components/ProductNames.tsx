import { useMemo, useState } from "react";
import type { DraftEditor } from "../client/draft-editor";
import { messagesUnder, type CheckIssue } from "../messages";
import { FieldMessages } from "./FieldMessages";

export interface ProductNamesData {
  product: string;
  name: string;
  removable: boolean;
  languages: {
    id: string;
    name: string;
    regions: string[];
    required: boolean;
    value: Record<string, unknown> | null;
    tile: string;
    tileRequired: boolean;
  }[];
}

type Texts = Record<string, { name: string; alt: string; tile: string }>;

/**
 * A product's name and picture description in each language, as shoppers of the regions reading it see them; a
 * language one of whose regions sells the product is marked while its name is missing (the check names it too).
 * Each change saves that language's words of the product, keeping its page copy.
 */
export function ProductNames({
  data,
  editor,
  editable,
}: {
  data: ProductNamesData;
  editor: DraftEditor;
  editable: boolean;
}) {
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries(
      data.languages.map((language) => [
        language.id,
        { name: String(language.value?.name ?? ""), alt: String(language.value?.alt ?? ""), tile: language.tile },
      ]),
    ),
  );
  const issues = useMemo(() => (editor.check?.issues ?? []) as CheckIssue[], [editor.check]);
  const save = (language: ProductNamesData["languages"][number], next: Texts[string]) => {
    const before = texts[language.id]!;
    setTexts((all) => ({ ...all, [language.id]: next }));
    if (next.tile !== before.tile) {
      editor.change(`/bundles/${language.id}/home/tiles/${data.product}`, next.tile.trim() ? next.tile : undefined);
      return;
    }
    const path = `/bundles/${language.id}/products/products/${data.product}`;
    const name = next.name.trim();
    // An empty language is taken out (its regions then read no name: marked where they sell it).
    if (!name && !next.alt.trim()) editor.change(path, undefined);
    else
      editor.change(path, { ...(language.value ?? {}), name: next.name, alt: next.alt.trim() ? next.alt : next.name });
  };
  return (
    <section className="studio-banners" aria-labelledby="product-names-title">
      <h2 id="product-names-title">Names</h2>
      <p className="studio-screen__intro">
        The product&apos;s name in each language, and what its picture shows for those who cannot see it. A region that
        sells the product needs its language&apos;s name.
      </p>
      <div className="studio-form">
        {data.languages.map((language) => {
          const own = messagesUnder(issues, `/bundles/${language.id}/products/products/${data.product}`);
          const value = texts[language.id]!;
          const missing =
            language.required && !value.name.trim()
              ? [`Missing: ${language.regions.join(", ")} sell${language.regions.length === 1 ? "s" : ""} it.`]
              : [];
          // The check's own "no name" message says what the mark says: one of them.
          const nameNotes = missing.length ? missing : [...(own[""] ?? []), ...(own.name ?? [])];
          const altNotes = own.alt ?? [];
          const tileOwn = messagesUnder(issues, `/bundles/${language.id}/home/tiles/${data.product}`)[""] ?? [];
          const tileNotes =
            language.tileRequired && !value.tile.trim()
              ? [`Missing: a home tile of ${language.regions.join(", ")} shows it.`]
              : tileOwn;
          const id = `product-name-${language.id}`;
          return (
            <fieldset key={language.id} className="studio-group" aria-labelledby={`${id}-title`}>
              <legend id={`${id}-title`} className="studio-group__legend">
                {language.name}
                {language.required ? "" : " (optional: no region sells it in this language yet)"}
              </legend>
              <div className="studio-form__row">
                <div className={`studio-field${nameNotes.length ? " studio-field--invalid" : ""}`}>
                  <label htmlFor={`${id}-name`}>Name in {language.name}</label>
                  {/* A name may run on two lines (and hold small print): a text area keeps its line break. */}
                  <textarea
                    id={`${id}-name`}
                    rows={2}
                    lang={language.id}
                    maxLength={120}
                    value={value.name}
                    disabled={!editable}
                    aria-invalid={nameNotes.length ? true : undefined}
                    aria-describedby={`${id}-hint${nameNotes.length ? ` ${id}-name-messages` : ""}`}
                    onChange={(event) => save(language, { ...value, name: event.target.value })}
                  />
                  <p id={`${id}-hint`} className="studio-field__hint">
                    Read in {language.regions.join(", ")}. A new line breaks the name; [small]…[/small] is small print.
                  </p>
                  <FieldMessages id={`${id}-name-messages`} messages={nameNotes} />
                </div>
                <div className={`studio-field${altNotes.length ? " studio-field--invalid" : ""}`}>
                  <label htmlFor={`${id}-alt`}>Picture description in {language.name}</label>
                  <input
                    id={`${id}-alt`}
                    type="text"
                    lang={language.id}
                    maxLength={200}
                    value={value.alt}
                    disabled={!editable}
                    aria-invalid={altNotes.length ? true : undefined}
                    aria-describedby={altNotes.length ? `${id}-alt-messages` : undefined}
                    onChange={(event) => save(language, { ...value, alt: event.target.value })}
                  />
                  <FieldMessages id={`${id}-alt-messages`} messages={altNotes} />
                </div>
                <div className={`studio-field studio-field--wide${tileNotes.length ? " studio-field--invalid" : ""}`}>
                  <label htmlFor={`${id}-tile`}>Home tile line in {language.name}</label>
                  <input
                    id={`${id}-tile`}
                    type="text"
                    lang={language.id}
                    maxLength={200}
                    value={value.tile}
                    disabled={!editable}
                    aria-invalid={tileNotes.length ? true : undefined}
                    aria-describedby={tileNotes.length ? `${id}-tile-messages` : undefined}
                    onChange={(event) => save(language, { ...value, tile: event.target.value })}
                  />
                  <FieldMessages id={`${id}-tile-messages`} messages={tileNotes} />
                </div>
              </div>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

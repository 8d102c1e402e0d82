import { useMemo, useState } from "react";
import type { DraftEditor } from "../client/draft-editor";
import { messagesUnder, type CheckIssue } from "../messages";
import type { ProductNamesEditor } from "../workspace.server";
import { FieldMessages } from "./FieldMessages";

export type ProductNamesData = ProductNamesEditor;

type Texts = Record<string, { name: string; alt: string; tile: string; tagline: string; text: string }>;

/** A page's text as the marketer writes it: paragraphs parted by an empty line. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The page copy of a language's words of a product, as the form edits it. */
function pageCopyOf(value: Record<string, unknown> | null): { tagline: string; text: string } {
  const learnMore = value?.learnMore as { tagline?: string; description?: string[] } | undefined;
  return { tagline: learnMore?.tagline ?? "", text: (learnMore?.description ?? []).join("\n\n") };
}

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
        {
          name: String(language.value?.name ?? ""),
          alt: String(language.value?.alt ?? ""),
          tile: language.tile,
          ...pageCopyOf(language.value),
        },
      ]),
    ),
  );
  const [ownPage, setOwnPage] = useState(data.ownPage?.on ?? false);
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
    const description = paragraphsOf(next.text);
    // The page's copy, once either part is written (the check names the part missing).
    const learnMore =
      next.tagline.trim() || description.length ? { learnMore: { tagline: next.tagline, description } } : {};
    const { learnMore: _previous, ...words } = language.value ?? {};
    // An empty language is taken out (its regions then read no name: marked where they sell it).
    if (!name && !next.alt.trim() && !learnMore.learnMore) editor.change(path, undefined);
    else
      editor.change(path, {
        ...words,
        name: next.name,
        alt: next.alt.trim() ? next.alt : next.name,
        ...learnMore,
      });
  };
  return (
    <section className="studio-banners" aria-labelledby="product-names-title">
      <h2 id="product-names-title">Names</h2>
      <p className="studio-screen__intro">
        The product&apos;s name in each language, and what its picture shows for those who cannot see it. A region that
        sells the product needs its language&apos;s name.
      </p>
      {data.ownPage ? (
        <div className="studio-field studio-field--check">
          <input
            id="product-own-page"
            type="checkbox"
            checked={ownPage}
            disabled={!editable}
            aria-describedby="product-own-page-hint"
            onChange={(event) => {
              setOwnPage(event.target.checked);
              editor.change(`/products/${data.product}/page`, event.target.checked ? data.ownPage!.path : undefined);
            }}
          />
          <label htmlFor="product-own-page">A page of its own at /{data.ownPage.path}</label>
          <p id="product-own-page-hint" className="studio-field__hint">
            In each region that sells it, with the page text below; without it, Learn More opens its shop page.
          </p>
        </div>
      ) : null}
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
          const pageOwn = messagesUnder(issues, `/bundles/${language.id}/products/products/${data.product}/learnMore`);
          const pageNotes =
            ownPage && language.required && !value.tagline.trim()
              ? [`Missing: its page shows in ${language.regions.join(", ")}.`]
              : Object.values(pageOwn).flat();
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
                {ownPage || value.tagline || value.text ? (
                  <>
                    <div
                      className={`studio-field studio-field--wide${pageNotes.length ? " studio-field--invalid" : ""}`}
                    >
                      <label htmlFor={`${id}-tagline`}>Page tagline in {language.name}</label>
                      <input
                        id={`${id}-tagline`}
                        type="text"
                        lang={language.id}
                        maxLength={200}
                        value={value.tagline}
                        disabled={!editable}
                        aria-invalid={pageNotes.length ? true : undefined}
                        aria-describedby={pageNotes.length ? `${id}-page-messages` : undefined}
                        onChange={(event) => save(language, { ...value, tagline: event.target.value })}
                      />
                      <FieldMessages id={`${id}-page-messages`} messages={pageNotes} />
                    </div>
                    <div className="studio-field studio-field--wide">
                      <label htmlFor={`${id}-text`}>Page text in {language.name}</label>
                      <textarea
                        id={`${id}-text`}
                        rows={4}
                        lang={language.id}
                        maxLength={4000}
                        value={value.text}
                        disabled={!editable}
                        aria-describedby={`${id}-text-hint`}
                        onChange={(event) => save(language, { ...value, text: event.target.value })}
                      />
                      <p id={`${id}-text-hint`} className="studio-field__hint">
                        An empty line starts a new paragraph.
                      </p>
                    </div>
                  </>
                ) : null}
              </div>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

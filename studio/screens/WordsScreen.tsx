import { useMemo, useState } from "react";
import type { DraftEditor } from "../client/draft-editor";
import { Picker } from "../components/Picker";
import { messagesUnder, type CheckIssue } from "../messages";
import { WORD_SET_PARENTS, isVariant, withAskedRows, wordPointer, type WordRow, type WordSet } from "../words";

const LANGUAGE_NAMES: Record<WordSet, string> = {
  en: "English",
  "en-GB": "British English",
  "en-EU": "EU English",
  zh: "Chinese",
  fr: "French",
  de: "German",
  ko: "Korean",
  ja: "Japanese",
};

/** The Find text and the missing-only switch, with their setters. */
export interface WordsView {
  filter: string;
  setFilter: (filter: string) => void;
  onlyMissing: boolean;
  setOnlyMissing: (only: boolean) => void;
}

/** The Words screen's Find and missing-only switch, kept where a new revision of the draft does not reset them. */
export function useWordsView(): WordsView {
  const [filter, setFilter] = useState("");
  const [onlyMissing, setOnlyMissing] = useState(false);
  return { filter, setFilter, onlyMissing, setOnlyMissing };
}

/**
 * Every text of a section in every language side by side. A text a language does not have is marked
 * "missing" (its pages show the parent language's); one the checks require is marked with their message.
 */
export function WordsScreen({
  picker,
  languages,
  rows: textRows,
  fonts,
  editor,
  editable,
  view,
}: {
  picker: { label: string; param: string; selected: string; options: { value: string; label: string }[] };
  languages: readonly WordSet[];
  rows: WordRow[];
  /** The CJK font stylesheets (their URLs from the server: imported here they would be the shell chunk's exports). */
  fonts: readonly string[];
  editor: DraftEditor;
  editable: boolean;
  /** What the editor looks for, kept by the route: the screen starts again with every new revision of the draft. */
  view: WordsView;
}) {
  const { filter, setFilter, onlyMissing, setOnlyMissing } = view;
  const issues = useMemo(() => (editor.check?.issues ?? []) as CheckIssue[], [editor.check]);
  const messages = useMemo(
    () =>
      Object.fromEntries(
        languages.map((set) => [set, messagesUnder(issues, `/${isVariant(set) ? "overrides" : "bundles"}/${set}`)]),
      ),
    [issues, languages],
  );
  const rows = useMemo(() => withAskedRows(textRows, picker.selected, messages), [textRows, picker.selected, messages]);
  const visible = rows.filter(
    (row) =>
      (!filter ||
        row.key.toLowerCase().includes(filter.toLowerCase()) ||
        Object.values(row.values).some((text) => text?.toLowerCase().includes(filter.toLowerCase()))) &&
      (!onlyMissing ||
        languages.some(
          (set) => (row.values[set] === undefined && !isVariant(set)) || messages[set]?.[row.path.join(".")],
        )),
  );
  return (
    <section className="studio-screen" aria-labelledby="screen-title">
      {fonts.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <h1 id="screen-title">Words</h1>
      <p className="studio-screen__intro">
        Every text of the site, each language side by side. A missing text shows the parent language on its pages; the
        checks name the ones a region must have.
      </p>
      <div className="studio-form__row studio-words__tools">
        <Picker {...picker} />
        <div className="studio-field">
          <label htmlFor="words-filter">Find</label>
          <input id="words-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </div>
        <div className="studio-field studio-field--check">
          <input
            id="words-missing"
            type="checkbox"
            checked={onlyMissing}
            onChange={(event) => setOnlyMissing(event.target.checked)}
          />
          <label htmlFor="words-missing">Only rows with a missing text</label>
        </div>
      </div>
      <p className="studio-empty">
        {visible.length} of {rows.length} texts
      </p>
      <div className="studio-table__scroll">
        <table className="studio-table studio-words">
          <thead>
            <tr>
              <th scope="col">Key</th>
              {languages.map((language) => (
                <th key={language} scope="col" lang={language}>
                  {LANGUAGE_NAMES[language]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.slice(0, 200).map((row) => (
              <tr key={row.key}>
                <th scope="row" className="studio-words__key">
                  {row.key}
                </th>
                {languages.map((language) => (
                  <WordCell
                    key={language}
                    row={row}
                    language={language}
                    editor={editor}
                    editable={editable}
                    messages={messages[language]?.[row.path.join(".")] ?? []}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function WordCell({
  row,
  language,
  editor,
  editable,
  messages,
}: {
  row: WordRow;
  language: WordSet;
  editor: DraftEditor;
  editable: boolean;
  messages: readonly string[];
}) {
  const original = row.values[language];
  const [text, setText] = useState(original ?? "");
  // A regional variant without a text of its own reads its parent's: not missing.
  const parent = WORD_SET_PARENTS[language];
  const missing = text === "" && !parent;
  const id = `word-${language}-${row.key}`;
  const name = `${row.key} in ${LANGUAGE_NAMES[language]}`;
  return (
    <td
      className={`studio-words__cell${missing ? " studio-words__cell--missing" : ""}${messages.length ? " studio-words__cell--invalid" : ""}`}
    >
      <textarea
        id={id}
        lang={language}
        aria-label={name}
        aria-describedby={messages.length || missing ? `${id}-note` : undefined}
        aria-invalid={messages.length ? true : undefined}
        value={text}
        rows={Math.min(6, Math.max(1, Math.ceil(text.length / 40)))}
        readOnly={!editable}
        placeholder={missing ? "missing" : parent && text === "" ? `as ${LANGUAGE_NAMES[parent]}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          // An emptied text is a missing one: its pages show the parent language's (and the checks say so); a variant's
          // emptied text is its parent's again.
          editor.change(wordPointer(language, row.path), event.target.value === "" ? undefined : event.target.value);
        }}
      />
      {messages.length || missing ? (
        <p id={`${id}-note`} className={messages.length ? "studio-field__message" : "studio-words__missing"}>
          {messages.length ? messages.join(" ") : "Missing"}
        </p>
      ) : null}
    </td>
  );
}

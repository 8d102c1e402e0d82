import { useId, useState } from "react";
import { tileProduct, type HomeTileEntry } from "~/content/home.schema";
import type { DraftEditor } from "../client/draft-editor";
import { messagesUnder, type CheckIssue } from "../messages";
import type { HomeTilesEditor } from "../workspace.server";
import { FieldMessages } from "./FieldMessages";

const ROWS = ["First row", "Second row", "Third row"];

/**
 * A region's home page as a marketer arranges it: the product its hero presents, and three rows of product tiles, each
 * added, moved and removed by name, and shown for good or from and until a time on the region's clock (a launch's tile
 * from its launch day, a sale's until it ends). Each change is saved to the draft and checked (a tile needs a price and
 * its line of words in the region: the checks name what is missing).
 */
export function HomeTiles({
  data,
  editor,
  editable,
}: {
  data: HomeTilesEditor;
  editor: DraftEditor;
  editable: boolean;
}) {
  const id = useId();
  const [home, setHome] = useState(data.value);
  if (!home) return <p className="studio-empty">This region has no home page of its own.</p>;
  const nameOf = (product: string) => data.products.find((item) => item.id === product)?.name ?? product;
  const issues = messagesUnder((editor.check?.issues ?? []) as CheckIssue[], data.base);
  const setRow = (row: number, tiles: HomeTileEntry[]) => {
    const sections = home.sections.map((item, index) => (index === row ? tiles : item));
    setHome({ ...home, sections });
    editor.change(`${data.base}/sections/${row}`, tiles);
  };
  return (
    <section className="studio-home" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Home page in {data.region}</h2>
      <p className="studio-field__hint">
        A tile shows from its From until its Until (not included), in {data.clock}; empty: from the start, for good.
      </p>
      <div className="studio-field">
        <label htmlFor={`${id}-hero`}>Hero product</label>
        <select
          id={`${id}-hero`}
          value={home.hero}
          disabled={!editable}
          onChange={(event) => {
            setHome({ ...home, hero: event.target.value });
            editor.change(`${data.base}/hero`, event.target.value);
          }}
        >
          {data.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </select>
        <FieldMessages id={`${id}-hero-messages`} messages={issues["hero"] ?? []} />
      </div>
      {home.sections.map((tiles, row) => {
        const shown = tiles.map(tileProduct);
        const absent = data.products.filter((product) => !shown.includes(product.id));
        const notes = Object.entries(issues)
          .filter(([key]) => key === `sections.${row}` || key.startsWith(`sections.${row}.`))
          .flatMap(([, list]) => list);
        return (
          <fieldset key={row} className="studio-group studio-home__row">
            <legend className="studio-group__legend">{ROWS[row] ?? `Row ${row + 1}`}</legend>
            <FieldMessages id={`${id}-row-${row}-messages`} messages={notes} />
            <ol className="studio-home__tiles">
              {tiles.map((entry, index) => {
                const product = tileProduct(entry);
                return (
                  <li key={product} className="studio-home__tile">
                    <span className="studio-home__name">{nameOf(product)}</span>
                    <TileWindow
                      id={`${id}-${row}-${product}`}
                      name={nameOf(product)}
                      entry={entry}
                      clock={data.clock}
                      editable={editable}
                      onChange={(next) =>
                        setRow(
                          row,
                          tiles.map((item, at) => (at === index ? next : item)),
                        )
                      }
                    />
                    <span className="studio-home__actions">
                      <button
                        type="button"
                        className="studio-link-button"
                        disabled={!editable || index === 0}
                        aria-label={`Move ${nameOf(product)} earlier`}
                        onClick={() => setRow(row, swap(tiles, index, index - 1))}
                      >
                        Earlier
                      </button>
                      <button
                        type="button"
                        className="studio-link-button"
                        disabled={!editable || index === tiles.length - 1}
                        aria-label={`Move ${nameOf(product)} later`}
                        onClick={() => setRow(row, swap(tiles, index, index + 1))}
                      >
                        Later
                      </button>
                      <button
                        type="button"
                        className="studio-link-button"
                        // A row keeps one tile at least.
                        disabled={!editable || tiles.length === 1}
                        aria-label={`Remove ${nameOf(product)} from the ${(ROWS[row] ?? "row").toLowerCase()}`}
                        onClick={() =>
                          setRow(
                            row,
                            tiles.filter((item) => tileProduct(item) !== product),
                          )
                        }
                      >
                        Remove
                      </button>
                    </span>
                  </li>
                );
              })}
            </ol>
            {absent.length ? (
              <div className="studio-field studio-home__add">
                <label htmlFor={`${id}-add-${row}`}>Add a tile to the {(ROWS[row] ?? "row").toLowerCase()}</label>
                <select
                  id={`${id}-add-${row}`}
                  value=""
                  disabled={!editable}
                  onChange={(event) => {
                    if (event.target.value) setRow(row, [...tiles, event.target.value]);
                  }}
                >
                  <option value="">Choose a product…</option>
                  {absent.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </section>
  );
}

/**
 * When a tile shows: from and until a time of day on the region's clock (either empty: from the start, for good). A
 * tile with neither is stored as its product alone.
 */
function TileWindow({
  id,
  name,
  entry,
  clock,
  editable,
  onChange,
}: {
  id: string;
  name: string;
  entry: HomeTileEntry;
  clock: string;
  editable: boolean;
  onChange: (entry: HomeTileEntry) => void;
}) {
  const window: Exclude<HomeTileEntry, string> = typeof entry === "string" ? { product: entry } : entry;
  const set = (bound: "startLocal" | "endLocal", value: string) => {
    const next: Exclude<HomeTileEntry, string> = { ...window, [bound]: value || undefined };
    if (!next[bound]) delete next[bound];
    onChange(next.startLocal || next.endLocal ? next : next.product);
  };
  return (
    <span className="studio-home__window">
      {(["startLocal", "endLocal"] as const).map((bound) => (
        <span key={bound} className="studio-home__bound">
          <label htmlFor={`${id}-${bound}`}>{bound === "startLocal" ? "From" : "Until"}</label>
          <input
            id={`${id}-${bound}`}
            type="datetime-local"
            value={window[bound] ?? ""}
            disabled={!editable}
            aria-label={`${name}: ${bound === "startLocal" ? "shown from" : "shown until"} (${clock})`}
            onChange={(event) => set(bound, event.target.value)}
          />
        </span>
      ))}
    </span>
  );
}

function swap<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

import { useId } from "react";
import { FieldMessages } from "./FieldMessages";

export interface OffersGridData {
  regions: { code: string; name: string; currency: string; stages: { name: string; dates: string }[] }[];
  products: string[];
}

type Offers = Record<string, (number | null)[] | undefined>;

/**
 * A campaign edition's prices at a glance: a row per product and region, a column per stage. A cell is the
 * product's price in that stage (empty: no deal, the page price holds); each change is saved like any other, and the
 * checks' messages (a reference price the market's law refuses, a missing stage) show under the cell.
 */
export function OffersGrid({
  data,
  products,
  messages,
  editable,
  onChange,
  onDone,
}: {
  data: OffersGridData;
  /** The edition's products as the draft has them now (their `offers`). */
  products: readonly { offers?: Offers }[];
  /** The checks' messages under the edition, by dotted path ("3.offers.us.1"). */
  messages: Readonly<Record<string, readonly string[]>>;
  editable: boolean;
  /** A cell changed: product index, region, stage index, and the price (null: no deal). */
  onChange: (product: number, region: string, stage: number, value: number | null) => void;
  /** The editor left the grid's cell: the rest of the screen may catch up. */
  onDone: () => void;
}) {
  const id = useId();
  // The stages' names and dates of the first region head the columns; a region whose stages differ says so per row.
  const head = data.regions[0];
  if (!head) return null;
  const columns = Math.max(...data.regions.map((region) => region.stages.length));
  return (
    <section className="studio-offers" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Prices by stage</h2>
      <p className="studio-screen__intro">
        Each product&apos;s price in each stage, per region in its currency. Empty: no deal, the page price holds.
      </p>
      <div className="studio-table__scroll">
        <table className="studio-table studio-offers__table">
          <caption className="studio-visually-hidden">Prices by stage, per product and region</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Region</th>
              {Array.from({ length: columns }, (_, index) => (
                <th key={index} scope="col">
                  {head.stages[index]?.name ?? `Stage ${index + 1}`}
                  {head.stages[index] ? <span className="studio-offers__dates">{head.stages[index].dates}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          {data.products.map((name, product) => (
            <tbody key={product}>
              {data.regions.map((region, row) => (
                <tr key={region.code}>
                  {row === 0 ? (
                    <th scope="rowgroup" rowSpan={data.regions.length}>
                      {name}
                    </th>
                  ) : null}
                  <th scope="row">
                    {region.name} <span className="studio-offers__dates">{region.currency}</span>
                  </th>
                  {Array.from({ length: columns }, (_, index) => {
                    const stage = region.stages[index];
                    if (!stage) return <td key={index} />;
                    const offers = products[product]?.offers?.[region.code];
                    const value = offers?.[index];
                    const notes = [
                      ...(messages[`${product}.offers.${region.code}.${index}`] ?? []),
                      ...(index === 0 ? (messages[`${product}.offers.${region.code}`] ?? []) : []),
                    ];
                    const cell = `${id}-${product}-${region.code}-${index}`;
                    const dates = stage.dates === head.stages[index]?.dates ? "" : `, ${stage.dates}`;
                    return (
                      <td key={index} className={notes.length ? "studio-offers__cell--invalid" : undefined}>
                        <input
                          id={cell}
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step="any"
                          aria-label={`${name}, ${stage.name}, ${region.name} (${region.currency})`}
                          value={value ?? ""}
                          placeholder={offers === undefined ? "Page price" : "No deal"}
                          disabled={!editable || offers === undefined}
                          aria-invalid={notes.length ? true : undefined}
                          aria-describedby={notes.length ? `${cell}-messages` : undefined}
                          onChange={(event) => {
                            const text = event.target.value;
                            const next = text === "" ? null : Number(text);
                            if (next === null || Number.isFinite(next)) onChange(product, region.code, index, next);
                          }}
                          onBlur={onDone}
                        />
                        {dates ? <span className="studio-offers__dates">{dates.slice(2)}</span> : null}
                        <FieldMessages id={`${cell}-messages`} messages={notes} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

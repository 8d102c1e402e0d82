import { useId, useState } from "react";
import type { CheckResult, DraftEditor } from "../client/draft-editor";
import { CreateForm } from "./CreateForm";

type Made = CheckResult & { edition: string };

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
  return (
    <CreateForm
      label={`New edition from ${label}`}
      fields={[
        {
          name: "year",
          label: `New edition of ${label} for`,
          initial: String(year),
          input: { type: "number", inputMode: "numeric", min: 2000, max: 2100 },
        },
      ]}
      submit="Create the edition"
      editable={editable}
      param="campaign"
      create={async ({ year }) => (await editor.call<Made>("/editions", { from, year: Number(year) })).edition}
    />
  );
}

/**
 * "New series": a campaign with a page of its own (its id and path made from its English name), its first edition
 * copied from the selected one with its dates moved to open on the day given, in the regions checked, with its first
 * stages, the offers checked and, if kept, its prize draw; the screen then opens it to edit its offers and words.
 */
export function NewSeriesForm({
  editor,
  editable,
  from,
  label,
  firstDay,
  regions,
  stages,
  luckyDraw,
  products,
}: {
  editor: DraftEditor;
  editable: boolean;
  from: string;
  label: string;
  firstDay: string;
  regions: { code: string; name: string }[];
  stages: number;
  luckyDraw: boolean;
  products: { key: string; name: string }[];
}) {
  const [kept, setKept] = useState<string[]>(() => regions.map((region) => region.code));
  const [offered, setOffered] = useState<string[]>(() => products.map((product) => product.key));
  const [stageCount, setStageCount] = useState(String(stages));
  const [draw, setDraw] = useState(luckyDraw);
  const id = useId();
  return (
    <CreateForm
      label={`New series from ${label}`}
      fields={[
        { name: "name", label: "New campaign, named (in English)", initial: "", input: { maxLength: 80 } },
        { name: "firstDay", label: "Opens on", initial: firstDay, input: { type: "date" } },
      ]}
      submit={`Create it from ${label}`}
      editable={editable}
      param="campaign"
      extra={
        <>
          <CheckGroup
            legend="Runs in"
            id={`${id}-region`}
            options={regions.map((region) => ({ value: region.code, label: region.name }))}
            checked={kept}
            onChange={setKept}
            editable={editable}
          />
          <CheckGroup
            legend="Offers"
            id={`${id}-offer`}
            options={products.map((product) => ({ value: product.key, label: product.name }))}
            checked={offered}
            onChange={setOffered}
            editable={editable}
          />
          {stages > 1 ? (
            <div className="studio-field">
              <label htmlFor={`${id}-stages`}>Stages (the first ones kept)</label>
              <input
                id={`${id}-stages`}
                type="number"
                inputMode="numeric"
                min={1}
                max={stages}
                required
                value={stageCount}
                disabled={!editable}
                onChange={(event) => setStageCount(event.target.value)}
              />
            </div>
          ) : null}
          {luckyDraw ? (
            <div className="studio-field studio-field--check">
              <input
                id={`${id}-draw`}
                type="checkbox"
                checked={draw}
                disabled={!editable}
                onChange={(event) => setDraw(event.target.checked)}
              />
              <label htmlFor={`${id}-draw`}>With its prize draw</label>
            </div>
          ) : null}
        </>
      }
      create={async ({ name, firstDay }) =>
        (
          await editor.call<Made>("/series", {
            from,
            name,
            firstDay,
            regions: kept,
            stages: Number(stageCount),
            luckyDraw: draw,
            products: offered,
          })
        ).edition
      }
    />
  );
}

/** A group of check boxes choosing some of `options` (kept in the order they were checked). */
function CheckGroup({
  legend,
  id,
  options,
  checked,
  onChange,
  editable,
}: {
  legend: string;
  id: string;
  options: { value: string; label: string }[];
  checked: string[];
  onChange: (checked: string[]) => void;
  editable: boolean;
}) {
  return (
    <fieldset className="studio-group studio-new-series__checks">
      <legend className="studio-group__legend">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="studio-field studio-field--check">
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            checked={checked.includes(option.value)}
            disabled={!editable}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value),
              )
            }
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

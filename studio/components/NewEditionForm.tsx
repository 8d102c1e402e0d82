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
 * copied from the selected one with its dates moved to open on the day given; the screen then opens it to edit its
 * regions, stages, offers and words.
 */
export function NewSeriesForm({
  editor,
  editable,
  from,
  label,
  firstDay,
}: {
  editor: DraftEditor;
  editable: boolean;
  from: string;
  label: string;
  firstDay: string;
}) {
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
      create={async ({ name, firstDay }) => (await editor.call<Made>("/series", { from, name, firstDay })).edition}
    />
  );
}

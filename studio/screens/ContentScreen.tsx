import { useMemo, useReducer, useRef, useState } from "react";
import type { MediaImage } from "~/content/catalogue.schema";
import type { DraftEditor } from "../client/draft-editor";
import { OffersGrid, type OffersGridData } from "../components/OffersGrid";
import { Picker } from "../components/Picker";
import { ProductPicture, type ProductPictureData } from "../components/ProductPicture";
import type { JsonSchema } from "../forms/json-schema";
// The form library comes with the content screens' route module (studio/routes/content.tsx): no other screen loads it.
import SchemaForm from "../forms/SchemaForm";
import { issuesOutside, messagesUnder, type CheckIssue } from "../messages";
import { useStudioRegions, zonesOf } from "./regions";

export interface ContentPart {
  base: string;
  value: unknown;
  jsonSchema: unknown;
  timeZone: string;
  label?: string;
}

/** A content screen: what it edits (a product, a campaign…), its forms from the schemas, the checks' messages. */
export function ContentScreen({
  title,
  intro,
  picker,
  parts,
  editor,
  editable,
  now,
  children,
  others = [],
  offers = null,
  picture = null,
}: {
  title: string;
  intro: string;
  picker: { label: string; param: string; selected: string; options: { value: string; label: string }[] } | null;
  parts: ContentPart[];
  editor: DraftEditor;
  editable: boolean;
  now: number;
  children?: React.ReactNode;
  /** The parts of the document the screen's own editors (children) show the messages of. */
  others?: readonly string[];
  /** A campaign edition's prices by stage, edited in a grid above its form (the first part). */
  offers?: OffersGridData | null;
  /** A product's picture from the media library (a field of the first part, chosen beside its form). */
  picture?: ProductPictureData | null;
}) {
  // The values as the editor has them: the forms' latest, and the grid's cells written into the first part's. A form
  // is made afresh from them once the grid is left, so it never saves a value older than the grid's.
  const latest = useRef(parts.map((part) => part.value));
  const [generation, setGeneration] = useState(0);
  const gridChanged = useRef(false);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const issues = useMemo(() => (editor.check?.issues ?? []) as CheckIssue[], [editor.check]);
  const outside = useMemo(
    () => issuesOutside(issues, [...parts.map((part) => part.base), ...others]),
    [issues, parts, others],
  );
  const nowIso = new Date(now).toISOString();
  const regions = useStudioRegions();
  const zones = useMemo(() => zonesOf(regions), [regions]);
  const label = picker
    ? `${title}: ${picker.options.find((option) => option.value === picker.selected)?.label ?? picker.selected}`
    : title;
  return (
    <section className="studio-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <p className="studio-screen__intro">{intro}</p>
      {picker ? <Picker {...picker} /> : null}
      {children}
      {outside.length ? (
        <details className="studio-issues" open={outside.length < 6}>
          <summary>
            {outside.length} problem{outside.length === 1 ? "" : "s"} elsewhere in the draft
          </summary>
          <ul>
            {outside.slice(0, 50).map((issue, index) => (
              <li key={index}>
                <code>
                  {issue.file} {issue.path}
                </code>
                : {issue.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {offers && parts[0] ? (
        <OffersGrid
          data={offers}
          products={((latest.current[0] ?? {}) as { products?: [] }).products ?? []}
          messages={messagesUnder(issues, `${parts[0].base}/products`)}
          editable={editable}
          onChange={(product, region, stage, value) => {
            const whole = structuredClone(latest.current[0]) as {
              products: { offers: Record<string, (number | null)[]> }[];
            };
            whole.products[product]!.offers[region]![stage] = value;
            latest.current[0] = whole;
            gridChanged.current = true;
            editor.change(`${parts[0]!.base}/products/${product}/offers/${region}/${stage}`, value);
            refresh();
          }}
          onDone={() => {
            if (!gridChanged.current) return;
            gridChanged.current = false;
            setGeneration((count) => count + 1);
          }}
        />
      ) : null}
      {picture && parts[0] ? (
        <ProductPicture
          data={picture}
          value={((latest.current[0] ?? {}) as { image?: MediaImage }).image}
          messages={messagesUnder(issues, picture.base)[""] ?? []}
          editable={editable}
          onChange={(image) => {
            const whole = { ...(latest.current[0] as Record<string, unknown>) };
            if (image) whole.image = image;
            else delete whole.image;
            latest.current[0] = whole;
            editor.change(picture.base, image);
            // The form holds the product's value whole: made afresh so that it never saves the former picture.
            setGeneration((count) => count + 1);
          }}
        />
      ) : null}
      {parts.map((part, index) => (
        <fieldset key={`${part.base} ${editable} ${generation}`} className="studio-part" disabled={!editable}>
          <legend className="studio-visually-hidden">{part.label ?? label}</legend>
          <SchemaForm
            jsonSchema={part.jsonSchema as JsonSchema}
            value={latest.current[index]}
            onChange={(value) => {
              latest.current[index] = value;
              // The grid reads it when the screen next renders (every save does).
              editor.change(part.base, value);
            }}
            messages={messagesUnder(issues, part.base)}
            timeZone={part.timeZone}
            zones={zones}
            now={nowIso}
            label={part.label ?? label}
          />
        </fieldset>
      ))}
    </section>
  );
}

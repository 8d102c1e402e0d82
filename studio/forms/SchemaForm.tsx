// A form from a JSON Schema: zod 4's z.toJSONSchema of an app/content schema (made on the server, where the
// content lives) gives the fields; react-hook-form keeps the values and validates them as the editor types with the zod
// resolver, on a zod schema rebuilt from that JSON Schema (z.fromJSONSchema: the content modules stay on the server).
// Messages next to the field they name: the schema's own, and the content checks' the studio passes in (`messages`, by
// field path), which also cover what a JSON Schema can not say (entries in time order, cross-references, drift).
// Loaded with the content screens only (studio/routes/content.tsx); no shopper page can load it (another build).
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import {
  FormProvider,
  get,
  useController,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Resolver,
} from "react-hook-form";
import { z } from "zod";
import { isoWithOffset } from "~/rules/zoned-time";
import { FieldMessages } from "../components/FieldMessages";
import { InstantField } from "../components/InstantField";
import {
  branchLabel,
  branchOf,
  branches,
  fieldKind,
  keyLabeller,
  labelOf,
  nextEntry,
  recordKeys,
  recordValues,
  startingValue,
  type JsonSchema,
} from "./json-schema";

// The studio's pages have a hash-based CSP without 'unsafe-eval': zod validates without compiling code.
z.config({ jitless: true });

const ROOT = "root";
/** A change made by a group's own controls (add, remove, another form): marked as edited and checked at once. */
const EDIT = { shouldDirty: true, shouldValidate: true } as const;
const NO_ZONES: Readonly<Record<string, string>> = {};

export interface SchemaFormProps {
  /** The JSON Schema of the value: the fields, and the validation as the editor types. */
  jsonSchema: JsonSchema;
  value: unknown;
  /** Every change, with the whole value. */
  onChange: (value: unknown) => void;
  /** The content checks' messages, by dotted path inside the value ("us.1.price"; "" for the value itself). */
  messages?: Readonly<Record<string, readonly string[]>>;
  /** The zone date fields show local times in where their path names no region. */
  timeZone: string;
  /** The time zone of each region code (a date field under `schedules.us` shows us time). */
  zones?: Readonly<Record<string, string>>;
  /** Now, for new entries in time (ISO-8601). */
  now: string;
  /** The form's accessible name. */
  label: string;
}

interface FormMeta {
  messages: Readonly<Record<string, readonly string[]>>;
  timeZone: string;
  zones: Readonly<Record<string, string>>;
  now: string;
}

export default function SchemaForm({
  jsonSchema,
  value,
  onChange,
  messages = {},
  timeZone,
  zones = NO_ZONES,
  now,
  label,
}: SchemaFormProps) {
  const wrapped = useMemo(
    () => z.object({ [ROOT]: z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]) }),
    [jsonSchema],
  );
  const form = useForm<FieldValues>({
    defaultValues: { [ROOT]: value },
    resolver: zodResolver(wrapped as z.ZodObject) as unknown as Resolver<FieldValues>,
    mode: "onChange",
  });
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    // Validation from the first render: a draft opened with a mistake shows it at once.
    void form.trigger();
    const subscription = form.watch((values) => changed.current((values as Record<string, unknown>)[ROOT]));
    return () => subscription.unsubscribe();
  }, [form]);
  // A new entry starts at the minute the form shows it, written on the region's clock: never at a second it hides.
  const minute = useMemo(() => isoWithOffset(Math.floor(Date.parse(now) / 60_000) * 60_000, timeZone), [now, timeZone]);
  // The screen passes its messages anew at each of its renders (every save): the same ones keep the same meta.
  const messagesKey = JSON.stringify(messages);
  const sameMessages = useMemo(() => JSON.parse(messagesKey) as typeof messages, [messagesKey]);
  const meta = useMemo(
    () => ({ messages: sameMessages, timeZone, zones, now: minute }),
    [sameMessages, timeZone, zones, minute],
  );
  // The fields, made again only when what they show changes: a keystroke renders its field and the groups around it
  // (their messages), not the form's hundreds of other fields (each subscribes to its own value and messages).
  const fields = useMemo(
    () => <Node path={ROOT} schema={jsonSchema} label={label} meta={meta} depth={0} />,
    [jsonSchema, label, meta],
  );
  return (
    <FormProvider {...form}>
      <form className="studio-schema-form" aria-label={label} onSubmit={(event) => event.preventDefault()} noValidate>
        {fields}
      </form>
    </FormProvider>
  );
}

/** The dotted path inside the value (messages are keyed by it): "root.us.1.price" → "us.1.price". */
const relative = (path: string) => (path === ROOT ? "" : path.slice(ROOT.length + 1));

/** The zone of a date field: the region its path names (schedules.us.…), else the form's. */
function zoneOf(path: string, meta: FormMeta): { timeZone: string; label: string } {
  const region = path
    .split(".")
    .reverse()
    .find((segment) => meta.zones[segment] !== undefined);
  if (region) return { timeZone: meta.zones[region]!, label: `${region} (${meta.zones[region]})` };
  return { timeZone: meta.timeZone, label: meta.timeZone };
}

function useMessages(path: string, meta: FormMeta): string[] {
  // This field's own subscription (the form's would render every field at every change of any message).
  const { errors } = useFormState({ name: path });
  const own = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  const schemaMessage = plainMessage(own?.message ?? own?.root?.message);
  return [...(schemaMessage ? [schemaMessage] : []), ...(meta.messages[relative(path)] ?? [])];
}

/**
 * A label inside a sentence: "Limited edition" → "limited edition", "Stock: Grimlock G1 Flagship" → "stock: Grimlock G1
 * Flagship" (a name keeps its capitals); a first word written in capitals or with a digit ("US", "K1") stays.
 */
const nameOf = (label: string) =>
  /[A-Z].*[A-Z]|\d/.test(label.split(/\s/)[0] ?? "") ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** zod's messages as an editor reads them: a pattern is not shown as a regular expression. */
function plainMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  if (message.startsWith("Invalid string: must match pattern")) return "Not in the form this field takes";
  if (message === "Invalid ISO datetime") return "Not an instant with its offset (2025-02-01T00:00:00-08:00)";
  return message;
}

interface NodeProps {
  path: string;
  schema: JsonSchema;
  label: string;
  meta: FormMeta;
  depth: number;
  /** Optional property: a button takes it out. */
  onRemove?: () => void;
  /** Shown first among a group's actions (the form a field takes, when it can take several). */
  lead?: ReactNode;
}

function Node(props: NodeProps) {
  switch (fieldKind(props.schema)) {
    case "object":
      return <ObjectNode {...props} />;
    case "record":
      return <RecordNode {...props} />;
    case "array":
      return <ArrayNode {...props} />;
    case "choice":
      return <ChoiceNode {...props} />;
    default:
      return <LeafNode {...props} />;
  }
}

/** The messages about keys of this group that it does not show (a missing region, a text not written yet). */
function orphanMessages(path: string, present: readonly string[], meta: FormMeta): string[] {
  const base = relative(path);
  const prefix = base ? `${base}.` : "";
  const out: string[] = [];
  for (const [key, messages] of Object.entries(meta.messages)) {
    if (!key.startsWith(prefix) || key === base) continue;
    const child = key.slice(prefix.length).split(".")[0]!;
    if (!present.includes(child)) out.push(...messages.map((message) => `${labelOf(child)}: ${message}`));
  }
  return out;
}

function Group({
  label,
  path,
  meta,
  depth,
  children,
  onRemove,
  actions,
  present,
  lead,
}: NodeProps & { children: ReactNode; actions?: ReactNode; present?: readonly string[] }) {
  const id = useId();
  const messages = [...useMessages(path, meta), ...(present ? orphanMessages(path, present, meta) : [])];
  return (
    <fieldset
      className={`studio-group studio-group--depth-${Math.min(depth, 3)}${messages.length ? " studio-group--invalid" : ""}`}
      data-path={relative(path)}
      aria-describedby={messages.length ? `${id}-messages` : undefined}
    >
      <legend className="studio-group__legend">{label}</legend>
      {onRemove || actions || lead ? (
        <div className="studio-group__actions">
          {lead}
          {actions}
          {onRemove ? (
            <button type="button" className="studio-link-button" onClick={onRemove}>
              Remove {nameOf(label)}
            </button>
          ) : null}
        </div>
      ) : null}
      <FieldMessages id={`${id}-messages`} messages={messages} />
      <div className="studio-group__fields">{children}</div>
    </fieldset>
  );
}

/** A member of a keyed group: its key, its schema, and whether a button may take it out. */
interface Member {
  key: string;
  schema: JsonSchema;
  removable: boolean;
}

/** What a group's value holds: its keys, and those whose value is not undefined (the ones it shows). */
interface Keys {
  all: string[];
  defined: string[];
}

function keysOf(value: unknown): Keys {
  if (!value || typeof value !== "object") return { all: [], defined: [] };
  const record = value as Record<string, unknown>;
  const all = Object.keys(record);
  return { all, defined: all.filter((key) => record[key] !== undefined) };
}

/**
 * A group's keys, watched: the group renders again when a key comes or goes, not when a value inside it changes (its
 * fields follow their own values).
 */
const useKeys = (path: string): Keys => useWatch({ name: path, compute: keysOf }) as Keys;

/**
 * An object's properties or a record's keys: the present members as nodes, the absent ones offered by an "Add to"
 * menu with their starting value.
 */
function KeyedGroup({
  node,
  keys,
  members,
  absent,
  labelFor = labelOf,
}: {
  node: NodeProps;
  keys: Keys;
  members: readonly Member[];
  absent: readonly Omit<Member, "removable">[];
  /** What a key reads as (a record of languages names them). */
  labelFor?: (key: string) => string;
}) {
  const { path, meta, depth } = node;
  const { getValues, setValue } = useFormContext();
  // The value as it is at the click, read then: the group does not render at every change inside it.
  const current = useCallback(() => (getValues(path) ?? {}) as Record<string, unknown>, [getValues, path]);
  const fields = useMemo(
    () =>
      members.map(({ key, schema, removable }) => (
        <Node
          key={key}
          path={`${path}.${key}`}
          schema={schema}
          label={labelFor(key)}
          meta={meta}
          depth={depth + 1}
          onRemove={
            removable
              ? () => {
                  const { [key]: _removed, ...rest } = current();
                  setValue(path, rest, EDIT);
                }
              : undefined
          }
        />
      )),
    [members, path, labelFor, meta, depth, current, setValue],
  );
  return (
    <Group
      {...node}
      present={keys.all}
      actions={
        absent.length ? (
          <AddMenu
            label={`Add to ${nameOf(node.label)}`}
            options={absent.map(({ key }) => ({ key, label: labelFor(key) }))}
            onAdd={(key) => {
              const member = absent.find((candidate) => candidate.key === key)!;
              setValue(path, { ...current(), [key]: startingValue(member.schema, undefined, meta.now) }, EDIT);
            }}
          />
        ) : undefined
      }
    >
      {fields}
    </Group>
  );
}

function ObjectNode(props: NodeProps) {
  const keys = useKeys(props.path);
  const { schema } = props;
  const { members, absent } = useMemo(() => {
    const required = new Set(schema.required ?? []);
    const properties = Object.entries(schema.properties ?? {});
    const shown = new Set(keys.defined);
    return {
      members: properties
        .filter(([key]) => required.has(key) || shown.has(key))
        .map(([key, member]) => ({ key, schema: member, removable: !required.has(key) })),
      absent: properties
        .filter(([key]) => !required.has(key) && !shown.has(key))
        .map(([key, member]) => ({ key, schema: member })),
    };
  }, [schema, keys]);
  return <KeyedGroup node={props} keys={keys} members={members} absent={absent} />;
}

function RecordNode(props: NodeProps) {
  const keys = useKeys(props.path);
  const { schema } = props;
  const labelFor = useMemo(() => keyLabeller(schema), [schema]);
  const { members, absent } = useMemo(() => {
    const values = recordValues(schema);
    const shown = new Set(keys.defined);
    return {
      members: keys.all.map((key) => ({ key, schema: values, removable: true })),
      absent: (recordKeys(schema) ?? []).filter((key) => !shown.has(key)).map((key) => ({ key, schema: values })),
    };
  }, [schema, keys]);
  return <KeyedGroup node={props} keys={keys} members={members} absent={absent} labelFor={labelFor} />;
}

function ArrayNode(props: NodeProps) {
  const { path, schema, label, meta, depth } = props;
  const { getValues, setValue } = useFormContext();
  // The entries' count, watched: the list renders again when an entry comes or goes, not when one changes.
  const length = useWatch({
    name: path,
    compute: (list: unknown) => (Array.isArray(list) ? list.length : 0),
  }) as number;
  const items = useMemo(() => schema.items ?? {}, [schema]);
  const minimum = schema.minItems ?? 0;
  const fields = useMemo(() => {
    const remove = (index: number) => {
      const list = (getValues(path) ?? []) as unknown[];
      setValue(
        path,
        list.filter((_item, at) => at !== index),
        EDIT,
      );
    };
    return Array.from({ length }, (_, index) => (
      <Node
        key={index}
        path={`${path}.${index}`}
        schema={items}
        label={`${label} ${labelOf(index)}`}
        meta={meta}
        depth={depth + 1}
        onRemove={length > minimum ? () => remove(index) : undefined}
      />
    ));
  }, [length, minimum, path, items, label, meta, depth, getValues, setValue]);
  return (
    <Group
      {...props}
      actions={
        <button
          type="button"
          className="studio-link-button"
          onClick={() => {
            const list = (getValues(path) ?? []) as unknown[];
            setValue(path, [...list, nextEntry(items, list, meta.now)], EDIT);
          }}
        >
          Add an entry
        </button>
      }
    >
      {length === 0 ? <p className="studio-empty">No entries.</p> : null}
      {fields}
    </Group>
  );
}

function ChoiceNode(props: NodeProps) {
  const { path, schema, meta, depth } = props;
  const id = useId();
  const { getValues, setValue } = useFormContext();
  const options = useMemo(() => branches(schema), [schema]);
  // The branch the value takes, watched: the node renders again when the value changes form, not at every keystroke.
  const chosen = useWatch({ name: path, compute: (value: unknown) => branchOf(options, value) }) as number;
  const branch = options[chosen] ?? {};
  // A branch that is a single field is a small card: the field, then its form; a list or group takes the full width.
  const wide = !["number", "integer", "boolean", "text", "enum", "instant"].includes(fieldKind(branch));
  const choice = (
    <div className="studio-field studio-choice">
      <label htmlFor={id}>
        <span className="studio-visually-hidden">{props.label}: </span>Form
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) =>
          setValue(path, startingValue(options[Number(event.target.value)] ?? {}, getValues(path), meta.now), EDIT)
        }
      >
        {options.map((option, index) => (
          <option key={index} value={index}>
            {branchLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className={`studio-choice-node${wide ? " studio-choice-node--wide" : ""}`} data-path={relative(path)}>
      <Node
        path={path}
        schema={branch}
        label={props.label}
        meta={meta}
        depth={depth}
        onRemove={props.onRemove}
        lead={wide ? choice : undefined}
      />
      {wide ? null : choice}
    </div>
  );
}

/** The pattern of a time of day without a zone (app/content/placements.schema.ts `localTime`). */
const LOCAL_TIME_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$";

function LeafNode({ path, schema, label: name, meta, onRemove }: NodeProps) {
  let label = name;
  const id = useId();
  const kind = fieldKind(schema);
  const { field } = useController({ name: path });
  const messages = useMessages(path, meta);
  const describedBy = messages.length ? `${id}-messages` : undefined;
  const invalid = messages.length > 0;
  const remove = onRemove ? (
    <button type="button" className="studio-link-button" onClick={onRemove}>
      Remove {nameOf(label)}
    </button>
  ) : null;
  if (kind === "instant") {
    const zone = zoneOf(path, meta);
    const instant = Date.parse(String(field.value ?? ""));
    return (
      <div className={`studio-leaf${invalid ? " studio-field--invalid" : ""}`} data-path={relative(path)}>
        <InstantField
          key={`${zone.timeZone} ${Number.isNaN(instant) ? "" : instant}`}
          label={label}
          timeZone={zone.timeZone}
          zoneLabel={zone.label}
          value={Number.isNaN(instant) ? Date.parse(meta.now) : instant}
          describedBy={describedBy}
          onChange={(next) => field.onChange(isoWithOffset(next, zone.timeZone))}
        />
        {remove}
        <FieldMessages id={`${id}-messages`} messages={messages} />
      </div>
    );
  }
  let input: ReactNode;
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  if (kind === "boolean") {
    input = (
      <input
        {...common}
        type="checkbox"
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
      />
    );
  } else if (kind === "enum") {
    const choices = schema.enum ?? [schema.const as string];
    input = (
      <select
        {...common}
        value={String(field.value ?? "")}
        onChange={(event) => field.onChange(choices.find((choice) => String(choice) === event.target.value))}
      >
        {choices.map((choice) => (
          <option key={String(choice)} value={String(choice)}>
            {schema["x-labels"]?.[String(choice)] ?? String(choice)}
          </option>
        ))}
      </select>
    );
  } else if (kind === "number" || kind === "integer") {
    input = (
      <input
        {...common}
        type="number"
        inputMode={kind === "integer" ? "numeric" : "decimal"}
        step={kind === "integer" ? 1 : "any"}
        value={typeof field.value === "number" ? field.value : ""}
        onChange={(event) => field.onChange(event.target.value === "" ? undefined : Number(event.target.value))}
      />
    );
  } else if (schema.pattern === LOCAL_TIME_PATTERN) {
    // A wall-clock time read in each region's own zone (placements' startLocal/endLocal).
    input = (
      <input
        {...common}
        type="datetime-local"
        value={typeof field.value === "string" ? field.value : ""}
        onChange={(event) => field.onChange(event.target.value || undefined)}
      />
    );
    label = `${label} (each region's local time)`;
  } else {
    const text =
      typeof field.value === "string" ? field.value : field.value === undefined ? "" : JSON.stringify(field.value);
    input =
      text.length > 80 ? (
        <textarea {...common} value={text} onChange={(event) => field.onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" value={text} onChange={(event) => field.onChange(event.target.value)} />
      );
  }
  return (
    <div
      className={`studio-field studio-leaf${kind === "boolean" ? " studio-field--check" : ""}${invalid ? " studio-field--invalid" : ""}`}
      data-path={relative(path)}
    >
      <label htmlFor={id}>{label}</label>
      {input}
      {remove}
      <FieldMessages id={`${id}-messages`} messages={messages} />
    </div>
  );
}

function AddMenu({
  label,
  options,
  onAdd,
}: {
  label: string;
  options: { key: string; label: string }[];
  onAdd: (key: string) => void;
}) {
  const id = useId();
  return (
    <span className="studio-add">
      <label htmlFor={id} className="studio-visually-hidden">
        {label}
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          if (event.target.value) onAdd(event.target.value);
        }}
      >
        <option value="">Add a field…</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

// How the studio's forms read a JSON Schema (zod 4's z.toJSONSchema of the app/content schemas): the kind of
// field a schema node asks for, which branch of an anyOf a value is, a label from a property name, and a value to start
// a new entry or a switched branch with. Pure: no React, no clock (`now` is a parameter).

export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: readonly (string | number | boolean | null)[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  title?: string;
  default?: unknown;
  /** What each value of `enum` reads as (the studio names products by their names). */
  "x-labels"?: Record<string, string>;
}

export type FieldKind =
  "object" | "record" | "array" | "choice" | "instant" | "enum" | "number" | "integer" | "boolean" | "text" | "unknown";

/** The branches of a union node (anyOf / oneOf), flattened: `anyOf: [anyOf: [a, b], c]` is [a, b, c]. */
export function branches(schema: JsonSchema): JsonSchema[] {
  const list = schema.anyOf ?? schema.oneOf;
  if (!list) return [];
  return list.flatMap((branch) => (branch.anyOf || branch.oneOf ? branches(branch) : [branch]));
}

export function fieldKind(schema: JsonSchema): FieldKind {
  if (schema.anyOf || schema.oneOf) return "choice";
  if (schema.enum || schema.const !== undefined) return "enum";
  switch (schema.type) {
    case "object":
      return schema.properties ? "object" : "record";
    case "array":
      return "array";
    case "string":
      return schema.format === "date-time" ? "instant" : "text";
    case "number":
      return "number";
    case "integer":
      return "integer";
    case "boolean":
      return "boolean";
    default:
      return "unknown";
  }
}

/** Whether a value has the JSON type a schema node names (a branch's first test). */
function typeFits(schema: JsonSchema, value: unknown): boolean {
  if (schema.enum) return schema.enum.includes(value as string);
  if (schema.const !== undefined) return schema.const === value;
  switch (schema.type) {
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    default:
      return false;
  }
}

/** Which branch a value is: the first whose type fits, and among objects the one whose required keys it has. */
export function branchOf(options: readonly JsonSchema[], value: unknown): number {
  const fitting = options
    .map((option, index) => [option, index] as const)
    .filter(([option]) => typeFits(option, value));
  if (fitting.length === 0) return 0;
  if (fitting.length === 1 || typeof value !== "object" || value === null) return fitting[0]![1];
  const keys = new Set(Object.keys(value));
  const best = fitting.find(
    ([option]) =>
      (option.required ?? []).every((key) => keys.has(key)) &&
      (option.additionalProperties !== false || [...keys].every((key) => key in (option.properties ?? {}))),
  );
  return (best ?? fitting[0]!)[1];
}

/** Field names a marketer reads otherwise than their words split ("startLocal" is when it starts, on a local clock). */
const FIELD_WORDS: Record<string, string> = {
  startLocal: "From",
  endLocal: "Until",
  startTime: "From (instant)",
  endTime: "Until (instant)",
  isPreSale: "Pre-sale",
  shopCollection: "Shop collection",
  familyPage: "Family page (where Learn More goes without a page of its own)",
};

/** "shopSlug" → "Shop slug", "us" → "US", "0" → "#1" (list positions count from one). */
export function labelOf(key: string | number): string {
  if (typeof key === "number" || /^\d+$/.test(key)) return `#${Number(key) + 1}`;
  const named = FIELD_WORDS[key];
  if (named) return named;
  // Region codes (us, uk, de) read as they are written on the site's region chooser.
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase();
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** What a branch is, for the choice between them. */
export function branchLabel(schema: JsonSchema): string {
  if (schema.title) return schema.title;
  if (schema.type === "array") {
    const item = schema.items;
    if (item?.properties?.from) return "Changes over time";
    return "A list";
  }
  if (schema.type === "object" && schema.propertyNames?.enum?.includes("default")) return "Per region";
  if (schema.type === "object" && schema.properties) {
    const first = (schema.required ?? Object.keys(schema.properties))[0];
    return first ? `With ${labelOf(first).toLowerCase()}` : "An entry";
  }
  if (schema.enum) return schema.enum.length === 1 ? String(schema.enum[0]) : "One of a list";
  switch (schema.type) {
    case "number":
    case "integer":
      return "One number, always";
    case "boolean":
      return "Yes or no, always";
    case "string":
      return "A text";
    default:
      return "Other";
  }
}

/** The keys a record (an object of named entries) may have, when the schema names them (regions, products). */
export function recordKeys(schema: JsonSchema): readonly string[] | null {
  const names = schema.propertyNames?.enum;
  return names ? names.map(String) : null;
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * How a record names its keys: languages by name where its keys are languages (a menu entry's `text`: "German",
 * "British English"), else as `labelOf` does (regions as the region chooser writes them: "DE").
 */
export function keyLabeller(schema: JsonSchema): (key: string) => string {
  const keys = recordKeys(schema);
  if (keys?.includes("en") && keys.includes("ja")) return (key) => languageNames.of(key) ?? key;
  const named = schema.propertyNames?.["x-labels"];
  if (named) return (key) => named[key] ?? labelOf(key);
  return labelOf;
}

/** The schema of a record's values. */
export function recordValues(schema: JsonSchema): JsonSchema {
  return typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
}

/**
 * A value to start with: for a new list entry, a copy of the list's last entry with its instant moved to `now` (a new
 * entry in time starts from a moment, the rest as it was); for a switched branch, the previous value carried over
 * where it fits (299 → [{ price: 299 }]); otherwise the smallest valid-looking value.
 */
export function startingValue(schema: JsonSchema, previous: unknown, now: string): unknown {
  if (schema.anyOf || schema.oneOf) {
    const options = branches(schema);
    return startingValue(options[branchOf(options, previous)] ?? {}, previous, now);
  }
  if (schema.enum) return schema.enum.includes(previous as string) ? previous : schema.enum[0];
  switch (schema.type) {
    case "array": {
      if (Array.isArray(previous)) return previous;
      const item = schema.items ?? {};
      const first = startingValue(item, previous, now);
      // The first entry of a series is in force since the start: it has no instant of its own.
      if (first && typeof first === "object" && !Array.isArray(first) && "from" in first) {
        const { from: _from, ...rest } = first as Record<string, unknown>;
        return [rest];
      }
      return [first];
    }
    case "object": {
      if (!schema.properties) {
        if (previous && typeof previous === "object" && !Array.isArray(previous)) return previous;
        // A value becoming per region ({ default, uk }) is every region's until one is changed: nothing is dropped.
        if (previous !== undefined && schema.propertyNames?.enum?.includes("default"))
          return { default: startingValue(recordValues(schema), previous, now) };
        return {};
      }
      const value: Record<string, unknown> = {};
      const carried = previous !== undefined && typeof previous !== "object";
      for (const key of schema.required ?? []) {
        const property = schema.properties[key] ?? {};
        // A scalar carried into an object fills its first required field of the same type.
        value[key] =
          carried && typeFits(property, previous) && !Object.values(value).includes(previous)
            ? previous
            : startingValue(property, undefined, now);
      }
      if (schema.properties.from && fieldKind(schema.properties.from) === "instant") value.from = now;
      return value;
    }
    case "string":
      if (schema.format === "date-time") return typeof previous === "string" ? previous : now;
      return typeof previous === "string" ? previous : "";
    case "number":
    case "integer":
      return typeof previous === "number" ? previous : (schema.minimum ?? 0) > 0 ? schema.minimum : 0;
    case "boolean":
      return typeof previous === "boolean" ? previous : false;
    default:
      return previous ?? null;
  }
}

/** A new entry for a list: the last one copied (its instant set to `now`), or a starting value. */
export function nextEntry(items: JsonSchema, list: readonly unknown[], now: string): unknown {
  const last = list.at(-1);
  if (last && typeof last === "object" && !Array.isArray(last)) {
    const copy = JSON.parse(JSON.stringify(last)) as Record<string, unknown>;
    if (items.properties?.from && fieldKind(items.properties.from) === "instant") copy.from = now;
    return copy;
  }
  return startingValue(items, last, now);
}

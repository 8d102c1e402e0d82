// Per-region overrides of a language's words (en-GB and en-EU over en-US): a deep partial of the bundle, merged key by
// key; a list or a text is replaced whole. The override schema is strict, so a key the bundle does not have is an error.
import { z } from "zod";

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The schema of an override of `schema`: every object key optional, all the way down, unknown keys refused. */
export function deepPartialSchema(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def;
  if (def.type === "optional") return deepPartialSchema((schema as z.ZodOptional<z.ZodType>).unwrap());
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        deepPartialSchema(value).optional(),
      ]),
    );
    // An object with named entries besides its keys (the campaigns, by id) takes overrides of those entries too.
    const catchall = (schema._zod.def as { catchall?: z.ZodType }).catchall;
    if (catchall && !(catchall instanceof z.ZodNever)) return z.object(shape).catchall(deepPartialSchema(catchall));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodRecord) {
    return z.partialRecord(schema.keyType as z.ZodEnum, deepPartialSchema(schema.valueType as z.ZodType));
  }
  return schema;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `base` with `override` laid over it: objects merged key by key, anything else replaced. */
export function mergeWords<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) merged[key] = key in merged ? mergeWords(merged[key], value as never) : value;
  }
  return merged as T;
}

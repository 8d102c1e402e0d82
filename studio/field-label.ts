// A value of the content document as a marketer names it, from its JSON Pointer: "/prices/k1ProInterstellarScout/us"
// → "Prices · K1 Pro Interstellar Scout · US"; an entry of a list by its place ("#2"). For the studio's conflict
// screens, where a value must be recognisable without knowing the document's layout.
import { isRegionCode } from "~/rules/regions";
import { parsePointer } from "./json-patch";

const words = (token: string) =>
  token
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .replace(/^./, (first) => first.toUpperCase());

export function fieldLabel(pointer: string): string {
  const tokens = parsePointer(pointer);
  return tokens
    .map((token) =>
      /^\d+$/.test(token) ? `#${Number(token) + 1}` : isRegionCode(token) ? token.toUpperCase() : words(token),
    )
    .join(" · ");
}

/** Each value where `a` and `b` differ, below `pointer` (objects and lists compared entry by entry). */
export function differingValues(
  pointer: string,
  a: unknown,
  b: unknown,
): { pointer: string; a: unknown; b: unknown }[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const container = (value: unknown) => value !== null && typeof value === "object";
  if (container(a) && container(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    return [...keys].flatMap((key) =>
      differingValues(
        `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`,
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
      ),
    );
  }
  return [{ pointer, a, b }];
}

/** A value as the screen shows it in a sentence. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

// What every content check reports, and the helpers they share: one problem names its file, its field and its region,
// in words an editor can act on ("a number written as text ("299"): write 299 without quotes").
import { z } from "zod";
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument, ContentSet } from "~/content/document";
import { pageKeys, type PageContent } from "~/content/pages";
import type { Words, WordsOverride } from "~/content/words/words.schema";
import { placeholders } from "~/rules/copy-template";
import type { RegionCode } from "~/rules/regions";

export interface ContentIssue {
  /** The content file, relative to app/content ("campaigns/black-friday.ts", "words/en-GB.json"). */
  file: string;
  /** Where in it: "products[megatron].product". */
  path: string;
  message: string;
  region?: RegionCode;
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file} ${issue.path}: ${issue.message}${issue.region ? ` in ${issue.region}` : ""}`;
}

/**
 * One line per mistake: the same problem of one file met in several places (a shared value used by several regions, a
 * text several regions read) is one line naming every field and region.
 */
export function formatIssues(issues: readonly ContentIssue[]): string[] {
  const groups = new Map<string, { file: string; message: string; paths: string[]; regions: RegionCode[] }>();
  for (const issue of issues) {
    const key = `${issue.file}\u0000${issue.message}`;
    const group = groups.get(key) ?? { file: issue.file, message: issue.message, paths: [], regions: [] };
    if (!group.paths.includes(issue.path)) group.paths.push(issue.path);
    if (issue.region && !group.regions.includes(issue.region)) group.regions.push(issue.region);
    groups.set(key, group);
  }
  return [...groups.values()].map(
    ({ file, message, paths, regions }) =>
      `${file} ${paths.join(", ")}: ${message}${regions.length ? ` in ${regions.join(", ")}` : ""}`,
  );
}

/**
 * What the checks of one area read, once the document passed its schemas (checkSchemas): the set as read, the same as
 * the document it now is, its word bundles checked, and the words each region reads.
 */
export interface CheckInput {
  set: ContentSet;
  document: ContentDocument;
  bundles: Record<string, Words>;
  overrides: Record<string, WordsOverride>;
  /** A region's words: its language's bundle with the region's overrides laid over it. */
  regionWords: (region: RegionCode) => Words;
  /** The word file a region reads its language from ("words/de.json"). */
  bundleFile: (region: RegionCode) => string;
  /** Whether a region has a price list for a product. */
  priced: (id: ProductId, region: RegionCode) => boolean;
}

/** A readable path: array items named by their key ("products[megatron]") where they have one. */
export function pathOf(root: unknown, path: readonly PropertyKey[]): string {
  let value = root;
  let out = "";
  for (const part of path) {
    if (typeof part === "number") {
      const item = Array.isArray(value) ? (value[part] as Record<string, unknown> | undefined) : undefined;
      const name = item && typeof item === "object" ? (item.key ?? item.id ?? item.page ?? item.product) : undefined;
      out += `[${typeof name === "string" ? name : part}]`;
    } else out += out ? `.${String(part)}` : String(part);
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  }
  return out;
}

export function schemaIssues(
  file: string,
  schema: z.ZodType,
  value: unknown,
  prefix = "",
  region?: RegionCode,
): ContentIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap(unionBranch).map((issue) => {
    const base = [prefix, pathOf(value, issue.path)].filter(Boolean).join(".");
    if (issue.code === "unrecognized_keys")
      return {
        file,
        path: issue.keys.map((key) => (base ? `${base}.${key}` : key)).join(", "),
        message: "unknown key",
        region,
      };
    return { file, path: base || "(root)", message: describeIssue(issue, valueAt(value, issue.path)), region };
  });
}

/**
 * A value that fits none of a union's forms (a menu entry, a price series) is reported by the form it comes nearest
 * to: the one with the fewest problems, each with its full path.
 */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
  const nearest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  if (nearest.length === 0) return [issue];
  return nearest.flatMap((inner) => unionBranch({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** What is wrong with a value, in words a content editor can act on, with a hint where one helps. */
export function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const got = JSON.stringify(value);
  if (issue.code === "custom") return issue.message;
  if (value === undefined && issue.code === "invalid_type") return `missing (${issue.expected} expected)`;
  if (issue.code === "invalid_value") {
    const options = issue.values.filter((option): option is string => typeof option === "string");
    const near = typeof value === "string" ? closest(value, options) : null;
    return `unknown value ${got}${near ? `: did you mean "${near}"?` : ""}`;
  }
  if (issue.code === "invalid_format" && issue.format === "datetime")
    return `${got} is not an instant with its offset: add the offset of the time zone you mean, e.g. "${exampleInstant(value)}"`;
  if (issue.code === "invalid_format" && issue.format === "date")
    return `${got} is not a day: write it as YYYY-MM-DD, e.g. "2025-04-29"`;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()))
    return `a number written as text (${got}): write ${value.trim()} without quotes`;
  if (issue.code === "invalid_union" || issue.code === "invalid_type")
    return `${issue.code === "invalid_type" ? `${issue.expected} expected` : "not a valid value"} (${got})`;
  return `${issue.message} (${got})`;
}

/** An instant in the form the content writes them, from what an editor typed ("2025-04-29" or without offset). */
function exampleInstant(value: unknown): string {
  const typed = typeof value === "string" ? /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2})?)?/.exec(value) : null;
  return `${typed?.[1] ?? "2025-04-29"}T${typed?.[2] ?? "00:00"}:00+01:00`;
}

/** The option nearest to a misspelt value (edit distance at most a third of its length), if any. */
export function closest(value: string, options: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(value.length / 3)) + 1;
  for (const option of options) {
    const distance = editDistance(value.toLowerCase(), option.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [option, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The value at a path inside a value (undefined where the path leads nowhere). */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const part of path)
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  return value;
}

/** Words in the schedule's domain that look like a date written by hand: a month name, a year, "4/27", "27.04.". */
const DATE_LITERAL =
  /\b(?:jan(?:uary|vier|uar)?|feb(?:ruary|ruar)?|févr(?:ier)?|mar(?:ch|s)?|märz|apr(?:il)?|avr(?:il)?|may|mai|juin?|jun[ei]?|jul[iy]?|juil(?:let)?|aug(?:ust)?|août|sep(?:t(?:ember|embre)?)?|oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre)?|d[eé]c(?:ember|embre)?|dez(?:ember)?)\b\.?\s*\d{1,2}|\d\.?\s*(?:jan|feb|févr|mars|mar|apr|avr|mai|may|juin|jun|juil|jul|aug|août|sep|oct|okt|nov|d[eé]c|dez)[a-zé]*\b|\b20\d\d\b|\b\d{1,2}\/\d{1,2}\b|\b\d{1,2}\.\d{1,2}\.|\d+\s*[年月]\s*\d*\s*[月日]?/i;

export function dateLiterals(text: string): string | null {
  const withoutPlaceholders = text.replace(/\{[^}]*\}/g, "");
  return DATE_LITERAL.exec(withoutPlaceholders)?.[0] ?? null;
}

/** Copy of scheduled things: every placeholder known, no date written as text. */
export function checkCopy(
  file: string,
  path: string,
  text: string,
  values: Record<string, string>,
  region: RegionCode,
  add: (issue: ContentIssue) => void,
) {
  for (const name of placeholders(text)) {
    if (values[name] !== undefined) continue;
    // A stage the schedule does not have (one cut from a copied edition, or a typo): said once per stage, in words.
    const stage = /^stage(\d+)/.exec(name)?.[1];
    const known = stage !== undefined && Object.keys(values).some((value) => value.startsWith(`stage${stage}`));
    add({
      file,
      path,
      message:
        stage !== undefined && !known
          ? `speaks of stage ${stage}, which the campaign does not have here: rewrite it`
          : `unknown placeholder {${name}}`,
      region,
    });
  }
  const literal = dateLiterals(text);
  if (literal) add({ file, path, message: `a date written as text ("${literal}"): name it from the schedule`, region });
}

/** `no page "x"`, with the nearest page key where the value looks misspelt. */
export function noPage(pages: PageContent, key: string): string {
  const near = closest(key, pageKeys(pages));
  return `no page "${key}"${near ? `: did you mean "${near}"?` : ""}`;
}

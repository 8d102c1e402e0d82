// The checks of `npm run content:check` over any content document: a draft is checked as the repository's
// files are, and each problem names its file, its field (as content:check prints it, and as a JSON Pointer into the
// document, for the studio to show the message next to the field) and its region. A document with an issue cannot be
// published.
import { checkContent, type ContentIssue } from "~/content/checks";
import type { ContentDocument, ContentSet } from "~/content/document";
import { fileTarget } from "~/content/document";
import type { RegionCode } from "~/rules/regions";
import { checkDrift } from "~/views/drift.server";
import { formatPointer } from "./json-patch";

export interface StudioIssue {
  /** The document's file: "prices.ts", "words/de.json", "campaigns/black-friday.ts". */
  file: string;
  /** The field, as content:check prints it: "PRICES.interstellarScoutK1.us". */
  path: string;
  /** JSON Pointer into the document of the field (which may be missing: a text not translated yet), or null. */
  pointer: string | null;
  message: string;
  region?: RegionCode;
  kind: "schema" | "reference" | "drift";
  /** Every issue stops a publish. */
  severity: "error";
  /** Drift: the product, and the instant (ISO) at which two pages show it differently. */
  product?: string;
  at?: string;
}

export interface CheckReport {
  ok: boolean;
  issues: StudioIssue[];
  /** How long each part took, in ms. */
  ms: { content: number; drift: number | null; total: number };
}

/** Prefixes content:check writes before a file's fields (the module's export name). */
const PATH_PREFIXES: Record<string, string[]> = {
  "prices.ts": ["PRICES"],
  "catalogue.ts": ["products"],
  "manuals.ts": ["MANUAL_TABLES"],
};
/** Where a file's fields are inside its value ("entities.eu" of legal.ts is under `facts`). */
const PATH_BASES: Record<string, string[]> = { "legal.ts": ["facts"] };

/** "products[30].offers.us" → ["products", ["30"], "offers", "us"]: brackets name an item by its key or index. */
function tokens(path: string): (string | [string])[] {
  const out: (string | [string])[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g))
    out.push(match[1] !== undefined ? match[1] : [match[2]!]);
  return out;
}

/** The JSON Pointer of a field content:check names, or null when it is no field of the document. */
export function pointerOf(document: ContentSet, file: string, path: string): string | null {
  const target = fileTarget(file);
  if (!target) return null;
  const first = path.split(", ")[0]!;
  if (/^\(|^line \d/.test(first)) return formatPointer(target);
  let parts = tokens(first);
  const prefix = PATH_PREFIXES[file];
  if (prefix && parts.length && parts[0] === prefix[0]) parts = parts.slice(1);
  const resolved: string[] = [...target, ...(PATH_BASES[file] ?? [])];
  let value: unknown = target.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    document,
  );
  for (const key of PATH_BASES[file] ?? [])
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  for (const part of parts) {
    let key: string;
    if (Array.isArray(part)) {
      const name = part[0];
      if (!Array.isArray(value)) return null;
      const index = value.findIndex(
        (item) =>
          item &&
          typeof item === "object" &&
          [item.key, item.id, item.page, item.product].some((field) => field === name),
      );
      if (index >= 0) key = String(index);
      else if (/^\d+$/.test(name)) key = name;
      else return null;
    } else key = part;
    resolved.push(key);
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return formatPointer(resolved);
}

function studioIssue(document: ContentSet, issue: ContentIssue): StudioIssue {
  const schema =
    /^(missing|unknown key|unknown value|.* expected|not a valid value|JSON syntax error|could not be loaded)/;
  return {
    file: issue.file,
    path: issue.path,
    pointer: pointerOf(document, issue.file, issue.path),
    message: issue.message,
    ...(issue.region ? { region: issue.region } : {}),
    kind: schema.test(issue.message) ? "schema" : "reference",
    severity: "error",
  };
}

/**
 * Every check of content:check on a document (drift: in every region, or only in the regions given: those a draft's
 * changes concern, its base having passed the check): its files against their schemas, the cross-references, the words of
 * every region, the market rules and (unless `drift: false`) the drift between pages at every schedule boundary (the
 * pages' own view builders, given the document, are what the drift check observes).
 */
export function checkDocument(
  document: ContentSet | ContentDocument,
  { drift = true }: { drift?: boolean | readonly RegionCode[] } = {},
): CheckReport {
  const started = performance.now();
  const set = document as ContentSet;
  const issues: StudioIssue[] = [];
  let content: ContentIssue[];
  try {
    content = checkContent(set);
  } catch (error) {
    content = [
      { file: "(content)", path: "(check)", message: `the check could not finish: ${(error as Error).message}` },
    ];
  }
  issues.push(...content.map((issue) => studioIssue(set, issue)));
  const contentMs = performance.now() - started;
  let driftMs: number | null = null;
  if (drift !== false && issues.length === 0) {
    const driftStarted = performance.now();
    try {
      const regions = drift === true ? undefined : drift;
      for (const found of checkDrift(set as unknown as ContentDocument, regions)) {
        const file = found.field === "learnMore" ? "catalogue.ts" : "prices.ts";
        issues.push({
          file,
          path: `${found.product}.${found.field}`,
          pointer:
            found.field === "learnMore"
              ? formatPointer(["products", found.product])
              : formatPointer(["prices", found.product, found.region]),
          message: found.message,
          region: found.region,
          kind: "drift",
          severity: "error",
          product: found.product,
          ...(found.at !== undefined ? { at: new Date(found.at).toISOString() } : {}),
        });
      }
    } catch (error) {
      issues.push({
        file: "(content)",
        path: "(drift)",
        pointer: null,
        message: `drift between pages could not be checked: ${(error as Error).message}`,
        kind: "drift",
        severity: "error",
      });
    }
    driftMs = performance.now() - driftStarted;
  }
  const total = performance.now() - started;
  return { ok: issues.length === 0, issues, ms: { content: contentMs, drift: driftMs, total } };
}

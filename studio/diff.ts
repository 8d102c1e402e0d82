// What changed between two content documents: every changed value by file and field, before and after, and
// the regions it concerns. The studio shows it for any two versions; a version keeps its diff from its parent, without
// the values, as its summary of changes (which facts, which regions).
import { contentFiles, type ContentSet } from "~/content/document";
import { REGION_WORDS } from "~/content/words/regions";
import { REGION_CODES, isRegionCode, type RegionCode } from "~/rules/regions";
import { formatPointer } from "./json-patch";

export interface ContentChange {
  /** The file of the document ("prices.ts", "words/de.json"). */
  file: string;
  /** JSON Pointer into the document: "/prices/interstellarScoutK1/us". */
  pointer: string;
  /** The field inside its file, as content:check names fields: "interstellarScoutK1.us", "menu[1].startTime". */
  path: string;
  /** Absent (undefined) where the value did not exist on that side. */
  before?: unknown;
  after?: unknown;
  /** The regions the change concerns; null: every region. */
  regions: RegionCode[] | null;
}

export interface ContentDiff {
  files: { file: string; changes: ContentChange[] }[];
  /** Every region a change concerns (all of them when one change concerns every region). */
  regions: RegionCode[];
  /** One line per changed field: "prices.ts interstellarScoutK1.us". */
  facts: string[];
}

/** What a version keeps of its diff from its parent: the fields and regions, not the values. */
export interface ContentChangeSummary {
  files: { file: string; paths: string[]; regions: RegionCode[] }[];
  regions: RegionCode[];
}

/** Entities of legal.ts and the regions each one stands behind (several regions share the EU entity). */
function entityRegions(document: ContentSet | undefined, entity: string): RegionCode[] {
  const regions = (document?.legal?.facts as { regions?: Record<string, { entity?: string }> } | undefined)?.regions;
  if (!regions) return isRegionCode(entity) ? [entity] : [];
  return REGION_CODES.filter((region) => regions[region]?.entity === entity);
}

/** The regions a change at `path` (document path) concerns, or null for every region. */
function regionsOf(
  path: readonly string[],
  before: unknown,
  after: unknown,
  documents: ContentSet[],
): RegionCode[] | null {
  const [part, key] = path;
  if (part === "bundles") return REGION_CODES.filter((region) => REGION_WORDS[region].bundle === key);
  if (part === "overrides")
    return REGION_CODES.filter((region) => REGION_WORDS[region].overrides.includes(key as never));
  if (part === "legal" && path[2] === "entities" && path[3])
    return [...new Set(documents.flatMap((document) => entityRegions(document, path[3]!)))];
  // A field naming its regions as a list (a placement's `regions`): the regions before and after.
  if (path.at(-1) === "regions" || path.at(-2) === "regions") {
    const listed = [before, after].flatMap((value) => (Array.isArray(value) ? value : [value]));
    const regions = listed.filter((value): value is RegionCode => typeof value === "string" && isRegionCode(value));
    if (regions.length) return [...new Set(regions)];
  }
  const named = path.filter((token) => isRegionCode(token));
  if (named.length) return [...new Set(named)];
  return keyedRegions(path, documents) ?? null;
}

/** A value given per region (`{ default: 300, uk: 0 }`, a price list, a campaign's schedules): keys are regions. */
const isRegionKeyed = (value: unknown): value is Record<string, unknown> =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key === "default" || isRegionCode(key));

/** What a region reads of a value: its own entry of a per-region value, else the default; any other value as it is. */
const forRegion = (value: unknown, region: RegionCode) =>
  isRegionKeyed(value) ? (Object.hasOwn(value, region) ? value[region] : value.default) : value;

/**
 * The regions a change inside (or of) a per-region value really affects: those whose own value differs between the two
 * documents (a stock of 300 made `{ default: 300, uk: 0 }` changes uk only). Undefined when no per-region value holds it.
 */
function keyedRegions(path: readonly string[], [a, b]: ContentSet[]): RegionCode[] | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const prefix = path.slice(0, depth);
    const [before, after] = [a, b].map((document) =>
      prefix.reduce<unknown>(
        (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
        document,
      ),
    );
    if (!isRegionKeyed(before) && !isRegionKeyed(after)) continue;
    return REGION_CODES.filter(
      (region) => JSON.stringify(forRegion(before, region)) !== JSON.stringify(forRegion(after, region)),
    );
  }
  return undefined;
}

/** "interstellarScoutK1.us", "menu[1].startTime": a field inside its file. */
function readablePath(tokens: readonly string[], root: unknown): string {
  let out = "";
  let value = root;
  for (const token of tokens) {
    out += Array.isArray(value) ? `[${token}]` : out ? `.${token}` : token;
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[token] : undefined;
  }
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Every changed leaf between two values, as paths below `base`. */
function changes(before: unknown, after: unknown, path: string[], into: [string[], unknown, unknown][]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index++)
      changes(before[index], after[index], [...path, String(index)], into);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      changes(before[key], after[key], [...path, key], into);
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  into.push([path, before, after]);
}

/** The changes from document `a` to document `b`, file by file in the document's order. */
export function diffDocuments(a: ContentSet, b: ContentSet): ContentDiff {
  const files = new Map<string, ContentChange[]>();
  const seen = new Set<string>();
  const all = [...contentFiles(a), ...contentFiles(b)];
  for (const file of all) {
    if (seen.has(file.name)) continue;
    seen.add(file.name);
    // The campaigns' index is their order: a change of order only (a campaign added or removed is its own file).
    const index = file.name === "campaigns/index.ts";
    const read = (document: ContentSet) =>
      index
        ? Object.keys(document.campaigns)
        : file.path.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), document);
    const found: [string[], unknown, unknown][] = [];
    changes(read(a), read(b), [], found);
    if (found.length === 0) continue;
    files.set(
      file.name,
      found.map(([inner, before, after]) => {
        const path = index ? ["campaigns"] : [...file.path, ...inner];
        const change: ContentChange = {
          file: file.name,
          pointer: formatPointer(path),
          path: readablePath(inner, read(before === undefined ? b : a)),
          regions: index ? null : regionsOf(path, before, after, [a, b]),
        };
        if (before !== undefined) change.before = before;
        if (after !== undefined) change.after = after;
        return change;
      }),
    );
  }
  const list = [...files].map(([file, fileChanges]) => ({ file, changes: fileChanges }));
  const every = list.some(({ changes: fileChanges }) => fileChanges.some((change) => change.regions === null));
  const regions = every
    ? [...REGION_CODES]
    : REGION_CODES.filter((region) =>
        list.some(({ changes: c }) => c.some((change) => change.regions?.includes(region))),
      );
  const facts = list.flatMap(({ file, changes: fileChanges }) =>
    fileChanges.map((change) => (change.path ? `${file} ${change.path}` : file)),
  );
  return { files: list, regions, facts };
}

/** What a version keeps of a diff: each file's changed fields and regions. */
export function summarizeDiff(diff: ContentDiff): ContentChangeSummary {
  return {
    files: diff.files.map(({ file, changes: fileChanges }) => ({
      file,
      paths: [...new Set(fileChanges.map((change) => change.path))],
      regions: fileChanges.some((change) => change.regions === null)
        ? [...REGION_CODES]
        : REGION_CODES.filter((region) => fileChanges.some((change) => change.regions?.includes(region))),
    })),
    regions: diff.regions,
  };
}

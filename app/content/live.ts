// The content a page renders with, resolved per request (issue 30). The facts modules of app/content hold the
// repository's content: version 1 of the studio's content and the tests' fixture. What the rest of the app imports from
// them (PRICES, CAMPAIGN_FACTS, wordsFor, HOMES, ...) reads the content document of the moment instead: the one the
// request renders with (a draft for a studio preview), else the process's published one, else the repository's. So the
// names every page imports stay, and a publish changes what they read without a restart.
//
// Everything derived from the content (a region's words merged, its site menus, a product's price steps) is kept per
// document (`derived`), never in a module-level constant, so a new document brings its own and the old one's go with it.
import type { ContentDocument, ContentPartName } from "~/content/document";

/** The document a request renders with (installed by the request layer: app/studio/content-store.server.ts). */
let scoped: () => ContentDocument | undefined = () => undefined;
/** The process's published document; null: the repository's. */
let published: ContentDocument | null = null;

/** Installs how the document of the running request is found (an AsyncLocalStorage in the server). */
export function setScopedContent(read: () => ContentDocument | undefined): void {
  scoped = read;
}

/** Makes a document the one every request without its own reads (the content store, on a publish). */
export function setPublishedContent(document: ContentDocument | null): void {
  published = document;
}

/** The content document of this moment: the request's own, else the published one, else the repository's. */
export function contentDocument(): ContentDocument {
  return scoped() ?? published ?? repository;
}

// The repository's content, part by part, as each facts module registers it when it loads. A part is read as JSON
// (written out and parsed once), exactly as a version loaded from the database is: the repository's document and
// version 1 read from the studio's tables are the same values, so they render the same bytes.
const registered = new Map<ContentPartName, unknown>();
const parsed = new Map<ContentPartName, unknown>();

/** Called by each facts module with its data: the repository's part of the document. */
export function registerRepositoryPart<K extends ContentPartName>(name: K, value: ContentDocument[K]): void {
  registered.set(name, value);
  parsed.delete(name);
}

function repositoryPart(name: ContentPartName): unknown {
  if (parsed.has(name)) return parsed.get(name);
  if (!registered.has(name)) throw new Error(`content part "${name}" read before its facts module was loaded`);
  const value = JSON.parse(JSON.stringify(registered.get(name))) as unknown;
  parsed.set(name, value);
  return value;
}

const PART_NAMES: readonly ContentPartName[] = [
  "products",
  "prices",
  "productFacts",
  "campaigns",
  "preorder",
  "site",
  "placements",
  "home",
  "manuals",
  "legal",
  "dealers",
  "bundles",
  "overrides",
];

/** The repository's document: each part read when first asked for (only its module needs to be loaded). */
const repository = Object.freeze(
  Object.defineProperties(
    {},
    Object.fromEntries(
      PART_NAMES.map((name) => [name, { enumerable: true, get: () => repositoryPart(name) }] as const),
    ),
  ),
) as ContentDocument;

/** The repository's document (every facts module must have been loaded: app/content/repository.ts loads them all). */
export function repositoryDocument(): ContentDocument {
  return repository;
}

// Derived data, per document: a WeakMap, so a document no request uses any more takes its derived data with it.
const derivedData = new WeakMap<ContentDocument, Map<object, unknown>>();

/**
 * A value computed from the content, once per document: `derived(() => build())` returns a getter. `build` runs with
 * the document it is for as the document of the moment, so whatever it reads (other derived values) is that document's.
 */
export function derived<T>(build: () => T): () => T {
  const key = {};
  return () => {
    const document = contentDocument();
    let values = derivedData.get(document);
    if (!values) derivedData.set(document, (values = new Map()));
    if (values.has(key)) return values.get(key) as T;
    const value = build();
    values.set(key, value);
    return value;
  };
}

/** A memo table (`new Map()` in a module before) kept per document. */
export function derivedMap<K, V>(): () => Map<K, V> {
  return derived(() => new Map<K, V>());
}

const refuse = () => {
  throw new TypeError("content is read-only: a change is a new content version");
};

/**
 * An object (or array) that reads `read()`'s value of the moment on every access: what a facts module exports under
 * its old name (`PRICES`, `HOMES`, `PAGE_KEYS`), so its importers read the current document without a change. Reads
 * only: content changes by publishing a version.
 */
export function live<T extends object>(read: () => T, shape: "object" | "array" = "object"): T {
  const target = (shape === "array" ? [] : {}) as T;
  return new Proxy(target, {
    get: (_, key) => Reflect.get(read(), key),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(read(), key);
      // An array's length is its target's own non-configurable property: it must be reported as such.
      if (descriptor && !(shape === "array" && key === "length")) descriptor.configurable = true;
      return descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(read()),
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
    setPrototypeOf: refuse,
  });
}

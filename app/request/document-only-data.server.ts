// The loader data of a document-only first load (components/layout/document-only.ts) is never sent: the document has no
// <Scripts>, so entry.server drops React Router's transfer of it. React Router still encodes all of it (turbo-stream)
// before entry.server is called, ~10% of a fresh render of the home page's main thread for 14 KB thrown away
// (docs/decisions/063-document-only-loader-data.md). It has no option to skip that, so the server's build hands it the
// data of such a request as a copy whose properties are not enumerable: the encoder (Object.keys) sees an empty object,
// while the render reads every property by name as before, so the document is the same. Loader data requests (.data:
// client navigation, where the data is the whole point) and hydrated documents are left alone.
import { createContext, type RouterContextProvider, type ServerBuild } from "react-router";

/** Whether the document request's matched routes include a document-only one (set before any loader runs). */
export interface DocumentRequest {
  documentOnly: boolean;
}

/** Set by the server for document requests only (null, the default, for loader data requests and anything else). */
export const documentRequestContext = createContext<DocumentRequest | null>(null);

/** A new state for one document request's router context. */
export function documentRequest(): DocumentRequest {
  return { documentOnly: false };
}

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type RouteModule = ServerRoute["module"];
type Loader = NonNullable<RouteModule["loader"]>;
type Middleware = NonNullable<RouteModule["middleware"]>[number];

const contextOf = (args: { context: unknown }) =>
  (args.context as Readonly<RouterContextProvider>).get(documentRequestContext);

/**
 * Runs, like every route middleware, only when its route matched, and before any loader: it marks a document request
 * for a document-only route (its handle says `hydrate: false`), whichever route's loader returns first.
 */
const markDocumentOnly: Middleware = (args) => {
  const state = contextOf(args);
  if (state) state.documentOnly = true;
  return undefined;
};

function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The same properties, not enumerable, on a new plain object (the loader's own object may be shared, so it is not
 * changed). Made in one step: redefining the properties of a copy one by one, or an object inheriting the result (the
 * encoder then builds an Error for its prototype), took two to three times as long.
 */
function hiddenFromEncoding(data: object): object {
  const properties: PropertyDescriptorMap = {};
  for (const key of Object.keys(data))
    properties[key] = { value: (data as Record<string, unknown>)[key], writable: true, configurable: true };
  return Object.create(Object.prototype, properties) as object;
}

function documentLoader(loader: Loader): Loader {
  return async (args) => {
    const result: unknown = await loader(args);
    return contextOf(args)?.documentOnly && isPlainObject(result) ? hiddenFromEncoding(result) : result;
  };
}

function isDocumentOnlyRoute(module: RouteModule): boolean {
  return (module.handle as { hydrate?: unknown } | undefined)?.hydrate === false;
}

/** The build with document-only routes marking their requests, and every loader hiding the data of such a request. */
export function withDocumentOnlyData(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module: RouteModule = { ...route.module };
    if (module.loader) module.loader = documentLoader(module.loader);
    if (isDocumentOnlyRoute(module)) module.middleware = [markDocumentOnly, ...(module.middleware ?? [])];
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

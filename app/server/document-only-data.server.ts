// The loader data of a document-only first load (components/layout/document-only.ts) is never sent: the document has no
// <Scripts>, so entry.server drops React Router's transfer of it. React Router still encodes all of it (turbo-stream)
// before entry.server is called, ~10% of a fresh render of the home page's main thread for 14 KB thrown away
// (docs/decisions.md, issue 14). It has no option to skip that, so the server hands it the data of such a request with
// its top-level properties made non-enumerable: the encoder (Object.keys) sees `{}`, while the render reads every
// property by name as before, so the document is the same. Data requests (.data: client navigation, where the data is
// the whole point) and hydrated documents are left alone.
import { createContext, type RouterContextProvider, type ServerBuild } from "react-router";

/** One document request's loader results (shallow copies of them), and whether a document-only route matched. */
export interface DocumentLoaderData {
  documentOnly: boolean;
  data: Record<string, unknown>[];
}

/** Set by the server for document requests only (null, the default, for loader data requests and anything else). */
export const documentLoaderDataContext = createContext<DocumentLoaderData | null>(null);

/** A new state for one document request's router context. */
export function documentLoaderData(): DocumentLoaderData {
  return { documentOnly: false, data: [] };
}

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type Loader = NonNullable<ServerRoute["module"]["loader"]>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function hideFromEncoding(data: Record<string, unknown>): void {
  for (const key of Object.keys(data)) Object.defineProperty(data, key, { enumerable: false });
}

/** Whether a route asks for a document-only first load (its handle says `hydrate: false`). */
function isDocumentOnlyRoute(route: ServerRoute): boolean {
  const handle = route.module.handle as { hydrate?: unknown } | undefined;
  return handle?.hydrate === false;
}

/**
 * A route's loader that records its result for a document request. Loaders run side by side, and which of them
 * belongs to a document-only route is only known when that one has returned: whichever returns last hides the data of
 * all of them (each result is a shallow copy, so a loader may return a shared object without it being changed).
 */
function recordingLoader(loader: Loader, documentOnly: boolean): Loader {
  return async (args) => {
    const result: unknown = await loader(args);
    const state = (args.context as Readonly<RouterContextProvider>).get(documentLoaderDataContext);
    if (state === null || !isPlainObject(result)) return result;
    const data = { ...result };
    state.data.push(data);
    if (documentOnly) state.documentOnly = true;
    if (state.documentOnly) for (const item of state.data) hideFromEncoding(item);
    return data;
  };
}

/** The build with every route loader recording its document results (see above). */
export function withDocumentOnlyData(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    routes[id] =
      route && loader
        ? { ...route, module: { ...route.module, loader: recordingLoader(loader, isDocumentOnlyRoute(route)) } }
        : route;
  }
  return { ...build, routes };
}

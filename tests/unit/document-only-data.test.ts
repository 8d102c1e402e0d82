import { RouterContextProvider, createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { documentRequest, documentRequestContext, withDocumentOnlyData } from "~/request/document-only-data.server";
import { readHandoff } from "~/request/document-render.server";

const ROOT_DATA = { region: { code: "us" }, nav: ["a", "b"], now: 1 };
const HOME_DATA = { intro: { heading: "Hello" }, tiles: [1, 2, 3] };
const PAGE_DATA = { title: "Pre-order", price: 999 };

/** What entry.server was handed: the loader data it renders from, and the encoded data React Router made of it. */
interface Rendered {
  loaderData: Record<string, Record<string, unknown>>;
  handoff: string | null;
}

/** A small server build: a root layout, a document-only home page (handle hydrate: false) and a hydrated page. */
function miniBuild(rendered: Rendered[], rootDelayMs = 0): ServerBuild {
  const module = (extra: Record<string, unknown>) => ({ default: () => null, ...extra });
  const assetsRoute = (id: string, parentId?: string) => ({
    id,
    parentId,
    module: `/${id}.js`,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  return {
    entry: {
      module: {
        default: async (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          rendered.push({
            loaderData: context.staticHandlerContext.loaderData as Rendered["loaderData"],
            handoff: await readHandoff(context.serverHandoffStream),
          });
          return new Response("<!DOCTYPE html>", { status, headers });
        },
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        module: module({
          loader: async () => {
            await new Promise((resolve) => setTimeout(resolve, rootDelayMs));
            return ROOT_DATA;
          },
        }),
      },
      home: {
        id: "home",
        parentId: "root",
        index: true,
        module: module({ loader: () => HOME_DATA, handle: { hydrate: false } }),
      },
      page: { id: "page", parentId: "root", path: "page", module: module({ loader: () => PAGE_DATA }) },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: assetsRoute("root"), home: assetsRoute("home", "root"), page: assetsRoute("page", "root") },
      url: "/manifest.js",
      version: "1",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_passThroughRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function request(build: ServerBuild, path: string, document: boolean) {
  const context = new RouterContextProvider();
  if (document) context.set(documentRequestContext, documentRequest());
  return createRequestHandler(build, "production")(new Request(`http://localhost${path}`), context);
}

describe("loader data of document-only pages", () => {
  it("is not encoded for a document-only first load, and still rendered from in full", async () => {
    for (const rootDelayMs of [0, 20]) {
      const rendered: Rendered[] = [];
      await request(withDocumentOnlyData(miniBuild(rendered, rootDelayMs)), "/", true);
      const [{ loaderData, handoff }] = rendered as [Rendered];
      // Every value is there for the render, read by name (and destructured) as components do.
      expect(loaderData.root!.region).toEqual(ROOT_DATA.region);
      const { intro, tiles } = loaderData.home!;
      expect({ intro, tiles }).toEqual(HOME_DATA);
      // ...but not one of them was encoded, whichever loader finished first.
      expect(handoff).not.toContain("Hello");
      expect(handoff).not.toContain("nav");
      expect(handoff!.length).toBeLessThan(120);
    }
    // The loaders' own objects are not changed (a loader may return a shared object).
    expect(Object.keys(HOME_DATA)).toEqual(["intro", "tiles"]);
    expect(Object.keys(ROOT_DATA)).toEqual(["region", "nav", "now"]);
  });

  it("is encoded in full for a hydrated page, for loader data requests and without the server's context", async () => {
    const rendered: Rendered[] = [];
    const build = withDocumentOnlyData(miniBuild(rendered));
    await request(build, "/page", true);
    expect(rendered[0]!.handoff).toContain("Pre-order");
    expect(rendered[0]!.handoff).toContain("nav");
    // A client navigation to the document-only page: its data is the whole answer.
    const data = await (await request(build, "/_root.data", false)).text();
    expect(data).toContain("Hello");
    expect(data).toContain("nav");
    // Another caller of the build (the bench's reference) that does not set the context.
    await request(build, "/", false);
    expect(rendered[1]!.handoff).toContain("Hello");
  });
});

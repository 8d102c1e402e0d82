import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { StaticShellProvider } from "./components/layout/document-only";
import { staticShellScript } from "./server/document-only.server";
import { CssTextProvider } from "./components/layout/Stylesheets";
import { builtCssText } from "./server/css-text.server";
import {
  documentResponse,
  handoffScripts,
  handoffStream,
  readHandoff,
  renderStreamedDocument,
  renderWholeDocument,
} from "./server/document-render.server";
import { removeHeadModulePreloads, removeModulePreloads } from "./server/head-preloads.server";

export const streamTimeout = 5_000;
/** For the bench's renderToString reference (scripts/bench/render-reference.mjs): the data scripts written after the tree. */
export { handoffScripts };

/** The element tree of a document: what handleRequest renders (and the bench's renderToString reference renders). */
export function documentTree(request: Request, routerContext: EntryContext) {
  return (
    <CssTextProvider value={builtCssText}>
      <StaticShellProvider value={staticShellScript}>
        <ServerRouter context={routerContext} url={request.url} />
      </StaticShellProvider>
    </CssTextProvider>
  );
}

/**
 * Every document is read whole by the server (page cache, hash CSP: server/cached-handler.ts), so it is rendered whole:
 * with renderToString once the loader data is encoded, or, when the tree suspends, by the streaming renderer collected
 * once all of it is ready (server/document-render.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const handoff = await readHandoff(routerContext.serverHandoffStream);
  // React Router's own transfer of the data suspends on its stream: the same scripts are written after the render.
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  let html = renderWholeDocument(documentTree(request, context), {
    head: removeModulePreloads,
    beforeEnd: () => (handoff !== null && context.renderMeta?.didRenderScripts ? handoffScripts(handoff) : ""),
  });
  if (html === null) {
    const streamed = await renderStreamedDocument(
      documentTree(request, { ...routerContext, serverHandoffStream: handoffStream(handoff) }),
      streamTimeout + 1000,
    );
    html = [removeHeadModulePreloads(streamed.html)];
    if (streamed.failed) responseStatusCode = 500;
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return documentResponse(html, { headers: responseHeaders, status: responseStatusCode });
}

// 404s and aborted requests are expected traffic, not errors worth a stack trace in the log.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

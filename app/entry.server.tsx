import { randomBytes } from "node:crypto";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { ScriptMarkerProvider, StaticShellProvider } from "~/components/layout/document-only";
import { CssTextProvider } from "~/components/layout/Stylesheets";
import { builtCssText } from "~/request/css-text.server";
import { staticShellScript } from "~/request/document-only.server";
import {
  documentResponse,
  handoffScripts,
  handoffStream,
  readHandoff,
  renderStreamedDocument,
  renderWholeDocument,
} from "~/request/document-render.server";
import { removeHeadModulePreloads, removeModulePreloads } from "~/request/head-preloads.server";
import { logExpected, logUnexpected } from "~/request/log.server";
import { reportDatabaseFailure } from "../database/outage.server";

export const streamTimeout = 5_000;
/** For the bench's renderToString reference (scripts/bench/render-reference.mjs): the data scripts written after the tree. */
export { handoffScripts };

/**
 * The element tree of a document: what handleRequest renders (and the bench's renderToString reference renders).
 * `marker`, the render's secret, goes on every script the app emits (React Router's through its `nonce`, the shell
 * script's through ScriptMarkerProvider): the CSP hashes those only and takes the mark out (server/document-csp.ts).
 */
export function documentTree(request: Request, routerContext: EntryContext, marker?: string) {
  return (
    <CssTextProvider value={builtCssText}>
      <StaticShellProvider value={staticShellScript}>
        <ScriptMarkerProvider value={marker}>
          <ServerRouter context={routerContext} url={request.url} nonce={marker} />
        </ScriptMarkerProvider>
      </StaticShellProvider>
    </CssTextProvider>
  );
}

/**
 * Every document is read whole by the server (page cache, hash CSP: server/cached-handler.ts), so it is rendered whole:
 * with renderToString once the loader data is encoded, or, when the tree suspends, by the streaming renderer collected
 * once all of it is ready (app/request/document-render.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const handoff = await readHandoff(routerContext.serverHandoffStream);
  // A new secret for every render: content can not guess it, so no script it carries is hashed into the CSP.
  const marker = randomBytes(16).toString("base64url");
  // React Router's own transfer of the data suspends on its stream: the same scripts are written after the render.
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };
  let html = renderWholeDocument(documentTree(request, context, marker), {
    head: removeModulePreloads,
    beforeEnd: () => (handoff !== null && context.renderMeta?.didRenderScripts ? handoffScripts(handoff, marker) : ""),
  });
  if (html === null) {
    const streamed = await renderStreamedDocument(
      documentTree(request, { ...routerContext, serverHandoffStream: handoffStream(handoff) }, marker),
      streamTimeout + 1000,
    );
    html = [removeHeadModulePreloads(streamed.html)];
    if (streamed.failed) responseStatusCode = 500;
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return documentResponse(html, { headers: responseHeaders, status: responseStatusCode }, marker);
}

/** React Router's refusal of an action whose Origin is another site's (server/request-guards.ts refuses it first). */
const REFUSED_ACTION = /origin does not match|`origin` header is not a valid URL/;

// 404s and aborted requests are expected traffic, not errors worth a stack trace in the log; a refused action is one
// sampled line; anything else is one JSON line with its stack (never a trace outside the JSON log).
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && REFUSED_ACTION.test(error.message)) return logExpected("action refused", error);
  // An unreachable database counts for the process's outage (its start and end lines), not a line per page.
  if (reportDatabaseFailure(error, [])) return;
  logUnexpected("render failed", error, { path: new URL(request.url).pathname });
};

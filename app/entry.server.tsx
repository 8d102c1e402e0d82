import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { StaticShellProvider } from "./lib/document-only";
import { staticShellScript } from "./lib/document-only.server";
import { CssTextProvider } from "./components/layout/Stylesheets";
import { builtCssText } from "./lib/css-text.server";
import { removeHeadModulePreloads } from "./lib/head-preloads.server";

export const streamTimeout = 5_000;

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

/** A writable that keeps what React writes and hands it over as one string when React ends it. */
function htmlCollector(done: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks).toString("utf8"));
      callback();
    },
  });
}

/**
 * Every document is read whole by the server (the page cache hashes its inline scripts into the CSP and stores it,
 * server/cached-handler.ts), so it is rendered once all of it is ready and collected into one string: no stream for
 * the browser to start early on, and completed Suspense boundaries are written in place (no hidden segments, no
 * inline runtime moving them).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared as soon as the render settles: a pending timer would keep the whole render alive for its 6 s.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(documentTree(request, routerContext), {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(
          htmlCollector((html) =>
            resolve(
              new Response(removeHeadModulePreloads(html), { headers: responseHeaders, status: responseStatusCode }),
            ),
          ),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Before the shell, the error reaches React Router through onShellError (handleError logs it).
        if (shellRendered) console.error(error);
      },
    });
  });
}

// 404s and aborted requests are expected traffic, not errors worth a stack trace in the log.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

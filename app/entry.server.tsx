import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { StaticShellProvider } from "./components/layout/document-only";
import { staticShellScript } from "./server/document-only.server";
import { CssTextProvider } from "./components/layout/Stylesheets";
import { builtCssText } from "./server/css-text.server";
import { headModulePreloadFilter } from "./server/head-preloads.server";

export const streamTimeout = 5_000;

/** The element tree of a document: what handleRequest streams (and the bench's renderToString reference renders). */
export function documentTree(request: Request, routerContext: EntryContext) {
  return (
    <CssTextProvider value={builtCssText}>
      <StaticShellProvider value={staticShellScript}>
        <ServerRouter context={routerContext} url={request.url} />
      </StaticShellProvider>
    </CssTextProvider>
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(documentTree(request, routerContext), {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body.pipe(headModulePreloadFilter()));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

// 404s and aborted requests are expected traffic, not errors worth a stack trace in the log.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

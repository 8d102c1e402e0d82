// The studio's documents: rendered whole (staff screens: nothing to stream in parts), with a nonce of their own on every
// script React Router writes, named by the document's Content-Security-Policy (studio/document-policy.server.ts).
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { documentPolicy, policySettingsContext } from "./document-policy.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set("Content-Security-Policy", documentPolicy(nonce, loadContext.get(policySettingsContext)));
  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Collected whole, then sent in one piece: the server writes a document at once (no chunk by chunk flushes).
        onAllReady() {
          ready = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          if (ready) console.error(error);
        },
      },
    );
  });
}

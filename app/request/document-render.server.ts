// A document rendered whole, as one string (docs/decisions/061-fresh-renders.md). The server reads every document whole
// anyway (the page cache hashes its inline scripts into the CSP and stores it), so nothing is streamed to the browser
// early.
// React's renderToString takes ~35% less time than renderToPipeableStream for the same tree (no byte encoding, no
// scheduling); it does not wait for Suspense, so a tree that suspends is rendered again by the streaming renderer,
// which does (a stream collected once everything is ready).
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { RenderedDocument } from "../../server/document-finish";

const DOCTYPE = "<!DOCTYPE html>";
/**
 * A document as consecutive pieces of text (joined, they are its HTML). React's string is a rope of thousands of pieces
 * that V8 copies into one flat string when it is first searched; the document's head and end are then cut and joined
 * around it. Kept as pieces, that second ~120 KB string is never made: the server's document thread takes the pieces.
 */
export type DocumentPieces = readonly string[];
/** The pieces of the documents entry.server answered with, until the server takes them (or their bodies are read). */
const documentHtml = new WeakMap<Response, DocumentPieces>();
/** The mark each document's render put on the app's own scripts (server/document-csp.ts hashes only those). */
const documentMarker = new WeakMap<Response, string>();
const DOCUMENT_END = "</body></html>";
const HEAD_END = "</head>";
/** React's marker of a Suspense boundary it could not finish (renderToString writes the fallback for the browser). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/** The turbo-stream React Router encodes a document's loader data into, read whole (null without one). */
export async function readHandoff(stream: ReadableStream<Uint8Array> | undefined): Promise<string | null> {
  if (!stream) return null;
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The same data as a stream again, for React Router's own transfer (the streaming fallback below). */
export function handoffStream(text: string | null): ReadableStream<Uint8Array> | undefined {
  if (text === null) return undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

// JSON in an inline script: nothing that ends the element or an HTML comment, no line separators (React Router's own).
const SCRIPT_UNSAFE = /[&><\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * What React Router's StreamTransfer writes for the loader data when the page carries its scripts: the data handed to
 * `window.__reactRouterContext.streamController` (set up by <Scripts>), then the end of the stream.
 */
export function handoffScripts(text: string, marker?: string): string {
  const data = JSON.stringify(text).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]!);
  const open = marker ? `<script nonce="${marker}">` : "<script>";
  return (
    `${open}window.__reactRouterContext.streamController.enqueue(${data});</script>` +
    `${open}window.__reactRouterContext.streamController.close();</script>`
  );
}

export interface WholeDocumentParts {
  /** Rewrites the document's start, up to its </head>. */
  head: (head: string) => string;
  /** Written just before </body></html>. */
  beforeEnd: () => string;
}

/**
 * The document of a tree that does not suspend, its head and end completed by `parts`; null when the tree suspended or
 * threw (the caller renders it with renderStreamedDocument, which waits or reports the error). Its pieces are slices of
 * React's string, so the ~120 KB document is searched and copied as few times as possible.
 */
export function renderWholeDocument(tree: ReactElement, parts: WholeDocumentParts): DocumentPieces | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  const headEnd = Math.max(0, html.indexOf(HEAD_END));
  const head = parts.head(html.slice(0, headEnd));
  if (!html.endsWith(DOCUMENT_END)) return [head, html.slice(headEnd), parts.beforeEnd()];
  return [DOCTYPE + head, html.slice(headEnd, -DOCUMENT_END.length), parts.beforeEnd() + DOCUMENT_END];
}

export interface StreamedDocument {
  html: string;
  /** An error inside a Suspense boundary after the shell (the boundary is left to the browser): the page answers 500. */
  failed: boolean;
}

/**
 * The document of any tree, Suspense included: React's streaming renderer, collected once all of it is ready, every
 * completed boundary written in place. Rejects with the error of a shell that fails; gives up after `timeoutMs`.
 */
export function renderStreamedDocument(tree: ReactElement, timeoutMs: number): Promise<StreamedDocument> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Cleared as soon as the render settles: a pending timer would keep the whole render alive until it fires.
    const timeout = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(tree, {
      // A completed boundary larger than this is written out of place (a hidden segment and a script that moves it),
      // for progressive display; the document is read whole, so every boundary is written where it belongs. Out of
      // place, its content sat in a hidden div when the script was refused (the CSP hashes the app's scripts only).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        clearTimeout(timeout);
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
              callback();
            },
          }),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        // Before the shell, the error reaches React Router through onShellError (its handleError logs it).
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * A rendered document as the fetch Response React Router expects. Its body is only encoded if someone reads it: the
 * server takes the pieces as they are (takeDocumentPieces), which spares an encoding, a decoding and copies of the HTML.
 * The pieces are held by the response's entry in `documentHtml` alone, and only until they are taken or read: the
 * response itself lives until its request is answered, which under load spans other requests' renders, and a ~140 KB
 * document still held then is copied into the old generation (bench/notes.md, "Fourth pass").
 */
export function documentResponse(html: DocumentPieces, init: ResponseInit, marker: string): Response {
  const response = new Response(
    new ReadableStream<Uint8Array>(
      {
        // Reads the pieces through the map (never a variable of this function: the stream would keep them).
        pull(controller) {
          const pieces = documentHtml.get(response);
          documentHtml.delete(response);
          if (!pieces) return controller.error(new Error("the document was already taken (takeDocumentPieces)"));
          controller.enqueue(new TextEncoder().encode(pieces.join("")));
          controller.close();
        },
      },
      // No chunk is asked for before a reader does (the default would encode the document at once).
      { highWaterMark: 0 },
    ),
    init,
  );
  documentHtml.set(response, html);
  documentMarker.set(response, marker);
  return response;
}

/**
 * A rendered document's pieces, handed over: those entry.server kept (the response lets go of them, and its body can
 * not be read after), or else the response's body read as text.
 */
export async function takeDocumentPieces(response: Response): Promise<DocumentPieces> {
  const pieces = documentHtml.get(response);
  if (!pieces) return [await response.text()];
  documentHtml.delete(response);
  return pieces;
}

/**
 * A rendered document handed over as takeDocumentPieces does, with the mark of its render's scripts (null for a
 * response entry.server did not write: none of its scripts is trusted).
 */
export async function takeDocument(response: Response): Promise<RenderedDocument> {
  const marker = documentMarker.get(response) ?? null;
  return { html: await takeDocumentPieces(response), marker };
}

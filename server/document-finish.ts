// Finishing a rendered document: its hash CSP and module-script rewrite (prepareDocument), then, for a
// document that is sent once, its compression; for one the page cache stores, the prepared bytes (buildVariants
// compresses those). This is work on the whole document that needs nothing of the request, so the server does it on a
// thread of its own (server/document-worker.ts) while the main thread renders the next request: on the fresh-render
// bench it took ~0.5 ms of the main thread's ~2.7 ms per request (docs/decisions/061-fresh-renders.md). Without the
// thread (development, unit tests, a thread that died) the same function runs inline and gives the same bytes.
import { Worker } from "node:worker_threads";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { prepareDocument } from "./document-csp";
// Types only: the thread's bundle stays free of the page cache's imports (React Router among them).
import type { Encoding } from "./page-cache";

/** "send": compressed for this one response; "store": left uncompressed for the page cache. */
export type FinishMode = { kind: "send"; encoding: Encoding } | { kind: "store" };

export interface FinishedDocument {
  /** The document's Content-Security-Policy: the server's policy with the document's script hashes. */
  csp: string;
  /** The prepared document: in the mode's encoding ("send"), or its UTF-8 bytes ("store"). */
  body: Buffer;
}

/**
 * One response's body in one encoding (a document that is not stored: previews, 404s, PAGE_CACHE=off), with fast
 * settings: brotli quality 2 / gzip level 4 take ~0.3 ms for a 60 KB page. Synchronous: the server calls it on its
 * document thread (finishDocument); zlib's own thread pool cost more per document than the compression
 * itself (bench/notes.md).
 */
export function compressOnce(html: string | Buffer, encoding: Encoding): Buffer {
  const identity = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  if (encoding === "gzip") return gzipSync(identity, { level: 4 });
  if (encoding === "br")
    return brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 2, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
  return identity;
}

/** A document's HTML: one string, or consecutive pieces of it (app/request/document-render.server.ts). */
export type DocumentHtml = string | readonly string[];

/** A rendered document: its HTML and the mark its render put on the app's own scripts (null: none is trusted). */
export interface RenderedDocument {
  html: DocumentHtml;
  marker: string | null;
}

/** The finished document (pure: the same input gives the same bytes on any thread). */
export function finishDocument(document: RenderedDocument, basePolicy: string, mode: FinishMode): FinishedDocument {
  const { html, marker } = document;
  const prepared = prepareDocument(typeof html === "string" ? html : html.join(""), basePolicy, marker);
  const body = mode.kind === "send" ? compressOnce(prepared.html, mode.encoding) : Buffer.from(prepared.html, "utf8");
  return { csp: prepared.csp, body };
}

/**
 * Finishes a document. `again`, when given, produces the same document anew (a GET renders its page again): a job on
 * the thread then keeps `again` instead of the HTML, which is needed only if the thread dies with the job. The caller
 * must hold no reference to the HTML either while it waits: a document held across other requests' renders is copied
 * into the old generation (bench/notes.md, "Fourth pass").
 */
export type DocumentFinisher = (
  document: RenderedDocument,
  basePolicy: string,
  mode: FinishMode,
  again?: () => Promise<RenderedDocument>,
) => Promise<FinishedDocument>;

/** Inline: on the calling thread. */
export const finishInline: DocumentFinisher = (document, basePolicy, mode) =>
  Promise.resolve(finishDocument(document, basePolicy, mode));

/**
 * A job as posted to the thread. The HTML goes as the strings it is: structuring a string copies its characters, which
 * costs the main thread no more than encoding it to UTF-8 for a transfer would (measured, bench/notes.md), and the
 * joining and encoding are then the thread's work.
 */
export interface FinishJob {
  id: number;
  html: DocumentHtml;
  marker: string | null;
  basePolicy: string;
  mode: FinishMode;
}

/** The thread's answer: the CSP and the body's bytes (transferred), or the message of what failed. */
export type FinishReply =
  | { id: number; csp: string; body: Uint8Array; error?: undefined }
  | { id: number; error: string; csp?: undefined; body?: undefined };

/** What a thread does with a job (server/document-worker.ts). */
export function finishJob(job: FinishJob): { reply: FinishReply; transfer: ArrayBuffer[] } {
  try {
    const { csp, body } = finishDocument({ html: job.html, marker: job.marker }, job.basePolicy, job.mode);
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const bytes = own ? new Uint8Array(body.buffer) : new Uint8Array(body);
    return { reply: { id: job.id, csp, body: bytes }, transfer: [bytes.buffer as ArrayBuffer] };
  } catch (error) {
    return { reply: { id: job.id, error: error instanceof Error ? error.message : String(error) }, transfer: [] };
  }
}

interface Pending {
  resolve: (finished: FinishedDocument) => void;
  reject: (error: Error) => void;
  /** What a job of a thread that dies is finished inline from: the caller's `again`, or else the document, kept. */
  source: RenderedDocument | (() => Promise<RenderedDocument>);
  basePolicy: string;
  mode: FinishMode;
}

/** The thread's own heap: it holds one document at a time (~0.5 MB); a runaway can not take the server's memory. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 };
/** After this many deaths the server stops starting threads and finishes documents inline (and says so once). */
const MAX_WORKER_DEATHS = 3;

export interface ThreadedFinisher {
  finish: DocumentFinisher;
  /** Stops the thread; later documents are finished inline. */
  close(): Promise<void>;
}

/**
 * Documents finished on one worker thread running `workerUrl` (server/document-worker.ts, built as
 * build/server/document-worker.js). Jobs are answered in order; a thread that dies has its jobs finished inline and is
 * replaced on the next document (up to MAX_WORKER_DEATHS, then everything is inline).
 */
export function createThreadedFinisher(workerUrl: URL): ThreadedFinisher {
  let worker: Worker | null = null;
  let deaths = 0;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function finishPendingInline() {
    for (const [id, job] of pending) {
      pending.delete(id);
      const rendered = typeof job.source === "function" ? job.source() : Promise.resolve(job.source);
      rendered
        .then((document) => job.resolve(finishDocument(document, job.basePolicy, job.mode)))
        .catch((error: unknown) => job.reject(error instanceof Error ? error : new Error(String(error))));
    }
  }

  function start(): Worker | null {
    if (worker) return worker;
    if (closed || deaths >= MAX_WORKER_DEATHS) return null;
    const started = new Worker(workerUrl, { resourceLimits: WORKER_LIMITS });
    // The thread never keeps the process alive (the HTTP server does, while it listens).
    started.unref();
    started.on("message", (reply: FinishReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.error !== undefined) job.reject(new Error(`document finishing failed: ${reply.error}`));
      else {
        const body = reply.body;
        job.resolve({ csp: reply.csp, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) });
      }
    });
    const died = (reason: string) => {
      if (worker !== started) return;
      worker = null;
      if (!closed) {
        deaths++;
        console.error(
          `[document-worker] ${reason}; ${pending.size} document(s) finished inline` +
            (deaths >= MAX_WORKER_DEATHS ? "; documents are finished inline from now on" : ""),
        );
      }
      finishPendingInline();
    };
    started.on("error", (error) => died(`failed: ${error.message}`));
    started.on("exit", (code) => died(`exited with code ${code}`));
    worker = started;
    return started;
  }

  return {
    finish(document, basePolicy, mode, again) {
      const thread = start();
      if (!thread) return finishInline(document, basePolicy, mode);
      const id = nextId++;
      // Posting copies the HTML (structured clone): from here on only the thread needs it.
      try {
        thread.postMessage({ id, html: document.html, marker: document.marker, basePolicy, mode } satisfies FinishJob);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const source = again ?? document;
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, source, basePolicy, mode }));
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      finishPendingInline();
      await thread?.terminate();
    },
  };
}

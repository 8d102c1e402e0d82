// The headers a rendered document is sent and stored with: the server's own (security headers, from the response
// Express prepared), its hash CSP in place of the server's policy, and the document's content headers. Shared by the
// page cache's misses and background renders (cached-handler.ts) and the pages it does not take (server/create-app.ts).
import type { ServerResponse } from "node:http";
import { prepareDocument } from "./document-csp";
import type { RenderedDocument } from "./document-finish";

/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE = new Set([
  "age",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "server-timing",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
  "x-request-id",
]);
/** Headers of the rendered response that describe the document. */
const CONTENT_HEADERS = ["content-type", "content-language", "link", "x-robots-tag"];

/** The headers the server already set on this response (security headers), as stored pairs. */
export function responseHeaderPairs(res: ServerResponse): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, String(item)]);
  }
  return pairs;
}

/** The server's own policy (helmet's), which a document's hash CSP is made from. */
export function basePolicy(serverHeaders: [string, string][]): string {
  return serverHeaders.find(([name]) => name === "content-security-policy")?.[1] ?? "";
}

/** A document's header pairs: the server's security headers with the document's hash CSP, and its content headers. */
export function documentHeaders(serverHeaders: [string, string][], rendered: Headers, csp: string): [string, string][] {
  const headers = serverHeaders.map(([name, value]): [string, string] =>
    name === "content-security-policy" ? [name, csp] : [name, value],
  );
  for (const name of CONTENT_HEADERS) {
    const value = rendered.get(name);
    if (value !== null) headers.push([name, value]);
  }
  return headers;
}

/**
 * A rendered document as it is sent and stored: its HTML (route imports made dynamic, see document-csp.ts) and its
 * header pairs: the server's security headers with the document's hash CSP, and its content headers.
 */
export function prepareRendered(
  serverHeaders: [string, string][],
  rendered: Headers,
  { html, marker }: RenderedDocument,
): { html: string; headers: [string, string][] } {
  const document = prepareDocument(typeof html === "string" ? html : html.join(""), basePolicy(serverHeaders), marker);
  return { html: document.html, headers: documentHeaders(serverHeaders, rendered, document.csp) };
}

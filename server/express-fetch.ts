// Express ⇄ fetch: the request and response conversion of @react-router/express, so the page cache can sit between
// Express and React Router's fetch-level handler.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest } from "express";

/** A DNS name or an IP literal, with an optional port: what a Host (or X-Forwarded-Host) header may hold. */
const HOST_HEADER =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The host (and port) a client addressed, lower-cased: X-Forwarded-Host (its first entry) when the peer is a trusted
 * proxy (TRUST_PROXY) and sends one, else the Host header (Express's req.host, on a raw request); null when it is missing
 * or not a host name, which the server answers with 400. The port is the one that header names, never the server's own
 * listening port.
 */
export function addressedHost(req: IncomingMessage, trustsProxy: (address: string) => boolean): string | null {
  const header = req.headers["x-forwarded-host"];
  const forwarded = Array.isArray(header) ? header[0] : header;
  const value =
    forwarded && trustsProxy(req.socket.remoteAddress ?? "") ? forwarded.split(",", 1)[0] : req.headers.host;
  const host = value?.trim();
  return host && isHostHeader(host) ? host.toLowerCase() : null;
}

/** addressedHost of an Express request, with the proxies Express trusts (server/http-server.ts sets them). */
export function requestHost(req: ExpressRequest): string | null {
  const trust = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return addressedHost(req, (address) => trust(address, 0));
}

export function isHostHeader(value: string): boolean {
  return value.length <= 255 && HOST_HEADER.test(value);
}

/** The URL of a request as React Router sees it: scheme and host as the client used them (behind a trusted proxy too). */
export function requestUrl(req: ExpressRequest): URL {
  const host = requestHost(req) ?? "localhost";
  const protocol = req.protocol === "https" ? "https" : "http";
  return new URL(`${protocol}://${host}${req.originalUrl.startsWith("/") ? req.originalUrl : "/"}`);
}

/** A fetch Request for React Router, from a node:http request (an Express one, or a raw one). */
export function toFetchRequest(req: IncomingMessage & { body?: unknown }, res: ServerResponse, url: URL): Request {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Page bodies are read (within their limit) before they get here (server/request-guards.ts).
    if (Buffer.isBuffer(req.body)) init.body = new Uint8Array(req.body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

/** Writes a fetch Response on a node:http response (status, headers, streamed body); used for non-documents. */
export async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

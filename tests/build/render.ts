// The production build (build/server) rendered in process, without a server process: React Router's request handler
// over the built server bundle, as scripts/render/pages.mjs renders every page for the first-view fonts. A page as a
// visitor gets it, or at an instant through the time-travel preview (the preview token and `?at=`), parsed into a
// document (tests/html.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentDocument } from "~/content/document";
import { parseHtml, type ParsedPage } from "../html";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The same token as scripts/render/pages.mjs, should both render in one process. */
const TOKEN = "render-every-page";

type Handler = (request: Request, content?: ContentDocument) => Promise<Response>;
let handler: Promise<Handler> | undefined;

async function load(): Promise<Handler> {
  process.env.PREVIEW_TOKEN = TOKEN;
  process.env.NODE_ENV = "production";
  const { createRequestHandler, RouterContextProvider } = await import("react-router");
  const app = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as {
    loadServerBuild(): Promise<Parameters<typeof createRequestHandler>[0]>;
    /** The router context a request renders with, where the build provides one (the request's content document). */
    renderContext?(document?: ContentDocument): InstanceType<typeof RouterContextProvider>;
  };
  const handle = createRequestHandler(await app.loadServerBuild(), "production");
  return (request, content) => handle(request, app.renderContext?.(content) ?? new RouterContextProvider());
}

export interface RenderedPage extends ParsedPage {
  status: number;
  headers: Headers;
  html: string;
}

/**
 * A page of the build, at an instant through the time-travel preview, or as a visitor gets it now (with `token: false`
 * and an instant: `?at=` without the token, which a visitor may send too); with `content`, as that content document
 * renders it (one published from the studio) rather than the repository's.
 */
export async function renderedPage(
  pathname: string,
  at?: string,
  { token = at !== undefined, content }: { token?: boolean; content?: ContentDocument } = {},
): Promise<RenderedPage> {
  handler ??= load();
  const url = new URL(pathname, "http://localhost");
  if (at) url.searchParams.set("at", at);
  const headers: Record<string, string> = { "accept-language": "en-US,en;q=0.9" };
  if (token) headers["x-preview-token"] = TOKEN;
  const response = await (await handler)(new Request(url, { headers }), content);
  const html = response.headers.get("content-type")?.startsWith("text/html") ? await response.text() : "";
  return { status: response.status, headers: response.headers, html, ...parseHtml(html, url.href) };
}

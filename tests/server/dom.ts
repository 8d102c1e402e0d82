// A page as the production server sends it, parsed into a document (tests/html.ts).
import { parseHtml, type ParsedPage } from "../html";
import { PREVIEW_TOKEN } from "./harness";

export { closeDocuments } from "../html";

export interface ServedPage extends ParsedPage {
  status: number;
  headers: Headers;
  html: string;
}

/**
 * A page of `origin` as a visitor gets it, or at an instant through the time-travel preview (the preview token and
 * `?at=`), without following redirects.
 */
export async function servedPage(origin: string, path: string, at?: string): Promise<ServedPage> {
  const url = new URL(path, origin);
  if (at) url.searchParams.set("at", at);
  const response = await fetch(url, {
    headers: at ? { "x-preview-token": PREVIEW_TOKEN } : {},
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ...parseHtml(html, url.href) };
}

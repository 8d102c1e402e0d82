// How shopper pages meet signed preview links (issue 30): the key they are checked with, and the answer to one that is
// refused. A refused link renders nothing: the holder sees that it expired instead of the live site looking like the
// preview (the README's old `preview_token=x` silently showed the live site).
import type { RouterContextProvider } from "react-router";
import { NO_STORE, type PreviewLinkKey } from "~/request/request-time.server";
import { studioContext } from "~/studio/context";
import { signingKey } from "~/studio/keys.server";
import type { PreviewLinkVerdict } from "~/studio/preview-links.server";

/** The studio's key for checking links, when the server has a studio database (null in tests without one). */
export function previewLinkKey(context: Readonly<RouterContextProvider>): PreviewLinkKey | undefined {
  let studio;
  try {
    studio = context.get(studioContext);
  } catch {
    return undefined;
  }
  return async () => signingKey(await studio.get(), new Date());
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** 410 Gone for an expired link, 403 for an altered or malformed one: a short page, never stored. */
export function refusedPreviewLink(
  verdict: Extract<PreviewLinkVerdict, { ok: false }>,
  clearCookie?: string,
): Response {
  const expired = verdict.reason === "expired";
  const title = expired ? "This preview link has expired" : "This preview link is not valid";
  const text = expired
    ? `It stopped working at ${new Date(verdict.expired ?? 0).toISOString().replace("T", " ").slice(0, 16)} UTC. Ask whoever sent it for a new one.`
    : "It may have been cut short when it was copied. Ask whoever sent it for the link again.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">Go to the live site</a></p></body></html>`;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE });
  if (clearCookie) headers.append("Set-Cookie", clearCookie);
  return new Response(html, { status: expired ? 410 : 403, headers });
}

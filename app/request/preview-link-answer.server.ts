// The answer to a signed preview link that is refused (the studio signs them; the port checks them:
// studio/port.server.ts). A refused link renders nothing: the holder sees that it expired instead of the live site
// looking like the preview (the README's old `preview_token=x` silently showed the live site).
import { NO_STORE } from "~/request/request-time.server";
import type { PreviewLinkVerdict } from "../../studio/port.server";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * 410 Gone for an expired link and for one whose draft was discarded or published since (it worked, and no longer
 * does), 403 for an altered or malformed one: a short page, never stored.
 */
export function refusedPreviewLink(
  verdict: Extract<PreviewLinkVerdict, { ok: false }>,
  clearCookie?: string,
): Response {
  const expired = verdict.reason === "expired";
  const closed = verdict.reason === "closed";
  const title = expired
    ? "This preview link has expired"
    : closed
      ? "This preview link no longer works"
      : "This preview link is not valid";
  const text = expired
    ? `It stopped working at ${new Date(verdict.expired ?? 0).toISOString().replace("T", " ").slice(0, 16)} UTC. Ask whoever sent it for a new one.`
    : closed
      ? `${verdict.state === "missing" ? "Its draft no longer exists" : `Its draft was ${verdict.state}`}: there is nothing left to preview. Ask whoever sent it for a new link.`
      : "It may have been cut short when it was copied. Ask whoever sent it for the link again.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">Go to the live site</a></p></body></html>`;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE });
  if (clearCookie) headers.append("Set-Cookie", clearCookie);
  return new Response(html, { status: expired || closed ? 410 : 403, headers });
}

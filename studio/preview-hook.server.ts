// Which requests render with a draft, as the server asks the port (studio/port.server.ts): a signed preview
// link (`?preview=`, then its cookie), whose draft a page then renders with. Without a link, the shop's own rule stays:
// PREVIEW_TOKEN holders preview a draft with `?draft=N` (app/request/draft-preview.server.ts).
import { parse as parseCookies } from "cookie";
import type { DraftPreviewHook } from "~/request/draft-preview.server";
import { PREVIEW_LINK_COOKIE, PREVIEW_PARAM } from "./preview-links.server";

function presentedLink(url: URL, headers: { get(name: string): string | null }): string | undefined {
  const param = url.searchParams.get(PREVIEW_PARAM);
  if (param !== null) return param;
  const cookie = headers.get("cookie");
  return cookie ? parseCookies(cookie)[PREVIEW_LINK_COOKIE] : undefined;
}

/** Signed preview links, and `otherwise` for a request that presents none. */
export function linkDraftPreview(otherwise: DraftPreviewHook): DraftPreviewHook {
  return {
    presents: (url, headers) => presentedLink(url, headers) !== undefined || otherwise.presents(url, headers),
    async resolve(request, tools) {
      const url = new URL(request.url);
      const link = presentedLink(url, request.headers);
      if (link === undefined) return otherwise.resolve(request, tools);
      // Signed, not expired, and its draft still open (checkPreviewLink). A refused link is answered by the root route
      // (410 or 403), a link whose draft was discarded or published as an expired one; a link to the published content
      // previews no draft.
      const verdict = await tools.checkPreviewLink(link, new Date());
      if (!verdict.ok || verdict.grant.draft === null) return null;
      return { draft: verdict.grant.draft, label: `Draft ${verdict.grant.draft}` };
    },
  };
}

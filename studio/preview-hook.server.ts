// Which requests render with a draft (issue 30): the content core asks a hook (app/studio/preview.server.ts); the
// studio's is the signed preview link (`?preview=`, then its cookie), whose draft a page then renders with. Without
// a link, the core's own rule stays: PREVIEW_TOKEN holders preview a draft with `?draft=N` (operators and tests).
import { parse as parseCookies } from "cookie";
import { signingKey } from "~/studio/keys.server";
import { PREVIEW_LINK_COOKIE, PREVIEW_PARAM, verifyPreviewLink } from "~/studio/preview-links.server";
import { TOKEN_DRAFT_PREVIEW, type DraftPreviewHook } from "~/studio/preview.server";
import type { StudioDatabase } from "../../database/studio.server";

function presentedLink(url: URL, headers: { get(name: string): string | null }): string | undefined {
  const param = url.searchParams.get(PREVIEW_PARAM);
  if (param !== null) return param;
  const cookie = headers.get("cookie");
  return cookie ? parseCookies(cookie)[PREVIEW_LINK_COOKIE] : undefined;
}

export function linkDraftPreview(studio: StudioDatabase): DraftPreviewHook {
  return {
    presents: (url, headers) => presentedLink(url, headers) !== undefined || TOKEN_DRAFT_PREVIEW.presents(url, headers),
    async resolve(request, tools) {
      const url = new URL(request.url);
      const link = presentedLink(url, request.headers);
      if (link === undefined) return TOKEN_DRAFT_PREVIEW.resolve(request, tools);
      const now = new Date();
      const verdict = verifyPreviewLink(await signingKey(await studio.get(), now), link, now.getTime());
      // A refused link is answered by the root route (410 or 403); a link to the published content previews no draft.
      if (!verdict.ok || verdict.grant.draft === null) return null;
      return { draft: verdict.grant.draft, label: `Draft ${verdict.grant.draft}` };
    },
  };
}

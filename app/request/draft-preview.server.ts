// A page request that previews a draft of the studio instead of the published content (a signed preview link, or a
// PREVIEW_TOKEN holder's `?draft=N`): the server decides it before the render (studio/port.server.ts, the one way the
// shop reaches the studio) and hands it to the root route here, which makes the request a preview at any instant, puts
// the draft's name in the preview bar and marks the answer `private, no-store`. Such requests never touch the page
// cache and render every page, its loader data and its forms with the draft. The studio keeps a draft's document by
// its files' hashes, so previews between two saves reuse its derived data. tests/server/studio-publish.test.ts
// previews a draft's price at its instant while shoppers get cache hits of the published page.
import { createContext } from "react-router";
import { presentedPreviewToken, presentsPreview, type PreviewLinkCheck } from "~/request/request-time.server";

export interface DraftPreview {
  draft: number;
  /** Shown in the preview bar ("Draft 12: Spring prices"). */
  label: string;
  /** Query parameters the preview bar's links keep ("draft=12"), so its instants stay in the draft. */
  query?: string;
}

/** Set by the server for a request that previews a draft. */
export const draftPreviewContext = createContext<DraftPreview | null>(null);

/** Which requests preview a draft, and which draft. */
export interface DraftPreviewHook {
  /** Cheap and without I/O: whether a request presents draft-preview credentials (it then never uses the page cache). */
  presents(url: URL, headers: { get(name: string): string | null }): boolean;
  /**
   * The draft the request previews, or null (it then renders the published content, still private and no-store).
   * `checkPreviewToken` checks a presented PREVIEW_TOKEN (wrong guesses counted per client); `checkPreviewLink` a
   * signed preview link (the request's own check, which the root route asks again without a second look-up).
   */
  resolve(
    request: Request,
    tools: { checkPreviewToken(presented: unknown): Promise<boolean>; checkPreviewLink: PreviewLinkCheck },
  ): Promise<DraftPreview | null>;
}

/** Holders of PREVIEW_TOKEN (header or cookie) preview draft N with `?draft=N` (operators and tests). */
export const TOKEN_DRAFT_PREVIEW: DraftPreviewHook = {
  presents: (url) => url.searchParams.has("draft"),
  async resolve(request, { checkPreviewToken }) {
    const url = new URL(request.url);
    const id = Number(url.searchParams.get("draft"));
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    if (!presentsPreview(url, request.headers)) return null;
    if (!(await checkPreviewToken(await presentedPreviewToken(request)))) return null;
    return { draft: id, label: `Draft ${id}`, query: `draft=${id}` };
  },
};

// Previews of a draft (issue 30): which requests render with a draft's content instead of the published one. The
// request pipeline (server/app.ts) asks the hook installed here; the studio UI installs its own (a signed link and a
// cookie: docs/studio.md). Such requests never touch the page cache, render every page, its loader data and its forms
// with the draft, may use the time-travel preview's `?at=` without the preview token, and are answered
// `private, no-store`.
import { createContext } from "react-router";
import { presentedPreviewToken, presentsPreview } from "~/request/request-time.server";

/** A request's draft preview, as the hook resolved it. */
export interface DraftPreview {
  draft: number;
  /** Shown in the preview bar ("Draft 12: Spring prices"). */
  label: string;
  /** Query parameters the preview bar's links keep ("draft=12"), so its instants stay in the draft. */
  query?: string;
}

export interface DraftPreviewHook {
  /** Cheap and without I/O: whether a request presents draft-preview credentials (it then never uses the page cache). */
  presents(url: URL, headers: { get(name: string): string | null }): boolean;
  /**
   * The draft the request previews, or null (it then renders the published content, still private and no-store).
   * `checkPreviewToken` checks a presented PREVIEW_TOKEN (wrong guesses counted per client).
   */
  resolve(
    request: Request,
    tools: { checkPreviewToken(presented: unknown): Promise<boolean> },
  ): Promise<DraftPreview | null>;
}

/** Set by the pipeline for a request that previews a draft: the root route reads it (time preview, bar, no-store). */
export const draftPreviewContext = createContext<DraftPreview | null>(null);

/**
 * Without a studio: holders of PREVIEW_TOKEN (header or cookie) preview draft N with `?draft=N` (operators and tests).
 */
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

let hook: DraftPreviewHook = TOKEN_DRAFT_PREVIEW;

/** Installs the studio's hook (null: back to the preview-token one). */
export function setDraftPreview(next: DraftPreviewHook | null): void {
  hook = next ?? TOKEN_DRAFT_PREVIEW;
}

export function draftPreviewHook(): DraftPreviewHook {
  return hook;
}

/** Renders one page of a draft (at an instant) in process: installed by the server (server/app.ts). */
export type PreviewRenderer = (page: { draft: number; path: string; at?: Date }) => Promise<Response>;
let renderer: PreviewRenderer | null = null;

export function setPreviewRenderer(next: PreviewRenderer | null): void {
  renderer = next;
}

/**
 * A page of a draft as its preview shows it (`path`: "/us/k1-pro-interstellar-scout"; `at`: the instant, else now): the
 * whole document, with the preview bar, as a Response. Only in a server process (it renders with the server's build).
 */
export function renderPreview(page: { draft: number; path: string; at?: Date }): Promise<Response> {
  if (!renderer) throw new Error("renderPreview needs the server: no page renderer installed");
  return renderer(page);
}

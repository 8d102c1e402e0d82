// The preview bar's view of the schedule (built by schedule-events.server.ts).
/** What the preview bar offers on a page at `now`: the instant, the page's previous and next boundary. */
export interface PreviewBarView {
  showing: string;
  previous: string | null;
  next: string | null;
  labels: { label: string; previous: string; next: string; now: string };
  /** A studio draft previewed (app/request/draft-preview.server.ts): its name, and the query its links keep. */
  draft: { label: string; query: string } | null;
}

import { useLocation } from "react-router";
import type { PreviewBarView } from "~/views/schedule-events";

/**
 * The time-travel preview's bar (only in preview responses, which are never cached): the instant shown, the page's
 * previous and next schedule boundary, and back to now. Plain links, so it works on document-only pages too.
 */
export function PreviewBar({ bar }: { bar: PreviewBarView }) {
  const { pathname } = useLocation();
  const keep = bar.draft?.query ? `&${bar.draft.query}` : "";
  const at = (instant: string) => `${pathname}?at=${encodeURIComponent(instant)}${keep}`;
  return (
    <aside className="preview-bar" data-preview-bar="" aria-label={bar.labels.label} data-nosnippet="">
      <p className="preview-bar__instant" role="status">
        <strong>{bar.labels.label}</strong> {bar.showing}
        {bar.draft ? <span className="preview-bar__draft"> · {bar.draft.label}</span> : null}
      </p>
      <ul className="preview-bar__actions">
        {bar.previous ? (
          <li>
            <a href={at(bar.previous)} rel="nofollow">
              <span aria-hidden="true">← </span>
              {bar.labels.previous}
            </a>
          </li>
        ) : null}
        {bar.next ? (
          <li>
            <a href={at(bar.next)} rel="nofollow">
              {bar.labels.next}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ) : null}
        <li>
          <a href={at("now")} rel="nofollow">
            {bar.labels.now}
          </a>
        </li>
      </ul>
    </aside>
  );
}

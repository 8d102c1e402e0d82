import { studioDateTime, type ReviewLine } from "../review-lines";
import { useStudioRegions, zonesOf } from "../screens/regions";
import { StudioTable } from "./StudioTable";

/**
 * What a draft (or a publication) changes, a line a value, as a reviewer reads it: the value by name, the regions whose
 * pages it changes, before and after, and a preview of its page at the instant the change starts to matter (a signed
 * link made when it is asked for: a plain form posting to the studio, answered by a redirect, in a new tab).
 */
export function ReviewList({
  lines,
  more = 0,
  csrf,
  draft,
  now,
}: {
  lines: readonly ReviewLine[];
  more?: number;
  csrf: string;
  /** The draft previewed, or null: the published content. */
  draft: number | null;
  /** The instant a change without one of its own is previewed at (epoch ms). */
  now: number;
}) {
  // Each region's time zone, for the preview's instant as its page shows it.
  const zones = zonesOf(useStudioRegions());
  return (
    <>
      <StudioTable columns={["Value", "Regions", "Before", "After", "Preview"]} className="studio-diff studio-review">
        {lines.map((line) => {
          const at = line.preview.at ?? now;
          const when = line.preview.at === null ? "now" : studioDateTime(at, zones[line.preview.region] ?? "UTC");
          return (
            <tr key={line.pointer}>
              <th scope="row">{line.label}</th>
              <td data-label="Regions">
                {line.regions === null ? "all" : line.regions.length ? line.regions.join(", ") : "none"}
              </td>
              <td className="studio-diff__before" data-label="Before">
                {line.before}
              </td>
              <td className="studio-diff__after" data-label="After">
                {line.after}
              </td>
              <td data-label="Preview">
                <form method="post" action="/studio/preview" target="_blank" className="studio-inline-form">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="intent" value="preview-link" />
                  <input type="hidden" name="path" value={line.preview.path} />
                  <input type="hidden" name="at" value={new Date(at).toISOString()} />
                  <input type="hidden" name="draft" value={draft ?? ""} />
                  <input type="hidden" name="hours" value="24" />
                  <button type="submit" className="studio-link-button">
                    {line.preview.path} at {when}
                    <span className="studio-visually-hidden"> (preview of {line.label})</span>
                  </button>
                </form>
              </td>
            </tr>
          );
        })}
      </StudioTable>
      {more ? (
        <p className="studio-draft-bar__note">…and {more} more values (see the Schedule and the files).</p>
      ) : null}
    </>
  );
}

import { useState } from "react";
import { studioRegion, useStudioRegions } from "../screens/regions";
import { InstantField } from "./InstantField";

/**
 * Opens a signed preview link in a new tab: a page of the site at an instant, for a draft or the published
 * content. A plain form posting to the studio (recorded in the audit log), answered by a redirect to the link, so the
 * new tab's address is the link to pass on.
 */
export function PreviewForm({
  csrf,
  draft,
  path: initialPath,
  at,
  lifetimes = [1, 24, 168],
  compact = false,
  label = "Open preview in a new tab",
}: {
  csrf: string;
  draft: number | null;
  path: string;
  /** The instant to preview, epoch ms. */
  at: number;
  lifetimes?: readonly number[];
  compact?: boolean;
  label?: string;
}) {
  const [path, setPath] = useState(initialPath);
  // The screen's page changes with what it shows (another product chosen): the form follows it, typed paths included.
  const [shown, setShown] = useState(initialPath);
  if (shown !== initialPath) {
    setShown(initialPath);
    setPath(initialPath);
  }
  const regions = useStudioRegions();
  const first = path.split("/")[1] ?? "";
  // A path without a region prefix is the cn site's.
  const zone = regions.some((option) => option.code === first)
    ? studioRegion(regions, first)
    : studioRegion(regions, "cn");
  const hours = (value: number) =>
    value < 24 ? `${value} hour${value === 1 ? "" : "s"}` : `${value / 24} day${value === 24 ? "" : "s"}`;
  if (compact)
    return (
      <form method="post" action="/studio/preview" target="_blank" className="studio-inline-form">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="preview-link" />
        <input type="hidden" name="path" value={path} />
        <input type="hidden" name="at" value={new Date(at).toISOString()} />
        <input type="hidden" name="draft" value={draft ?? ""} />
        <input type="hidden" name="hours" value="24" />
        <button type="submit" className="button button--secondary button--small">
          {label}
        </button>
      </form>
    );
  return (
    <form method="post" action="/studio/preview" target="_blank" className="studio-form studio-preview-form">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="preview-link" />
      <input type="hidden" name="draft" value={draft ?? ""} />
      <div className="studio-form__row">
        <div className="studio-field studio-field--wide">
          <label htmlFor="preview-path">Page</label>
          <input
            id="preview-path"
            name="path"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            required
          />
        </div>
        <div className="studio-field">
          <label htmlFor="preview-hours">Link expires after</label>
          <select id="preview-hours" name="hours" defaultValue="24">
            {lifetimes.map((value) => (
              <option key={value} value={value}>
                {hours(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <InstantField
        key={zone.code}
        label="Preview at"
        name="at"
        timeZone={zone.timeZone}
        zoneLabel={zone.label}
        value={at}
      />
      <button type="submit" className="button button--primary">
        {label}
      </button>
    </form>
  );
}

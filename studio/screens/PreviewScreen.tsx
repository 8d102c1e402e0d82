import { useState } from "react";
import { InstantField } from "../components/InstantField";
import { studioRegion, useStudioRegions } from "./regions";

/**
 * A signed preview link: a page of the site at an instant, for a colleague without a token. The form opens it in a new
 * tab (the link is its address there, to copy); it expires after the chosen time.
 */
export function PreviewScreen({
  csrf,
  now,
  lifetimes,
  drafts,
}: {
  csrf: string;
  now: number;
  lifetimes: readonly number[];
  drafts: readonly { id: number; label: string }[];
}) {
  const regions = useStudioRegions();
  const [region, setRegion] = useState("us");
  const [path, setPath] = useState(studioRegion(regions, "us").home);
  const zone = studioRegion(regions, region);
  return (
    <section className="studio-screen" aria-labelledby="preview-title">
      <h1 id="preview-title">Preview links</h1>
      <p className="studio-screen__intro">
        The whole site as it will be at an instant, with the preview bar, for anyone who has the link until it expires.
        Read-only: it changes nothing and never opens the studio.
      </p>
      <form method="post" target="_blank" className="studio-form studio-card">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="preview-link" />
        <div className="studio-form__row">
          <div className="studio-field">
            <label htmlFor="preview-region">Region</label>
            <select
              id="preview-region"
              value={region}
              onChange={(event) => {
                const next = studioRegion(regions, event.target.value);
                if (path === zone.home) setPath(next.home);
                setRegion(next.code);
              }}
            >
              {regions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="studio-field studio-field--wide">
            <label htmlFor="preview-path">Page</label>
            <input
              id="preview-path"
              name="path"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              pattern="/.*"
              required
            />
          </div>
        </div>
        <InstantField
          key={zone.code}
          label="At"
          name="at"
          timeZone={zone.timeZone}
          zoneLabel={zone.label}
          value={now}
        />
        <div className="studio-form__row">
          <div className="studio-field">
            <label htmlFor="preview-content">Content</label>
            <select id="preview-content" name="draft" defaultValue="">
              <option value="">Published</option>
              {drafts.map((draft) => (
                <option key={draft.id} value={draft.id}>
                  {draft.label}
                </option>
              ))}
            </select>
          </div>
          <div className="studio-field">
            <label htmlFor="preview-hours">Expires after</label>
            <select id="preview-hours" name="hours" defaultValue="24">
              {lifetimes.map((hours) => (
                <option key={hours} value={hours}>
                  {hours < 24
                    ? `${hours} hour${hours === 1 ? "" : "s"}`
                    : `${hours / 24} day${hours === 24 ? "" : "s"}`}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button--primary">
          Open preview in a new tab
        </button>
      </form>
    </section>
  );
}

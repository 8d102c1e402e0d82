import { Link, useLocation } from "react-router";
import { Picker } from "../components/Picker";
import { PreviewForm } from "../components/PreviewForm";
import type { ScheduleBoundary } from "../content.server";

/** A coming boundary, as the content core's schedule report gives it. */
export type Boundary = ScheduleBoundary;

/** `npm run content:schedule` as a page: a region's coming boundaries, what changes, a preview of each. */
export function ScheduleScreen({
  picker,
  region,
  past,
  boundaries,
  csrf,
  draft,
}: {
  picker: { label: string; param: string; selected: string; options: { value: string; label: string }[] };
  region: string;
  past: boolean;
  boundaries: Boundary[];
  csrf: string;
  draft: number | null;
}) {
  const location = useLocation();
  const toggled = new URLSearchParams(location.search);
  if (past) toggled.delete("past");
  else toggled.set("past", "1");
  return (
    <section className="studio-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Schedule</h1>
      <p className="studio-screen__intro">
        Every coming boundary of a region{draft ? " in this draft" : ""}: the instant, what changes, the pages it
        changes, and a preview of the site at that instant (a signed link, in a new tab).
      </p>
      <div className="studio-form__row studio-schedule__tools">
        <Picker {...picker} />
        <Link className="studio-link-button" to={{ search: `?${toggled}` }}>
          {past ? "Only the coming boundaries" : "Also the past boundaries"}
        </Link>
      </div>
      {boundaries.length === 0 ? (
        <p className="studio-empty">
          Nothing changes in {region} from now on{draft ? " in this draft" : ""}.
        </p>
      ) : null}
      <ol className="studio-schedule">
        {boundaries.map((boundary, index) => {
          const path = boundary.preview.split("?")[0] || "/";
          return (
            <li key={`${boundary.at} ${index}`} className="studio-schedule__item">
              <p className="studio-schedule__when">
                <time dateTime={boundary.at}>{boundary.local}</time>{" "}
                <span className="studio-instant__utc">({boundary.at.slice(0, 16).replace("T", " ")} UTC)</span>
              </p>
              <p className="studio-schedule__what">{boundary.what}</p>
              <p className="studio-schedule__pages">
                {boundary.pages === null
                  ? "Every page of the region"
                  : `${boundary.paths.length} page${boundary.paths.length === 1 ? "" : "s"}`}
                {boundary.paths.length
                  ? `: ${boundary.paths.slice(0, 4).join(", ")}${boundary.paths.length > 4 ? ", …" : ""}`
                  : ""}
              </p>
              <PreviewForm
                csrf={csrf}
                draft={draft}
                path={path}
                at={Date.parse(boundary.at)}
                compact
                label="Preview at this instant"
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

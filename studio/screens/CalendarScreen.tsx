import { Link } from "react-router";
import type { Calendar, CalendarKind } from "../calendar.server";
import { Picker } from "../components/Picker";

const KINDS: Record<CalendarKind, string> = {
  campaign: "Sale",
  launch: "Launch",
  banner: "Text banner",
  menu: "Menu entry",
  unplanned: "Not planned",
  release: "Scheduled publish",
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A year of the site: each sale's edition, launch and scheduled placement as a bar on the year, with when it runs in
 * each region on that region's clock; a recurring sale with no edition for its usual season is marked. Read-only: each
 * row links to the screen that edits it.
 */
export function CalendarScreen({ calendar, years, now }: { calendar: Calendar; years: number[]; now: number }) {
  const [from, to] = calendar.span;
  const position = (instant: number) => Math.min(100, Math.max(0, ((instant - from) / (to - from)) * 100));
  const today = now >= from && now < to ? position(now) : null;
  return (
    <section className="studio-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Calendar</h1>
      <p className="studio-screen__intro">
        Every sale, launch and scheduled banner of a year, in each region on its own clock, and every draft scheduled to
        publish. A recurring sale with no edition for its usual season is marked &quot;Not planned&quot;.
      </p>
      <Picker
        label="Year"
        param="year"
        selected={String(calendar.year)}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
      />
      {calendar.items.length === 0 ? (
        <p className="studio-empty">Nothing is scheduled in {calendar.year}.</p>
      ) : (
        <ol className="studio-calendar" aria-label={`${calendar.year}, in order of start`}>
          <li className="studio-calendar__ruler" aria-hidden="true">
            {MONTHS.map((month) => (
              <span key={month}>{month}</span>
            ))}
          </li>
          {calendar.items.map((item, index) => (
            <li
              key={`${item.kind} ${item.name} ${index}`}
              className={`studio-calendar__item studio-calendar__item--${item.kind}`}
            >
              <div className="studio-calendar__what">
                <span className="studio-calendar__kind">{KINDS[item.kind]}</span>{" "}
                <Link to={item.edit}>{item.name}</Link>
              </div>
              {/* Drawn in SVG: its geometry is attributes, which the studio's style policy allows (no inline styles). */}
              <svg
                className="studio-calendar__track"
                viewBox="0 0 1000 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect
                  className="studio-calendar__bar"
                  x={position(item.start) * 10}
                  y={0}
                  height={10}
                  width={Math.max(6, (position(item.end ?? to) - position(item.start)) * 10)}
                  rx={2}
                />
                {today !== null ? (
                  <rect className="studio-calendar__today" x={today * 10 - 1} y={0} width={2} height={10} />
                ) : null}
              </svg>
              <ul className="studio-calendar__regions">
                {item.regions.map((region) => (
                  <li key={region.code}>
                    <strong>{region.name}:</strong> {region.from}
                    {region.until ? ` – ${region.until}` : ""}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

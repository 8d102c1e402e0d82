import { Link } from "react-router";
import { contentFilesNote, type ContentFilesDraft } from "../content-files";
import type { AuditRow } from "./AuditTable";
import { AuditTable } from "./AuditTable";

/** A recurring sale whose usual season comes with no edition planned (app/rules/editions.ts). */
export interface SeasonToPlan {
  page: string;
  latest: string;
  name: string;
  latestYear: number;
  expected: string;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(iso),
  );

export function Overview({
  member,
  seasons,
  contentFiles = [],
  recent,
}: {
  member: { email: string; role: string };
  seasons: SeasonToPlan[];
  /** Open drafts of a release's content files: a release changed content the published version does not have. */
  contentFiles?: ContentFilesDraft[];
  recent: AuditRow[];
}) {
  return (
    <section className="studio-screen" aria-labelledby="overview-title">
      <h1 id="overview-title">Studio</h1>
      <p className="studio-screen__intro">
        Signed in as <strong>{member.email}</strong>,{" "}
        {member.role === "publisher"
          ? "a publisher: you draft, check, preview and publish."
          : "an editor: you draft, check and preview; a publisher publishes."}
      </p>
      {contentFiles.length ? (
        <>
          <h2>Content files of a release</h2>
          <ul className="studio-seasons">
            {contentFiles.map((offer) => (
              <li key={offer.draft}>
                <Link to={`/studio/prices?draft=${offer.draft}`}>
                  #{offer.draft} {offer.title}
                </Link>
                : {contentFilesNote(offer)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Seasons to plan</h2>
      {seasons.length ? (
        <ul className="studio-seasons">
          {seasons.map((season) => (
            <li key={season.page}>
              <strong>{season.name}</strong> usually opens around {day(season.expected)}, and no edition is planned:{" "}
              <Link to={`/studio/campaigns?campaign=${season.latest}`}>
                make one from {season.name} {season.latestYear}
              </Link>
              .
            </li>
          ))}
        </ul>
      ) : (
        <p>Every recurring sale has an edition for its next season.</p>
      )}
      <h2>Recent activity</h2>
      <AuditTable rows={recent} />
    </section>
  );
}

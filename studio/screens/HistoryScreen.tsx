import { useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { studioCall } from "../client/studio-api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { RevertPublication } from "../components/RevertPublication";
import { StudioTable } from "../components/StudioTable";

export interface VersionRow {
  id: number;
  parentId: number | null;
  createdBy: string;
  createdAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
  note: string;
  current: boolean;
  facts: string[];
  regions: string[];
}

export interface PublicationRow {
  id: number;
  version: number;
  previous: number | null;
  kind: string;
  by: string;
  at: string;
  summary: string;
}

/** A changed value between two versions, in the marketer's words (studio/review-lines.ts). */
export interface DiffRow {
  pointer: string;
  label: string;
  before: string;
  after: string;
  regions: string[] | null;
}

/** What a publication did, in words. */
const DID: Record<string, string> = {
  seed: "Made version",
  publish: "Published version",
  rollback: "Rolled back to version",
  revert: "Reverted, as version",
};

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "");

/** Every version with who and when and what it changed, the diff of any two, and rolling back (publishers). */
export function HistoryScreen({
  versions,
  publications,
  compared,
  diff,
  csrf,
  role,
}: {
  versions: VersionRow[];
  publications: PublicationRow[];
  compared: { a: number; b: number } | null;
  diff: DiffRow[] | null;
  csrf: string;
  role: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const current = versions.find((version) => version.current);
  const done = (result: { ok: boolean; text: string }) => {
    setOutcome(result);
    // Loaded again: the history now has the roll-back or the revert.
    if (result.ok) navigate(location, { replace: true });
  };
  const rollBack = async (version: VersionRow, note: string) => {
    setOutcome(null);
    try {
      await studioCall(csrf, `/versions/${version.id}/rollback`, {
        summary: `Roll back to version ${version.id}`,
        note,
      });
      done({ ok: true, text: `Version ${version.id} is current again.` });
    } catch (error) {
      done({ ok: false, text: (error as Error).message });
    }
    return true;
  };
  const publisher = role === "publisher";
  return (
    <section className="studio-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">History</h1>
      <p className="studio-screen__intro">
        Every version of the content: who published it, when, why, and what it changed. Compare any two; revert one
        publication (its changes undone, later ones kept), or roll back by making an older version current again
        (undoing everything published since). The history keeps both.
      </p>
      {outcome ? (
        <p className={outcome.ok ? "studio-outcome" : "studio-form__error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </p>
      ) : null}
      <Form method="get" className="studio-form__row studio-compare">
        <div className="studio-field">
          <label htmlFor="compare-a">Compare version</label>
          <select id="compare-a" name="a" defaultValue={compared?.a ?? versions[1]?.id ?? versions[0]?.id}>
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                {version.id}
              </option>
            ))}
          </select>
        </div>
        <div className="studio-field">
          <label htmlFor="compare-b">with version</label>
          <select id="compare-b" name="b" defaultValue={compared?.b ?? current?.id}>
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                {version.id}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary button--small">
          Show the differences
        </button>
      </Form>
      {diff && compared ? (
        <>
          <h2>
            From version {compared.a} to version {compared.b}
          </h2>
          {diff.length === 0 ? <p className="studio-empty">They are the same.</p> : null}
          {diff.length ? (
            <StudioTable columns={["Value", "Regions", "Before", "After"]} className="studio-diff studio-review">
              {diff.map((row) => (
                <tr key={row.pointer}>
                  <th scope="row">{row.label}</th>
                  <td data-label="Regions">
                    {row.regions === null ? "all" : row.regions.length ? row.regions.join(", ") : "none"}
                  </td>
                  <td className="studio-diff__before" data-label="Before">
                    {row.before}
                  </td>
                  <td className="studio-diff__after" data-label="After">
                    {row.after}
                  </td>
                </tr>
              ))}
            </StudioTable>
          ) : null}
        </>
      ) : null}
      <h2>Versions</h2>
      <div className="studio-table__scroll">
        <table className="studio-table studio-versions">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Published</th>
              <th scope="col">By</th>
              <th scope="col">What it changed</th>
              <th scope="col">
                <span className="studio-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id} aria-current={version.current ? "true" : undefined}>
                <th scope="row">
                  {version.id}
                  {version.current ? <span className="studio-role">current</span> : null}
                </th>
                <td>{when(version.publishedAt)}</td>
                <td>{version.publishedBy ?? version.createdBy}</td>
                <td className="studio-table__detail">
                  {version.note ? <strong>{version.note}</strong> : null}
                  {version.facts.length ? (
                    <span>
                      {" "}
                      {version.facts.slice(0, 6).join("; ")}
                      {version.facts.length > 6 ? ` and ${version.facts.length - 6} more` : ""}
                      {version.regions.length ? ` (${version.regions.join(", ")})` : ""}
                    </span>
                  ) : null}
                </td>
                <td>
                  {publisher && !version.current ? (
                    <ConfirmDialog
                      trigger={`Roll back to version ${version.id}`}
                      title={`Roll back to version ${version.id}?`}
                      confirm="Roll back"
                      onConfirm={(note) => rollBack(version, note)}
                    >
                      <p>
                        Version {version.id} becomes current again: everything published after it is undone for shoppers
                        (to undo one publication only, revert it below). The note is kept in History.
                      </p>
                    </ConfirmDialog>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Publications</h2>
      <StudioTable
        columns={["#", "When", "Who", "What", "Note", <span className="studio-visually-hidden">Actions</span>]}
      >
        {publications.map((publication) => (
          <tr key={publication.id}>
            <th scope="row">{publication.id}</th>
            <td>{when(publication.at)}</td>
            <td>{publication.by}</td>
            <td>
              {DID[publication.kind] ?? publication.kind} {publication.version}
              {publication.previous ? ` (was ${publication.previous})` : ""}
            </td>
            <td>{publication.summary}</td>
            <td>
              {publisher && publication.previous !== null ? (
                <RevertPublication csrf={csrf} publication={publication.id} version={publication.version} done={done} />
              ) : null}
            </td>
          </tr>
        ))}
      </StudioTable>
    </section>
  );
}

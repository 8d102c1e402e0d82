import { Link } from "react-router";
import { ReleaseNote } from "../components/ScheduleRelease";
import { StudioTable } from "../components/StudioTable";
import { contentFilesNote, type ContentFilesDraft } from "../content-files";
import type { DraftChoice } from "../workspace.server";

/** A draft as the list shows it (the workspace's choice of drafts). */
export type DraftListItem = DraftChoice;

const when = (iso: string) => iso.slice(0, 16).replace("T", " ");

/**
 * The open drafts: who changed them last, whether they were submitted (a publisher's list of what to publish); a draft
 * that offers a release's content files says so under its name.
 */
export function DraftsScreen({
  drafts,
  contentFiles = [],
}: {
  drafts: DraftListItem[];
  contentFiles?: Pick<ContentFilesDraft, "draft" | "release" | "files">[];
}) {
  return (
    <section className="studio-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Drafts</h1>
      <p className="studio-screen__intro">
        A draft is the published content plus its changes. Editors submit a draft whose checks pass; publishers publish
        it. Open one to change, check, preview, submit or publish it.
      </p>
      {drafts.length === 0 ? <p className="studio-empty">No open drafts. Start one on any content screen.</p> : null}
      {drafts.length ? (
        <StudioTable columns={["Draft", "Last change", "Submitted", "Scheduled"]}>
          {drafts.map((draft) => (
            <tr key={draft.id}>
              <th scope="row">
                <Link to={`/studio/prices?draft=${draft.id}`}>
                  #{draft.id} {draft.title}
                </Link>
                {contentFiles
                  .filter((offer) => offer.draft === draft.id)
                  .map((offer) => (
                    <p key="files" className="studio-table__detail">
                      {contentFilesNote(offer)}
                    </p>
                  ))}
              </th>
              <td>
                {draft.updatedBy}, {draft.updatedAt.slice(0, 16).replace("T", " ")} UTC
              </td>
              <td>
                {draft.submitted?.withdrawn
                  ? `Withdrawn: ${draft.submitted.withdrawn.by} changed it at ${when(draft.submitted.withdrawn.at)} UTC, after ${draft.submitted.by} submitted it. It must be submitted again.`
                  : draft.submitted
                    ? `by ${draft.submitted.by}, ${draft.submitted.at.slice(0, 16).replace("T", " ")} UTC${draft.submitted.note ? `: ${draft.submitted.note}` : ""}`
                    : "not yet"}
              </td>
              <td>
                <ReleaseNote release={draft.release ?? null} />
              </td>
            </tr>
          ))}
        </StudioTable>
      ) : null}
    </section>
  );
}

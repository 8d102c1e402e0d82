import { useState } from "react";
import { StudioCallError, studioCall } from "../client/studio-api";
import { ConfirmDialog } from "./ConfirmDialog";

interface RevertConflict {
  pointer: string;
  label: string;
  shown: { before: string; published: string; now: string };
}

/**
 * "Revert" on one publication: its changes undone as a new version, with a note. When a later publish changed one of
 * its values again, the server refuses and names each; the dialog then shows them (before it, what it set, now) and
 * offers to revert the others, keeping those as they are now.
 */
export function RevertPublication({
  csrf,
  publication,
  version,
  done,
}: {
  csrf: string;
  publication: number;
  version: number;
  /** Called with what happened (the screen says it and loads the history again). */
  done: (outcome: { ok: boolean; text: string }) => void;
}) {
  const [conflicts, setConflicts] = useState<RevertConflict[] | null>(null);
  return (
    <ConfirmDialog
      trigger={`Revert publication ${publication}`}
      title={`Revert publication ${publication} (version ${version})?`}
      confirm={conflicts ? "Revert the others, keep these" : "Revert"}
      onConfirm={async (note) => {
        try {
          const keep = conflicts?.map((conflict) => conflict.pointer) ?? [];
          const result = await studioCall<{ version: number }>(csrf, `/publications/${publication}/revert`, {
            note,
            keep,
          });
          setConflicts(null);
          done({ ok: true, text: `Publication ${publication} reverted: version ${result.version} is current.` });
          return true;
        } catch (error) {
          const found =
            error instanceof StudioCallError ? (error.body.conflicts as RevertConflict[] | undefined) : null;
          if (found?.length) {
            setConflicts(found);
            return false;
          }
          done({ ok: false, text: (error as Error).message });
          return true;
        }
      }}
    >
      <p>
        Its changes are undone on the current content, as a new version; later publications stay. The note is kept with
        it in History.
      </p>
      {conflicts ? (
        <div role="alert">
          <p className="studio-check--fail">
            A later publish changed {conflicts.length === 1 ? "this value" : "these values"} again. Reverting the others
            keeps {conflicts.length === 1 ? "it" : "them"} as {conflicts.length === 1 ? "it is" : "they are"} now.
          </p>
          <table className="studio-conflict__values">
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Before it</th>
                <th scope="col">It set</th>
                <th scope="col">Now</th>
              </tr>
            </thead>
            <tbody>
              {conflicts.map((conflict) => (
                <tr key={conflict.pointer}>
                  <th scope="row">{conflict.label}</th>
                  <td>{conflict.shown.before}</td>
                  <td>{conflict.shown.published}</td>
                  <td>{conflict.shown.now}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

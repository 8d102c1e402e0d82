import { Fragment, type ReactNode } from "react";
import { useDraftEditor, type CheckResult, type DraftEditor } from "../client/draft-editor";
import type { Workspace as WorkspaceData } from "../workspace.server";
import { DraftBar } from "./DraftBar";
import { useFrame } from "./frame";
import { OvertakenDraft } from "./OvertakenDraft";

/** A screen that works on a draft: the draft bar, and the screen's forms saved and checked as the editor types. */
export function Workspace({
  workspace,
  preview,
  children,
}: {
  workspace: WorkspaceData;
  /** The page a preview opens first, and at which instant (epoch ms). */
  preview: { path: string; at: number };
  children: (editor: DraftEditor, editable: boolean) => ReactNode;
}) {
  const { csrf, member } = useFrame();
  const editor = useDraftEditor(workspace.draft, workspace.check as CheckResult | null, csrf);
  return (
    <>
      <DraftBar
        csrf={csrf}
        role={member.role}
        drafts={workspace.drafts}
        draft={workspace.draft}
        editor={editor}
        preview={preview}
      />
      {/* The forms start again from the draft whenever the page loads another revision of it while nothing typed waits
      to be saved (the editor's formsRevision): a value on screen is the draft's, or typed and not yet saved (the draft
      bar says which), never wiped by a reload. */}
      {workspace.rebased !== null ? (
        <p className="studio-outcome" role="status">
          Changes published since this draft began now show in it; its own changes are kept.
        </p>
      ) : null}
      {workspace.draft && workspace.overtaken ? (
        <OvertakenDraft csrf={csrf} draft={workspace.draft.id} conflicts={workspace.overtaken.conflicts} />
      ) : (
        <Fragment key={`${workspace.draft?.id ?? ""}:${workspace.draft ? editor.formsRevision : ""}`}>
          {children(editor, workspace.draft !== null)}
        </Fragment>
      )}
    </>
  );
}

import { useState } from "react";
import { Form, Link, useLocation, useNavigate, useRevalidator } from "react-router";
import type { DraftEditor, SaveConflict } from "../client/draft-editor";
import { StudioCallError, studioCall } from "../client/studio-api";
import { differingValues, fieldLabel, shownValue } from "../field-label";
import type { ReleaseView } from "../releases.server";
import { ConfirmDialog } from "./ConfirmDialog";
import { PreviewForm } from "./PreviewForm";
import { ReviewList } from "./ReviewList";
import { ReleaseNote, ScheduleRelease } from "./ScheduleRelease";

export interface DraftBarProps {
  csrf: string;
  role: string;
  drafts: { id: number; title: string; submitted: { withdrawn: unknown } | null }[];
  draft: {
    id: number;
    title: string;
    submitted: { by: string; at: string; revision: number; withdrawn: { by: string; at: string } | null } | null;
    release?: ReleaseView | null;
  } | null;
  editor: DraftEditor;
  /** The page a preview opens first, and at which instant (epoch ms). */
  preview: { path: string; at: number };
}

/** Which draft a screen edits, how its checks stand, and what can be done with it: preview, submit, publish. */
export function DraftBar({ csrf, role, drafts, draft, editor, preview }: DraftBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const go = (id: number | null) => {
    const params = new URLSearchParams(location.search);
    if (id === null) params.delete("draft");
    else params.set("draft", String(id));
    navigate({ pathname: location.pathname, search: params.toString() ? `?${params}` : "" });
  };
  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      if (!(await editor.flush()))
        throw new Error("Your last changes are not saved: nothing was submitted or published.");
      setOutcome({ ok: true, text: await run() });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof StudioCallError || error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  const check = editor.check;
  const failed = editor.status === "conflict" || editor.status === "error";
  const status =
    editor.status === "pending" || editor.status === "saving"
      ? "Saving and checking…"
      : editor.status === "conflict"
        ? "Not saved: someone else saved this draft."
        : editor.status === "error"
          ? `Not saved: ${editor.message} (retried with the next change)`
          : check
            ? check.ok
              ? `Check passed${check.facts.length ? `: ${check.facts.length} change${check.facts.length === 1 ? "" : "s"} from the published content` : ""}`
              : `${check.issues.length} problem${check.issues.length === 1 ? "" : "s"}: it cannot be published`
            : "";
  const publisher = role === "publisher";
  return (
    <section className="studio-draft-bar" aria-label="Draft">
      <div className="studio-draft-bar__row">
        <div className="studio-field">
          <label htmlFor="draft-choice">Working on</label>
          <select
            id="draft-choice"
            value={draft?.id ?? ""}
            onChange={(event) => go(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">The published content (read-only)</option>
            {drafts.map((option) => (
              <option key={option.id} value={option.id}>
                #{option.id} {option.title}
                {option.submitted
                  ? option.submitted.withdrawn
                    ? " (changed since it was submitted)"
                    : " (submitted)"
                  : ""}
              </option>
            ))}
          </select>
        </div>
        <Form
          className="studio-draft-bar__new"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const title = String(new FormData(form).get("title") ?? "");
            void act(async () => {
              const created = await studioCall<{ id: number }>(csrf, "/drafts", { title });
              form.reset();
              go(created.id);
              return `Draft #${created.id} started`;
            });
          }}
        >
          <div className="studio-field">
            <label htmlFor="draft-title">New draft</label>
            <input id="draft-title" name="title" placeholder="What it changes" maxLength={120} required />
          </div>
          <button type="submit" className="button button--secondary button--small" disabled={busy}>
            Start draft
          </button>
        </Form>
      </div>
      {draft ? (
        <>
          <p
            className={`studio-check ${failed || (check && !check.ok) ? "studio-check--fail" : check?.ok && !editor.unsaved ? "studio-check--pass" : ""}`}
            role="status"
            aria-live="polite"
          >
            {status}
          </p>
          {check?.lines?.length ? (
            <details className="studio-disclosure studio-review__disclosure" open={publisher}>
              <summary>
                What it changes: {check.lines.length + (check.moreLines ?? 0)} value
                {check.lines.length + (check.moreLines ?? 0) === 1 ? "" : "s"}
              </summary>
              <ReviewList lines={check.lines} more={check.moreLines} csrf={csrf} draft={draft.id} now={preview.at} />
            </details>
          ) : null}
          {editor.status === "conflict" ? (
            <ConflictPanel
              conflict={editor.conflict}
              busy={busy}
              takeTheirs={() => {
                editor.takeTheirs();
                void revalidator.revalidate();
              }}
              keepMine={() => {
                setBusy(true);
                void editor.keepMine().then((saved) => {
                  setBusy(false);
                  // The screen shows the draft as saved, the other person's values beside it included.
                  if (saved) void revalidator.revalidate();
                });
              }}
            />
          ) : null}
          {draft.submitted?.withdrawn ? (
            <p className="studio-draft-bar__note studio-check--fail">
              Submission withdrawn: {draft.submitted.withdrawn.by} changed this draft at{" "}
              {draft.submitted.withdrawn.at.slice(0, 16).replace("T", " ")} UTC, after {draft.submitted.by} submitted
              it. It must be submitted again before it can be published.
            </p>
          ) : draft.submitted ? (
            <p className="studio-draft-bar__note">
              Submitted by {draft.submitted.by} at {draft.submitted.at.slice(0, 16).replace("T", " ")} UTC.
            </p>
          ) : null}
          <div className="studio-draft-bar__actions">
            <details className="studio-disclosure">
              <summary>Preview this draft</summary>
              <PreviewForm csrf={csrf} draft={draft.id} path={preview.path} at={preview.at} />
            </details>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy || !check?.ok || editor.unsaved}
              onClick={() =>
                void act(async () => {
                  await studioCall(csrf, `/drafts/${draft.id}/submit`, { note: "" });
                  navigate(location, { replace: true });
                  return "Submitted: a publisher can publish it.";
                })
              }
            >
              Submit for publishing
            </button>
            {publisher ? (
              <ConfirmDialog
                trigger="Publish"
                triggerClassName="button button--primary button--small"
                disabled={busy || !check?.ok || editor.unsaved}
                title={`Publish draft #${draft.id}?`}
                confirm="Publish now"
                onConfirm={(note) => {
                  void act(async () => {
                    const result = await studioCall<{ version: number }>(csrf, `/drafts/${draft.id}/publish`, {
                      summary: draft.title || `Draft ${draft.id}`,
                      revision: editor.revision(),
                      note,
                    });
                    go(null);
                    return `Published as version ${result.version}.`;
                  });
                  return true;
                }}
              >
                <p>
                  “{draft.title || `Draft ${draft.id}`}” goes live for shoppers within seconds: the{" "}
                  {check?.lines?.length ?? 0} change{check?.lines?.length === 1 ? "" : "s"} listed under “What it
                  changes”. The note is kept with the publication in History.
                </p>
              </ConfirmDialog>
            ) : null}
            <ConfirmDialog
              trigger="Discard draft"
              triggerClassName="studio-link-button"
              disabled={busy}
              title={`Discard draft #${draft.id}?`}
              confirm="Discard the draft"
              onConfirm={(note) => {
                void act(async () => {
                  await studioCall(csrf, `/drafts/${draft.id}/discard`, { note });
                  go(null);
                  return "Draft discarded.";
                });
                return true;
              }}
            >
              <p>
                Its changes are dropped and it can no longer be opened; its preview links stop working. The note is kept
                in the audit log.
              </p>
            </ConfirmDialog>
          </div>
          {/* Scheduled releases (their own component): publishers schedule; everyone sees what became of it. */}
          {publisher ? (
            <ScheduleRelease
              csrf={csrf}
              draft={{ id: draft.id, title: draft.title, release: draft.release ?? null }}
              revision={editor.revision}
              disabled={busy || !check?.ok || editor.unsaved}
              preview={preview}
            />
          ) : draft.release ? (
            <p className="studio-draft-bar__note">
              <ReleaseNote release={draft.release} />
            </p>
          ) : null}
        </>
      ) : (
        <p className="studio-draft-bar__note">
          Start a draft (or choose one) to change anything. <Link to="/studio/drafts">All drafts</Link>
        </p>
      )}
      {outcome ? (
        <p className={outcome.ok ? "studio-outcome" : "studio-form__error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A save refused because someone else saved the draft first: each value where their save and this screen differ,
 * side by side, and the choice of one. Nothing is saved, submitted or published until the editor chooses.
 */
function ConflictPanel({
  conflict,
  busy,
  takeTheirs,
  keepMine,
}: {
  conflict: SaveConflict | null;
  busy: boolean;
  takeTheirs: () => void;
  keepMine: () => void;
}) {
  const rows = conflict
    ? conflict.values.flatMap((value) => differingValues(value.path, value.mine, value.theirs))
    : [];
  return (
    <section className="studio-conflict" aria-labelledby="studio-conflict-title">
      <div role="alert">
        <h2 id="studio-conflict-title" className="studio-conflict__title">
          Someone else saved this draft
        </h2>
        <p className="studio-conflict__text">
          {conflict
            ? `${conflict.by} saved it at ${conflict.at.slice(11, 16)} UTC, after you opened it. Your change is not saved.`
            : "It was saved after you opened it. Your change is not saved."}{" "}
          Choose which value to keep; until then nothing can be submitted or published.
        </p>
      </div>
      {rows.length ? (
        <table className="studio-conflict__values">
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col">On your screen (not saved)</th>
              <th scope="col">Saved by {conflict?.by}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.pointer}>
                <th scope="row">{fieldLabel(row.pointer)}</th>
                <td>{shownValue(row.a)}</td>
                <td>{shownValue(row.b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="studio-conflict__actions">
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={takeTheirs}>
          {conflict ? "Take theirs" : "Reload the draft"}
        </button>
        {conflict ? (
          <button type="button" className="button button--secondary button--small" disabled={busy} onClick={keepMine}>
            Keep mine
          </button>
        ) : null}
      </div>
    </section>
  );
}

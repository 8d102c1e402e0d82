import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { isoWithOffset } from "~/rules/zoned-time";
import { StudioCallError, studioCall } from "../client/studio-api";
import type { ReleaseView } from "../releases.server";
import { useStudioRegions } from "../screens/regions";
import { onClock } from "../when";
import { InstantField } from "./InstantField";
import { PreviewForm } from "./PreviewForm";

const utcMinute = (instant: number | string) => new Date(instant).toISOString().slice(0, 16).replace("T", " ") + " UTC";
const HOUR = 3_600_000;

/** What became of a draft's last schedule, as a sentence (the Drafts screen and the draft bar). */
export function releaseNote(release: ReleaseView | null): { text: string; failed: boolean } | null {
  if (!release) return null;
  const at = utcMinute(release.at);
  switch (release.state) {
    case "scheduled":
      return { text: `Scheduled to publish at ${at} by ${release.by}.`, failed: false };
    case "cancelled":
      return { text: `Schedule for ${at} cancelled: ${release.outcome}.`, failed: true };
    case "failed":
      return { text: `Scheduled publish at ${at} failed: ${release.outcome}. Nothing was published.`, failed: true };
    case "unscheduled":
      return { text: `Schedule for ${at} taken back by ${release.endedBy ?? "a publisher"}.`, failed: false };
    case "published":
      return { text: `Published at its scheduled instant, ${at}, as version ${release.version}.`, failed: false };
  }
}

/** The Drafts screen's line about a draft's schedule. */
export function ReleaseNote({ release }: { release: ReleaseView | null }) {
  const note = releaseNote(release);
  if (!note) return <>not scheduled</>;
  return <span className={note.failed ? "studio-check--fail" : undefined}>{note.text}</span>;
}

/**
 * A publisher's "Schedule publish" on a draft: an instant typed in a region's local time (or UTC), shown with the
 * instant it stores to the minute, confirmed in a dialog; the schedule pins the revision on screen, as Publish does.
 * A scheduled draft shows when it publishes, a preview of the site at that instant, and "Unschedule".
 */
export function ScheduleRelease({
  csrf,
  draft,
  revision,
  disabled,
  preview,
}: {
  csrf: string;
  draft: { id: number; title: string; release: ReleaseView | null };
  /** The draft's saved revision on screen (what would publish). */
  revision: () => number;
  /** While the draft cannot be published (unsaved, failing checks, busy). */
  disabled: boolean;
  /** The page a preview opens first. */
  preview: { path: string; at: number };
}) {
  const id = useId();
  const regions = useStudioRegions();
  const zones = [...regions.map((region) => ({ ...region })), { code: "utc", label: "UTC", timeZone: "UTC", home: "" }];
  const [zoneCode, setZoneCode] = useState("utc");
  const zone = zones.find((option) => option.code === zoneCode) ?? zones[zones.length - 1]!;
  const [at, setAt] = useState(() => Math.ceil((preview.at + HOUR) / HOUR) * HOUR);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (confirming && dialog.current && !dialog.current.open) dialog.current.showModal();
    if (!confirming && dialog.current?.open) dialog.current.close();
  }, [confirming]);

  const call = async (
    path: string,
    body: unknown,
    done: (answer: ReleaseView & { unscheduled?: string }) => string,
  ) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await studioCall<ReleaseView & { unscheduled?: string }>(csrf, path, body);
      setOutcome({ ok: true, text: done(answer) });
      void revalidator.revalidate();
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof StudioCallError || error instanceof Error ? error.message : "" });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const release = draft.release;
  const scheduled = release?.state === "scheduled" ? release : null;
  const note = releaseNote(release);
  const stored = isoWithOffset(at, zone.timeZone);
  return (
    <div className="studio-schedule" aria-labelledby={`${id}-title`} role="group">
      <h2 id={`${id}-title`} className="studio-schedule__title">
        Scheduled publish
      </h2>
      {note ? <p className={`studio-draft-bar__note${note.failed ? " studio-check--fail" : ""}`}>{note.text}</p> : null}
      {scheduled ? (
        <div className="studio-schedule__scheduled">
          <p className="studio-draft-bar__note">
            Publishes at <strong>{onClock(scheduled.at, zone.timeZone)}</strong> (stores{" "}
            <code data-instant={scheduled.at}>{scheduled.at.slice(0, 16)}Z</code>), revision {scheduled.revision}. Any
            change to the draft before then cancels it.
          </p>
          <PreviewForm
            csrf={csrf}
            draft={draft.id}
            path={preview.path}
            at={Date.parse(scheduled.at)}
            compact
            label="Preview the site at that instant"
          />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() =>
              void call(
                `/drafts/${draft.id}/unschedule`,
                {},
                (answer) => `Unscheduled: nothing publishes at ${utcMinute(answer.unscheduled ?? scheduled.at)}.`,
              )
            }
          >
            Unschedule
          </button>
        </div>
      ) : null}
      <details className="studio-disclosure">
        <summary>{scheduled ? "Move to another instant" : "Schedule publish"}</summary>
        <form
          className="studio-form studio-schedule__form"
          onSubmit={(event) => {
            event.preventDefault();
            setOutcome(null);
            setConfirming(true);
          }}
        >
          <div className="studio-field">
            <label htmlFor={`${id}-zone`}>Time zone</label>
            <select id={`${id}-zone`} value={zoneCode} onChange={(event) => setZoneCode(event.target.value)}>
              {zones.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code === "utc" ? "UTC" : `${option.label}`}
                </option>
              ))}
            </select>
          </div>
          <InstantField
            key={zone.code}
            label="Publish at"
            timeZone={zone.timeZone}
            zoneLabel={zone.code === "utc" ? "UTC" : zone.label}
            value={at}
            onChange={setAt}
          />
          <button type="submit" className="button button--primary button--small" disabled={disabled || busy}>
            Schedule publish…
          </button>
        </form>
      </details>
      <dialog
        ref={dialog}
        className="studio-dialog"
        aria-labelledby={`${id}-confirm`}
        aria-describedby={`${id}-confirm-text`}
        onClose={() => setConfirming(false)}
      >
        <h2 id={`${id}-confirm`}>Schedule this publish?</h2>
        <p id={`${id}-confirm-text`}>
          Draft #{draft.id} {draft.title} publishes as it is now (revision {revision()}) at{" "}
          <strong>{onClock(at, zone.timeZone)}</strong>, stored as <code>{stored}</code> ({utcMinute(at)}). A change to
          the draft before then cancels the schedule.
        </p>
        <div className="studio-dialog__actions">
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={() =>
              void call(
                `/drafts/${draft.id}/schedule`,
                { at: new Date(at).toISOString(), revision: revision(), summary: draft.title || `Draft ${draft.id}` },
                (answer) => `Scheduled: publishes at ${utcMinute(answer.at)}.`,
              )
            }
          >
            Confirm schedule
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </dialog>
      {outcome ? (
        <p className={outcome.ok ? "studio-outcome" : "studio-form__error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}

import { useId, useState } from "react";
import { isoWithOffset, zonedInstant, zonedLocal } from "~/rules/zoned-time";

/**
 * A date field: edited as the region's local time, showing the instant it stores (ISO-8601 with the zone's
 * offset, and UTC). `name` submits the stored instant; the local time is only how it is typed.
 */
export function InstantField({
  label,
  name,
  timeZone,
  zoneLabel,
  value,
  onChange,
  describedBy,
}: {
  label: string;
  name?: string;
  timeZone: string;
  /** How the zone is named to the editor ("us: America/Los_Angeles"). */
  zoneLabel: string;
  /** The stored instant, epoch ms. */
  value: number;
  onChange?: (instant: number) => void;
  describedBy?: string;
}) {
  const id = useId();
  const [local, setLocal] = useState(() => zonedLocal(value, timeZone));
  const instant = zonedInstant(local, timeZone) ?? value;
  const stored = isoWithOffset(instant, timeZone);
  return (
    <div className="studio-field studio-instant">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={local}
        aria-describedby={`${id}-stored${describedBy ? ` ${describedBy}` : ""}`}
        onChange={(event) => {
          setLocal(event.target.value);
          const next = zonedInstant(event.target.value, timeZone);
          if (next !== null) onChange?.(next);
        }}
      />
      <p id={`${id}-stored`} className="studio-field__hint">
        Local time in {zoneLabel}. Stores <code data-instant={stored}>{stored}</code>{" "}
        <span className="studio-instant__utc">
          ({new Date(instant).toISOString().slice(0, 16).replace("T", " ")} UTC)
        </span>
      </p>
      {name ? <input type="hidden" name={name} value={stored} /> : null}
    </div>
  );
}

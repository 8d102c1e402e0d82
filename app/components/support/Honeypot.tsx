import { HONEYPOT_FIELD } from "~/rules/honeypot";

/**
 * A field only bots fill: out of view, out of the tab order and hidden from screen readers
 * (app/request/page-action.server.ts).
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`field-${HONEYPOT_FIELD}`}>Fax</label>
      <input
        id={`field-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

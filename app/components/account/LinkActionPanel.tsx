import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export type LinkOutcome = "done" | "invalid" | "sent" | "refused";

interface LinkActionPanelProps {
  titleId: string;
  title: string;
  intro: string;
  /** The button that does what the link is for; a plain form, so it works without JavaScript. */
  button: string;
  token: string;
  outcome?: { status: LinkOutcome; message: string } | undefined;
  /** Where to go afterwards (sign in, home). */
  next: { href: string; label: string };
  busy: boolean;
  /** Extra fields (a new password) inside the form. */
  children?: ReactNode;
}

/** The page an emailed link opens: what it does, one button, then the outcome and where to go next. */
export function LinkActionPanel(props: LinkActionPanelProps) {
  const finished = props.outcome?.status === "done" || props.outcome?.status === "sent";
  return (
    <div className="account-page__panel">
      <h1 id={props.titleId}>{props.title}</h1>
      {props.outcome ? (
        <p
          className={`link-outcome link-outcome--${props.outcome.status}`}
          role={finished ? "status" : "alert"}
          data-testid="link-outcome"
        >
          {props.outcome.message}
        </p>
      ) : (
        <p className="account-page__intro">{props.intro}</p>
      )}
      {finished ? (
        <Link className="button button--primary" to={props.next.href}>
          {props.next.label}
        </Link>
      ) : (
        <Form method="post" className="login-form">
          <input type="hidden" name="token" value={props.token} />
          {props.children}
          <div className="login-form__actions">
            <button className="button button--primary" type="submit" disabled={props.busy}>
              {props.button}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

import { useId, useState } from "react";
import type { ApiMessages } from "~/api/envelope";
import { normalizeEmail } from "~/rules/email";
import type { RegionCode } from "~/rules/regions";

interface SubscribeBoxProps {
  title: string;
  describe: string;
  label: string;
  placeholder: string;
  submitBtn: string;
  invalid: string;
  /** The region's API texts; `default` is shown when the server answers without a message of its own. */
  apiMessages: ApiMessages;
  region: RegionCode;
  /** The page path, stored with the subscription. */
  source: string;
  /**
   * The consent line and privacy link shown at the box, and what to do after sending (double opt-in): the only line
   * once sent, since nothing is subscribed before the address is confirmed.
   */
  consent: { consent: string; privacyLink: string; privacyHref: string; pending: string };
}

type State = { status: "idle" | "sending" | "success" } | { status: "invalid" } | { status: "error"; msg: string };

/**
 * Newsletter sign-up (docs/requirements.md, "Newsletter sign-up"): checks the address with the server's rule, then
 * posts it to the subscribe API; idle, invalid, success or error. The campaign pages' box and the pre-order page's (the
 * region's subscribe block). None on the home page or in the footer: the home page's first load is document-only (no
 * React), where a React form would be a dead button. The sign-up is confirmed by mail (double opt-in).
 */
export function SubscribeBox(props: SubscribeBoxProps) {
  const [state, setState] = useState<State>({ status: "idle" });
  const id = useId();
  const messageId = `${id}-message`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = normalizeEmail(new FormData(event.currentTarget).get("email"));
    if (email === null) return setState({ status: "invalid" });
    setState({ status: "sending" });
    let failure: string | null;
    try {
      const { postSubscription } = await import("~/components/subscribe/post-subscription");
      failure = await postSubscription(props.apiMessages, { email, region: props.region, source: props.source });
    } catch {
      // The module could not be loaded (offline, or a deploy replaced it): the region's default error.
      failure = props.apiMessages.default;
    }
    setState(failure === null ? { status: "success" } : { status: "error", msg: failure });
  }

  const message =
    state.status === "invalid"
      ? props.invalid
      : state.status === "error"
        ? state.msg
        : state.status === "success"
          ? props.consent.pending
          : "";

  return (
    <section className="subscribe" aria-labelledby={`${id}-title`} data-testid="subscribe-box">
      <div className="container subscribe__inner">
        <div>
          <h2 id={`${id}-title`} className="subscribe__title">
            {props.title}
          </h2>
          <p className="subscribe__lead">{props.describe}</p>
        </div>
        <form className="subscribe__form" method="post" noValidate onSubmit={onSubmit} data-state={state.status}>
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {props.label}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={props.placeholder}
            aria-invalid={state.status === "invalid" || undefined}
            aria-describedby={messageId}
            onChange={() => state.status === "invalid" && setState({ status: "idle" })}
            readOnly={state.status === "success"}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={state.status === "sending" || state.status === "success"}
          >
            {props.submitBtn}
          </button>
          <p id={messageId} className={`subscribe__message subscribe__message--${state.status}`} role="status">
            {message}
          </p>
          <p className="subscribe__consent">
            {props.consent.consent} <a href={props.consent.privacyHref}>{props.consent.privacyLink}</a>
          </p>
        </form>
      </div>
    </section>
  );
}

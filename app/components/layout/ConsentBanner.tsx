import type { ConsentWords } from "~/content/consent.schema";

interface ConsentBannerProps {
  mode: "opt-in" | "opt-out";
  words: ConsentWords;
  /** The privacy policy's href. */
  privacyHref: string;
}

/**
 * The consent banner and its settings view (client/consent.ts makes them work). Sent hidden: a script shows it where no
 * choice is stored, so without JavaScript there is no banner (and no tracking). Fixed at the foot of the viewport, so
 * showing it moves nothing on the page. Accept and Reject are the same kind of button, side by side.
 */
export function ConsentBanner({ mode, words, privacyHref }: ConsentBannerProps) {
  const optOut = mode === "opt-out" ? words.optOut : undefined;
  return (
    <section className="consent" data-consent-banner hidden aria-label={optOut?.title ?? words.title}>
      {mode === "opt-in" ? (
        <div className="consent__view" data-consent-view="notice">
          <h2 className="consent__title" tabIndex={-1}>
            {words.title}
          </h2>
          <p className="consent__text">
            {words.text} <a href={privacyHref}>{words.privacyPolicy}</a>
          </p>
          <div className="consent__actions">
            <button type="button" className="button consent__choice" data-consent-action="accept">
              {words.accept}
            </button>
            <button type="button" className="button consent__choice" data-consent-action="reject">
              {words.reject}
            </button>
            <button type="button" className="button consent__more" data-consent-action="settings">
              {words.settings}
            </button>
          </div>
        </div>
      ) : null}
      <div className="consent__view" data-consent-view="settings" hidden>
        <h2 className="consent__title" tabIndex={-1}>
          {optOut?.title ?? words.settingsTitle}
        </h2>
        <p className="consent__text">
          {optOut?.text ?? words.settingsText} <a href={privacyHref}>{words.privacyPolicy}</a>
        </p>
        <ul className="consent__purposes">
          <li>
            <input type="checkbox" id="consent-necessary" checked disabled />
            <label htmlFor="consent-necessary">
              <strong>{words.necessary.label}</strong> {words.necessary.text}
            </label>
          </li>
          <li>
            <input type="checkbox" id="consent-analytics" data-consent-analytics />
            <label htmlFor="consent-analytics">
              <strong>{words.analytics.label}</strong> {words.analytics.text}
            </label>
          </li>
        </ul>
        <div className="consent__actions">
          {mode === "opt-in" ? (
            <>
              <button type="button" className="button consent__choice" data-consent-action="accept">
                {words.accept}
              </button>
              <button type="button" className="button consent__choice" data-consent-action="reject">
                {words.reject}
              </button>
            </>
          ) : null}
          <button type="button" className="button consent__more" data-consent-action="save">
            {words.save}
          </button>
        </div>
      </div>
    </section>
  );
}

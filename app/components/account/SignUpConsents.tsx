import type { RefObject } from "react";
import type { SignUpBox } from "~/rules/regions";
import type { LinkedText, SignUpConsentView } from "~/views/sign-up-consent";

/** A text with its {terms} and {privacy} places as links (opened in a new tab, so the form keeps what was typed). */
function Linked({ text, links }: { text: LinkedText; links: SignUpConsentView["links"] }) {
  return text.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={index} href={links[part.link].href} target="_blank" rel="noopener">
        {links[part.link].label}
      </a>
    ),
  );
}

interface SignUpConsentsProps {
  id: string;
  view: SignUpConsentView;
  ticked: ReadonlySet<SignUpBox>;
  /** Boxes shown as missing (after a try to create an account, or as the server named them). */
  missing: ReadonlySet<SignUpBox>;
  onToggle: (box: SignUpBox, ticked: boolean) => void;
  firstMissingRef: RefObject<HTMLInputElement | null>;
}

/** The market's boxes for a new account, each a labelled checkbox whose error is its description. */
export function SignUpConsents({ id, view, ticked, missing, onToggle, firstMissingRef }: SignUpConsentsProps) {
  const firstMissing = view.boxes.find((box) => missing.has(box.name))?.name;
  return (
    <>
      <fieldset className="login-form__consents">
        <legend>{view.legend}</legend>
        {view.boxes.map((box) => {
          const boxId = `${id}-consent-${box.name}`;
          const error = missing.has(box.name) ? box.missing : null;
          const describedBy = [box.details ? `${boxId}-details` : null, error ? `${boxId}-error` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <div key={box.name} className={`login-form__consent${error ? " login-form__consent--invalid" : ""}`}>
              <input
                ref={box.name === firstMissing ? firstMissingRef : undefined}
                type="checkbox"
                id={boxId}
                name="consents"
                value={box.name}
                checked={ticked.has(box.name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={(event) => onToggle(box.name, event.target.checked)}
              />
              <label htmlFor={boxId}>
                <Linked text={box.label} links={view.links} />
              </label>
              {box.details ? (
                <p className="login-form__hint" id={`${boxId}-details`}>
                  {box.details}
                </p>
              ) : null}
              {error ? (
                <p className="login-form__error" id={`${boxId}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {view.notice ? (
        <p className="login-form__hint login-form__notice">
          <Linked text={view.notice} links={view.links} />
        </p>
      ) : null}
    </>
  );
}

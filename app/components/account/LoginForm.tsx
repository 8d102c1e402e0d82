import { useId, useRef, useState, type FormEvent } from "react";
import { SignUpConsents } from "~/components/account/SignUpConsents";
import type { AccountContent } from "~/content/account.schema";
import { validateLogin, type LoginError, type LoginField, type LoginIntent } from "~/rules/login-form";
import type { SignUpBox } from "~/rules/regions";
import type { SignUpConsentView } from "~/views/sign-up-consent";

/**
 * "checkEmail": the sign-up was taken; what happens next is in an email (the same answer for every address).
 * `consentsMissing`: the server refused a sign-up without these boxes of the market.
 */
export type LoginOutcome = "ok" | "rejected" | "network" | "checkEmail" | { consentsMissing: SignUpBox[] };

interface LoginFormProps {
  texts: Pick<AccountContent, "login" | "validation" | "network" | "checkEmail" | "forgotPassword">;
  /** The password reset page. */
  resetHref: string;
  /** The market's boxes for a new account; signing in asks none of them. */
  signUp: SignUpConsentView;
  /** Runs the call; "rejected" means the server said no (its message already popped up). */
  onSubmit: (
    values: { email: string; password: string },
    intent: LoginIntent,
    consents: SignUpBox[],
  ) => Promise<LoginOutcome>;
}

/** One form for both ways in: Sign in (existing account) and Create account (register-or-login). */
export function LoginForm({ texts, resetHref, signUp, onSubmit }: LoginFormProps) {
  const id = useId();
  const [values, setValues] = useState({ email: "", password: "" });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [intentTried, setIntentTried] = useState<LoginIntent>("signIn");
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<SignUpBox>>(new Set());
  const [consentsTried, setConsentsTried] = useState(false);
  const [serverMissing, setServerMissing] = useState<ReadonlySet<SignUpBox>>(new Set());
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const unticked = signUp.boxes.map((box) => box.name).filter((box) => !ticked.has(box));
  const missing = new Set(
    unticked.filter((box) => (consentsTried && intentTried === "create") || serverMissing.has(box)),
  );

  const errors = validateLogin(values, intentTried);
  const visibleError = (field: LoginField): LoginError | undefined => (touched[field] ? errors[field] : undefined);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: LoginIntent = submitter?.value === "create" ? "create" : "signIn";
    setIntentTried(intent);
    setTouched({ email: true, password: true });
    setFormError(null);
    setNotice(null);
    setConsentsTried(intent === "create");
    setServerMissing(new Set());
    const found = validateLogin(values, intent);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    // No consent, no account (the server refuses it too); signing in asks none of the boxes.
    if (intent === "create" && unticked.length > 0) return focusFirstMissing();
    setBusy(true);
    try {
      const email = values.email.trim();
      const outcome = await onSubmit({ email, password: values.password }, intent, [...ticked]);
      if (outcome === "network") setFormError(texts.network);
      if (outcome === "checkEmail") setNotice(texts.checkEmail);
      if (typeof outcome === "object") {
        setServerMissing(new Set(outcome.consentsMissing));
        focusFirstMissing();
      }
    } finally {
      setBusy(false);
    }
  }

  /** After the render that shows the errors: the first missing box, its error read as its description. */
  function focusFirstMissing() {
    requestAnimationFrame(() => consentRef.current?.focus());
  }

  function toggle(box: SignUpBox, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(box);
      else next.delete(box);
      return next;
    });
  }

  const field = (name: LoginField) => {
    const error = visibleError(name);
    const describedBy = [error ? `${id}-${name}-error` : null, name === "password" ? `${id}-password-hint` : null]
      .filter(Boolean)
      .join(" ");
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  };
  const emailError = visibleError("email");
  const passwordError = visibleError("password");

  return (
    <form className="login-form" method="post" noValidate onSubmit={handleSubmit} aria-busy={busy}>
      <div className={`login-form__field${emailError ? " login-form__field--invalid" : ""}`}>
        <label htmlFor={`${id}-email`}>{texts.login.emailLabel}</label>
        <input
          ref={emailRef}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          {...field("email")}
        />
        {emailError ? (
          <p className="login-form__error" id={`${id}-email-error`}>
            {texts.validation[emailError]}
          </p>
        ) : null}
      </div>
      <div className={`login-form__field${passwordError ? " login-form__field--invalid" : ""}`}>
        <label htmlFor={`${id}-password`}>{texts.login.passwordLabel}</label>
        <div className="login-form__password">
          <input
            ref={passwordRef}
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            required
            maxLength={128}
            {...field("password")}
          />
          <button
            type="button"
            className="login-form__reveal"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? texts.login.hidePassword : texts.login.showPassword}
          </button>
        </div>
        {passwordError ? (
          <p className="login-form__error" id={`${id}-password-error`}>
            {texts.validation[passwordError]}
          </p>
        ) : null}
        <p className="login-form__hint" id={`${id}-password-hint`}>
          {texts.login.passwordHint}
        </p>
      </div>
      <SignUpConsents
        id={id}
        view={signUp}
        ticked={ticked}
        missing={missing}
        onToggle={toggle}
        firstMissingRef={consentRef}
      />
      {notice ? (
        <p className="link-outcome link-outcome--sent" role="status">
          {notice}
        </p>
      ) : null}
      {formError ? (
        <p className="login-form__error login-form__error--form" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="login-form__actions">
        <button className="button button--primary" type="submit" name="intent" value="signIn" disabled={busy}>
          {busy && intentTried === "signIn" ? texts.login.busy : texts.login.signIn}
        </button>
        <button className="button button--secondary" type="submit" name="intent" value="create" disabled={busy}>
          {busy && intentTried === "create" ? texts.login.busy : texts.login.createAccount}
        </button>
      </div>
      <p className="login-form__hint">{texts.login.createHint}</p>
      <p className="login-form__hint">
        <a href={resetHref}>{texts.forgotPassword}</a>
      </p>
    </form>
  );
}

import { useId, useState, type FormEvent } from "react";
import type { ApiClient } from "~/api/client";
import { API_PATHS } from "~/api/endpoints";
import { AccountField } from "~/components/account/AccountField";
import type { AccountContent } from "~/content/account.schema";
import { PASSWORD_MIN } from "~/rules/passwords";

interface AccountSecurityProps {
  texts: AccountContent["security"];
  passwordTooShort: string;
  api: ApiClient;
  /** After "sign out everywhere": this device is signed out too. */
  onSignedOutEverywhere: () => void;
}

/** The current password, asked by every change (and by deletion). */
export const CURRENT_PASSWORD = {
  name: "password",
  type: "password",
  autoComplete: "current-password",
  required: true,
  maxLength: 128,
} as const;

type Status = { kind: "idle" | "busy" } | { kind: "done" | "error"; message: string };

function StatusLine({ status }: { status: Status }) {
  if (status.kind === "done")
    return (
      <p className="link-outcome link-outcome--done" role="status">
        {status.message}
      </p>
    );
  if (status.kind === "error")
    return (
      <p className="login-form__error" role="alert">
        {status.message}
      </p>
    );
  return null;
}

/** Change of address (confirmed by a link to the new one), change of password, sign out everywhere. */
export function AccountSecurity({ texts, passwordTooShort, api, onSignedOutEverywhere }: AccountSecurityProps) {
  const id = useId();
  const [emailStatus, setEmailStatus] = useState<Status>({ kind: "idle" });
  const [passwordStatus, setPasswordStatus] = useState<Status>({ kind: "idle" });
  const [signingOut, setSigningOut] = useState(false);

  async function changeEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setEmailStatus({ kind: "busy" });
    try {
      await api.post(API_PATHS.changeEmail, {
        body: {
          new_email: String(fields.get("new_email") ?? "").trim(),
          password: String(fields.get("password") ?? ""),
        },
      });
      form.reset();
      setEmailStatus({ kind: "done", message: texts.changeEmail.sent });
    } catch {
      setEmailStatus({ kind: "idle" }); // the client showed the server's message
    }
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const next = String(fields.get("new_password") ?? "");
    if (next.length < PASSWORD_MIN) return setPasswordStatus({ kind: "error", message: passwordTooShort });
    setPasswordStatus({ kind: "busy" });
    try {
      await api.post(API_PATHS.changePassword, {
        body: { password: String(fields.get("password") ?? ""), new_password: next },
      });
      form.reset();
      setPasswordStatus({ kind: "done", message: texts.changePassword.done });
    } catch {
      setPasswordStatus({ kind: "idle" });
    }
  }

  async function signOutEverywhere() {
    setSigningOut(true);
    await api.post(API_PATHS.revokeAllSessions, { showErrorMessage: false }).catch(() => undefined);
    onSignedOutEverywhere();
  }

  return (
    <section className="account-sections" aria-labelledby={`${id}-security`}>
      <h2 id={`${id}-security`}>{texts.heading}</h2>
      <form className="account-section login-form" method="post" onSubmit={changeEmail} aria-labelledby={`${id}-email`}>
        <h3 id={`${id}-email`}>{texts.changeEmail.heading}</h3>
        <AccountField
          label={texts.changeEmail.newEmailLabel}
          name="new_email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <AccountField label={texts.changeEmail.passwordLabel} {...CURRENT_PASSWORD} />
        <StatusLine status={emailStatus} />
        <button className="button button--secondary" type="submit" disabled={emailStatus.kind === "busy"}>
          {texts.changeEmail.submit}
        </button>
      </form>
      <form
        className="account-section login-form"
        method="post"
        onSubmit={changePassword}
        aria-labelledby={`${id}-password`}
      >
        <h3 id={`${id}-password`}>{texts.changePassword.heading}</h3>
        <AccountField label={texts.changePassword.currentLabel} {...CURRENT_PASSWORD} />
        <AccountField
          label={texts.changePassword.newLabel}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={128}
        />
        <StatusLine status={passwordStatus} />
        <button className="button button--secondary" type="submit" disabled={passwordStatus.kind === "busy"}>
          {texts.changePassword.submit}
        </button>
      </form>
      <div className="account-section" role="group" aria-labelledby={`${id}-everywhere`}>
        <h3 id={`${id}-everywhere`}>{texts.signOutAll.heading}</h3>
        <p>{texts.signOutAll.text}</p>
        <button className="button button--secondary" type="button" onClick={signOutEverywhere} disabled={signingOut}>
          {texts.signOutAll.button}
        </button>
      </div>
    </section>
  );
}

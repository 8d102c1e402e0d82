import { useId, useState, type FormEvent } from "react";
import type { ApiClient } from "~/api/client";
import { API_PATHS } from "~/api/endpoints";
import { AccountField } from "~/components/account/AccountField";
import { CURRENT_PASSWORD } from "~/components/account/AccountSecurity";
import type { AccountContent } from "~/content/account.schema";

interface AccountDataProps {
  texts: AccountContent["data"];
  api: ApiClient;
  /** After the account is deleted: clear the session and leave. */
  onDeleted: () => void;
}

/** The data subject's rights: download everything stored as JSON, delete the account with the password. */
export function AccountData({ texts, api, onDeleted }: AccountDataProps) {
  const id = useId();
  const [exported, setExported] = useState(false);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await api.get<Record<string, unknown>>(API_PATHS.exportData);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "mechaforge-my-data.json";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setExported(true);
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    try {
      await api.post(API_PATHS.deleteAccount, { body: { password } });
      onDeleted();
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="account-sections" aria-labelledby={`${id}-data`}>
      <h2 id={`${id}-data`}>{texts.heading}</h2>
      <div className="account-section">
        <p>{texts.text}</p>
        {exported ? (
          <p className="link-outcome link-outcome--done" role="status">
            {texts.exported}
          </p>
        ) : null}
        <button className="button button--secondary" type="button" onClick={download} disabled={busy}>
          {texts.exportButton}
        </button>
      </div>
      <form
        className="account-section account-section--danger login-form"
        method="post"
        onSubmit={remove}
        aria-labelledby={`${id}-delete`}
      >
        <h3 id={`${id}-delete`}>{texts.deleteHeading}</h3>
        <p>{texts.deleteText}</p>
        <AccountField label={texts.passwordLabel} {...CURRENT_PASSWORD} />
        <button className="button button--danger" type="submit" disabled={busy}>
          {texts.deleteButton}
        </button>
      </form>
    </section>
  );
}

import type { UserInfo } from "~/api/session";
import type { AccountContent } from "~/content/account.schema";

interface AccountProfileProps {
  texts: AccountContent["account"];
  info: UserInfo;
  regionLabel: string;
  memberSince: string;
  justCreated: boolean;
  busy: boolean;
  onLogout: () => void;
}

export function AccountProfile({
  texts,
  info,
  regionLabel,
  memberSince,
  justCreated,
  busy,
  onLogout,
}: AccountProfileProps) {
  return (
    <div className="account-profile">
      {/* One welcome: a new account's, or the returning member's. */}
      {justCreated ? (
        <p className="account-profile__notice" role="status">
          {texts.created}
        </p>
      ) : (
        <p className="account-profile__greeting">{texts.greeting}</p>
      )}
      <section className="account-card" aria-labelledby="account-profile-heading">
        <h2 id="account-profile-heading">{texts.profileHeading}</h2>
        <dl className="account-card__list">
          <div>
            <dt>{texts.emailLabel}</dt>
            <dd>{info.email}</dd>
          </div>
          <div>
            <dt>{texts.regionLabel}</dt>
            <dd>{regionLabel}</dd>
          </div>
          <div>
            <dt>{texts.memberSinceLabel}</dt>
            <dd>
              <time dateTime={info.created_at}>{memberSince}</time>
            </dd>
          </div>
          <div>
            <dt>{texts.userIdLabel}</dt>
            <dd className="account-card__id">{info.user_id}</dd>
          </div>
        </dl>
      </section>
      <button type="button" className="button button--secondary" onClick={onLogout} disabled={busy}>
        {busy ? texts.loggingOut : texts.logout}
      </button>
    </div>
  );
}

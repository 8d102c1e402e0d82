import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { API_PATHS } from "~/api/endpoints";
import { isSignedIn, type UserInfo } from "~/api/session";
import { useApiClient } from "~/api/useApiClient";
import { AccountArt } from "~/components/account/AccountArt";
import { AccountData } from "~/components/account/AccountData";
import { AccountProfile } from "~/components/account/AccountProfile";
import { AccountSecurity } from "~/components/account/AccountSecurity";
import { stylesheets } from "~/components/layout/stylesheet";
import { accountView } from "~/pages/account/account-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import { isRegionCode, regionPath } from "~/rules/regions";
import { unbreakable } from "~/rules/typography";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/account";

export const loader = (args: Route.LoaderArgs) => accountView(requestContent(args.context), loadPage(args));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export const handle = stylesheets(accountStylesHref);

export default function Account({ loaderData }: Route.ComponentProps) {
  const { region, texts, apiMessages, regionLabels, intlLocale } = loaderData;
  const { api, session } = useApiClient(region, apiMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const [info, setInfo] = useState<UserInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const loginPath = regionPath(region, "login");

  // The session lives in localStorage, so the profile is read in the browser: cached first, then fresh from the API.
  useEffect(() => {
    const stored = session.get();
    if (!isSignedIn(stored)) {
      navigate(loginPath, { replace: true });
      return;
    }
    setInfo(stored.userInfo);
    let active = true;
    api
      .get<UserInfo>(API_PATHS.profile)
      .then((fresh) => {
        session.update({ userInfo: fresh });
        if (active) setInfo(fresh);
      })
      .catch(() => undefined); // the client already showed the message or moved to the login page
    return () => {
      active = false;
    };
  }, [api, session, navigate, loginPath]);

  async function logout() {
    setBusy(true);
    await api.post(API_PATHS.logout, { showErrorMessage: false }).catch(() => undefined);
    session.clear();
    navigate(loginPath, { replace: true });
  }

  const memberSince = info
    ? unbreakable(new Intl.DateTimeFormat(intlLocale, { dateStyle: "long" }).format(new Date(info.created_at)))
    : "";
  const regionLabel = info && isRegionCode(info.region) ? regionLabels[info.region] : (info?.region ?? "");
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const leave = (state?: { deleted: boolean }) => {
    session.clear();
    navigate(loginPath, { replace: true, ...(state ? { state } : {}) });
  };

  return (
    <section className={`account-page${info ? " account-page--signed-in" : ""}`} aria-labelledby="account-title">
      <div className="account-page__panel">
        <h1 id="account-title">{texts.account.title}</h1>
        {info ? (
          <AccountProfile
            texts={texts.account}
            info={info}
            regionLabel={regionLabel}
            memberSince={memberSince}
            justCreated={justCreated}
            busy={busy}
            onLogout={logout}
          />
        ) : (
          <p className="account-page__loading" role="status">
            {texts.account.loading}
          </p>
        )}
        {info ? (
          <>
            <AccountSecurity
              texts={texts.security}
              passwordTooShort={texts.validation.passwordTooShort}
              api={api}
              onSignedOutEverywhere={() => leave()}
            />
            <AccountData texts={texts.data} api={api} onDeleted={() => leave({ deleted: true })} />
          </>
        ) : null}
      </div>
      <AccountArt />
    </section>
  );
}

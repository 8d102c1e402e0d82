import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiResponseError, ApiTransportError } from "~/api/client";
import { API_PATHS } from "~/api/endpoints";
import { API_CODES } from "~/api/envelope";
import { isSignedIn, type UserInfo } from "~/api/session";
import { useApiClient } from "~/api/useApiClient";
import { AccountArt } from "~/components/account/AccountArt";
import { LoginForm, type LoginOutcome } from "~/components/account/LoginForm";
import { stylesheets } from "~/components/layout/stylesheet";
import { loginView } from "~/pages/account/account-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import type { LoginIntent } from "~/rules/login-form";
import { seoMeta } from "~/rules/meta";
import { SIGN_UP_BOXES, type SignUpBox } from "~/rules/regions";
import { regionPath } from "~/rules/regions";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/login";

export const loader = (args: Route.LoaderArgs) => loginView(requestContent(args.context), loadPage(args));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export const handle = stylesheets(accountStylesHref);

type LoginResult =
  | { user_id: string; apptoken: string; reftoken: string; created?: boolean }
  /** A sign-up that does not sign in (new, unverified or someone else's address) answers only this. */
  | { check_email: true };

/** The boxes a 4007 answer names ("consents.age" → "age"). */
function consentsNamed(data: unknown): SignUpBox[] {
  const issues = (data as { issues?: { path?: unknown }[] } | null)?.issues ?? [];
  const names = issues.map((issue) => String(issue.path ?? "").replace(/^consents\./, ""));
  return SIGN_UP_BOXES.filter((box) => names.includes(box));
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { region, texts, apiMessages, signUp } = loaderData;
  const { api, session } = useApiClient(region, apiMessages);
  const navigate = useNavigate();
  const deleted = (useLocation().state as { deleted?: boolean } | null)?.deleted === true;
  const accountPath = regionPath(region, "account");

  // Already signed in on this scope: the account screen is where to go.
  useEffect(() => {
    if (isSignedIn(session.get())) navigate(accountPath, { replace: true });
  }, [session, navigate, accountPath]);

  // Store user_id, apptoken and reftoken, then load the profile.
  async function signIn(
    values: { email: string; password: string },
    intent: LoginIntent,
    consents: SignUpBox[],
  ): Promise<LoginOutcome> {
    try {
      const result = await api.post<LoginResult>(intent === "create" ? API_PATHS.registerOrLogin : API_PATHS.signIn, {
        body: intent === "create" ? { ...values, consents } : values,
      });
      if ("check_email" in result) return "checkEmail";
      session.update({ userId: result.user_id, apptoken: result.apptoken, reftoken: result.reftoken, userInfo: null });
      session.update({ userInfo: await api.get<UserInfo>(API_PATHS.profile) });
      navigate(accountPath, { state: { created: result.created === true } });
      return "ok";
    } catch (error) {
      if (error instanceof ApiResponseError && error.code === API_CODES.consentRequired)
        return { consentsMissing: consentsNamed(error.body.data) };
      return error instanceof ApiTransportError ? "network" : "rejected";
    }
  }

  return (
    <section className="account-page" aria-labelledby="login-title">
      <div className="account-page__panel">
        <h1 id="login-title">{texts.login.title}</h1>
        {deleted ? (
          <p className="link-outcome link-outcome--done" role="status">
            {texts.data.deleted}
          </p>
        ) : null}
        <p className="account-page__intro">{texts.login.intro}</p>
        <LoginForm texts={texts} resetHref={regionPath(region, "account/reset")} signUp={signUp} onSubmit={signIn} />
      </div>
      <AccountArt />
    </section>
  );
}

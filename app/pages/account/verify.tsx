import { useNavigation } from "react-router";
import { AccountArt } from "~/components/account/AccountArt";
import { AccountField } from "~/components/account/AccountField";
import { linkPageMeta } from "~/components/account/LinkActionPage";
import { LinkActionPanel } from "~/components/account/LinkActionPanel";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { verifyAccount } from "~/data/accounts.server";
import { verifyView } from "~/pages/account/account-view.server";
import { linkActionContext, linkPageHeaders } from "~/pages/account/email-link.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import { PASSWORD_MIN } from "~/rules/passwords";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/verify";

// /{region}/account/verify?token=…: confirms a new account's address; its opener chooses the account's
// password here, so a password someone else gave at sign-up never becomes the account's (no pre-registration).
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return verifyView(content, loadPage(args), args.url);
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  const account = wordsFor(requestContent(args.context), call.region).account;
  const verified = await verifyAccount(call.db, call.token, String(call.form.get("password") ?? ""), call.now);
  if (verified.ok) return { status: "done" as const, message: account.verify.done };
  if (verified.reason === "weakPassword")
    return { status: "refused" as const, message: account.validation.passwordTooShort };
  return { status: "invalid" as const, message: account.api.linkInvalid };
});

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData?.seo);

export default function VerifyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, signIn, token } = loaderData;
  const navigation = useNavigation();
  const answer = actionData && "status" in actionData ? actionData : undefined;
  const refused = answer?.status === "refused" ? answer.message : null;
  const outcome = answer && answer.status !== "refused" ? answer : undefined;
  return (
    <section className="account-page" aria-labelledby="verify-title">
      <LinkActionPanel
        titleId="verify-title"
        title={texts.title}
        intro={texts.intro}
        button={texts.button}
        token={token}
        outcome={outcome}
        next={signIn}
        busy={navigation.state !== "idle"}
      >
        <AccountField
          label={texts.passwordLabel}
          error={refused}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={128}
        />
      </LinkActionPanel>
      <AccountArt />
    </section>
  );
}

import { useNavigation } from "react-router";
import { noSoonerThan } from "~/api/answer-floor.server";
import { emailSchema } from "~/api/schemas";
import { signInThrottleContext } from "~/api/sign-in-throttle.server";
import { AccountArt } from "~/components/account/AccountArt";
import { AccountField } from "~/components/account/AccountField";
import { linkPageMeta } from "~/components/account/LinkActionPage";
import { LinkActionPanel } from "~/components/account/LinkActionPanel";
import { stylesheets } from "~/components/layout/stylesheet";
import { LINK_LIFETIMES } from "~/content/retention";
import { wordsFor } from "~/content/words";
import { requestPasswordReset, resetPassword } from "~/data/accounts.server";
import { resetView } from "~/pages/account/account-view.server";
import { linkActionContext, linkPageHeaders } from "~/pages/account/email-link.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import { siteSettings } from "~/request/site-settings.server";
import { fillTemplate } from "~/rules/copy-template";
import { PASSWORD_MIN } from "~/rules/passwords";
import { REGIONS } from "~/rules/regions";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/reset";

// /{region}/account/reset: without a token, asks for the address and mails a reset link (the same answer
// for every address); with ?token=…, sets a new password, which signs out every device.
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

const minutes = { minutes: String(LINK_LIFETIMES.resetMinutes) };

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return resetView(content, loadPage(args), args.url);
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  const account = wordsFor(requestContent(args.context), call.region).account;
  if (!call.token) {
    const email = emailSchema.safeParse(call.form.get("email"));
    if (!email.success) return { status: "refused" as const, message: account.validation.emailInvalid };
    // The same time for every address, as the API's call (decision 040).
    await noSoonerThan(siteSettings(args.context).accountCallFloorMs, () =>
      requestPasswordReset(call.db, email.data, call.region, call.now, call.mail()),
    );
    call.wake();
    return { status: "sent" as const, message: fillTemplate(account.reset.sent, minutes) };
  }
  const reset = await resetPassword(call.db, call.token, String(call.form.get("password") ?? ""), call.now);
  if (reset.ok) {
    // A new password through the mailed link: every client's sign-in wait at the account ends (decision 077).
    await args.context.get(signInThrottleContext)?.unlock(REGIONS[call.region].scope, reset.value.email);
    return { status: "done" as const, message: account.reset.done };
  }
  if (reset.reason === "weakPassword")
    return { status: "refused" as const, message: account.validation.passwordTooShort };
  return { status: "invalid" as const, message: account.api.linkInvalid };
});

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData?.seo);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, signIn, token } = loaderData;
  const navigation = useNavigation();
  const answer = actionData && "status" in actionData ? actionData : undefined;
  const refused = answer?.status === "refused" ? answer.message : null;
  const outcome = answer && answer.status !== "refused" ? answer : undefined;
  return (
    <section className="account-page" aria-labelledby="reset-title">
      <LinkActionPanel
        titleId="reset-title"
        title={token ? texts.newTitle : texts.title}
        intro={token ? texts.newIntro : texts.intro}
        button={token ? texts.save : texts.send}
        token={token}
        outcome={outcome}
        next={signIn}
        busy={navigation.state !== "idle"}
      >
        {token ? (
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
        ) : (
          <AccountField
            label={texts.emailLabel}
            error={refused}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
          />
        )}
      </LinkActionPanel>
      <AccountArt />
    </section>
  );
}

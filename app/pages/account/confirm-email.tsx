import { useNavigation } from "react-router";
import type { Route } from "./+types/confirm-email";
import { AccountArt } from "~/components/account/AccountArt";
import { LinkActionPanel } from "~/components/account/LinkActionPanel";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { confirmEmailChange } from "~/data/accounts.server";
import { linkActionContext, linkPageHeaders, linkToken } from "~/pages/account/email-link.server";
import { seoMeta } from "~/rules/meta";
import { regionPath } from "~/rules/regions";
import { pageAction } from "~/server/page-action.server";
import { loadPage } from "~/server/page.server";
import accountStylesHref from "~/styles/account.css?url";

// /{region}/account/confirm-email?token=… (issue 27): the new address confirms a change of address, on a button.
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const words = wordsFor(page.region);
  return {
    seo: page.seo,
    texts: words.account.confirmEmail,
    account: { href: regionPath(page.region, "account"), label: words.account.account.title },
    token: linkToken(args.url),
  };
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  const account = wordsFor(call.region).account;
  return (await confirmEmailChange(call.db, call.token, call.now))
    ? { status: "done" as const, message: account.confirmEmail.done }
    : { status: "invalid" as const, message: account.api.linkInvalid };
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
  // The site's policy is no-referrer, under which a form's Origin is "null" and the action's origin check refuses a
  // post made without JavaScript; same-origin still keeps the token in the URL from every other site.
  { name: "referrer", content: "same-origin" },
];

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, account, token } = loaderData;
  const navigation = useNavigation();
  const outcome = actionData && "status" in actionData && actionData.status !== "refused" ? actionData : undefined;
  return (
    <section className="account-page" aria-labelledby="confirm-email-title">
      <LinkActionPanel
        titleId="confirm-email-title"
        title={texts.title}
        intro={texts.intro}
        button={texts.button}
        token={token}
        outcome={outcome}
        next={account}
        busy={navigation.state !== "idle"}
      />
      <AccountArt />
    </section>
  );
}

import { LinkActionPage, linkPageMeta } from "~/components/account/LinkActionPage";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { confirmEmailChange } from "~/data/accounts.server";
import { confirmEmailView } from "~/pages/account/account-view.server";
import { linkActionContext, linkPageHeaders } from "~/pages/account/email-link.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/confirm-email";

// /{region}/account/confirm-email?token=…: the new address confirms a change of address, on a button.
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return confirmEmailView(content, loadPage(args), args.url);
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  const account = wordsFor(requestContent(args.context), call.region).account;
  return (await confirmEmailChange(call.db, call.token, call.now))
    ? { status: "done" as const, message: account.confirmEmail.done }
    : { status: "invalid" as const, message: account.api.linkInvalid };
});

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData?.seo);

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, next, token } = loaderData;
  return <LinkActionPage titleId="confirm-email-title" texts={texts} token={token} next={next} answer={actionData} />;
}

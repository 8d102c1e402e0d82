import { LinkActionPage, linkPageMeta } from "~/components/account/LinkActionPage";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { confirmSubscription } from "~/data/subscriptions.server";
import { linkActionContext, linkPageHeaders } from "~/pages/account/email-link.server";
import { newsletterView } from "~/pages/newsletter/newsletter-view.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/confirm";

// /{region}/newsletter/confirm?token=…: the double opt-in's second step, on a button (a link scanner's GET
// confirms nothing).
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return newsletterView(content, loadPage(args), args.url, "confirm");
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  const texts = wordsFor(requestContent(args.context), call.region).email.pages.confirm;
  const confirmed = await confirmSubscription(call.db, call.token, call.now, call.mail());
  call.wake(); // the market's notice of the result, when it has one, is committed by now
  return confirmed
    ? { status: "done" as const, message: texts.done }
    : { status: "invalid" as const, message: texts.invalid };
});

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData?.seo);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, home, token } = loaderData;
  return (
    <LinkActionPage titleId="newsletter-confirm-title" texts={texts} token={token} next={home} answer={actionData} />
  );
}

import { LinkActionPage, linkPageMeta } from "~/components/account/LinkActionPage";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { unsubscribe } from "~/data/subscriptions.server";
import { linkActionContext, linkPageHeaders } from "~/pages/account/email-link.server";
import { newsletterView } from "~/pages/newsletter/newsletter-view.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import accountStylesHref from "~/styles/account.css?url";
import type { Route } from "./+types/unsubscribe";

// /{region}/newsletter/unsubscribe?token=…: the visible link opens this page, whose button is a plain form
// (no JavaScript needed); the List-Unsubscribe header names the same URL, where a mail client's RFC 8058 one-click
// POST ("List-Unsubscribe=One-Click", the token in the URL) unsubscribes at once. A GET changes nothing.
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return newsletterView(content, loadPage(args), args.url, "unsubscribe");
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  await unsubscribe(call.db, call.token, call.now);
  // The same answer for every token: unsubscribing twice, or with an old link, is not an error.
  return {
    status: "done" as const,
    message: wordsFor(requestContent(args.context), call.region).email.pages.unsubscribe.done,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData?.seo);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, home, token } = loaderData;
  return (
    <LinkActionPage
      titleId="newsletter-unsubscribe-title"
      texts={texts}
      token={token}
      next={home}
      answer={actionData}
    />
  );
}

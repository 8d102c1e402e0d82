import { useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { AccountArt } from "~/components/account/AccountArt";
import { LinkActionPanel } from "~/components/account/LinkActionPanel";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { unsubscribe } from "~/data/subscriptions.server";
import { linkActionContext, linkPageHeaders, linkToken } from "~/pages/account/email-link.server";
import { seoMeta } from "~/rules/meta";
import { regionPath } from "~/rules/regions";
import { pageAction } from "~/server/page-action.server";
import { loadPage } from "~/server/page.server";
import accountStylesHref from "~/styles/account.css?url";

// /{region}/newsletter/unsubscribe?token=… (issue 27): the visible link opens this page, whose button is a plain form
// (no JavaScript needed); the List-Unsubscribe header names the same URL, where a mail client's RFC 8058 one-click
// POST ("List-Unsubscribe=One-Click", the token in the URL) unsubscribes at once. A GET changes nothing.
export const handle = stylesheets(accountStylesHref);
export const headers = linkPageHeaders;

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return {
    seo: page.seo,
    texts: wordsFor(page.region).email.pages,
    home: regionPath(page.region),
    token: linkToken(args.url),
  };
}

export const action = pageAction(async (args: Route.ActionArgs) => {
  const call = await linkActionContext(args);
  await unsubscribe(call.db, call.token, call.now);
  // The same answer for every token: unsubscribing twice, or with an old link, is not an error.
  return { status: "done" as const, message: wordsFor(call.region).email.pages.unsubscribe.done };
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
  // The site's policy is no-referrer, under which a form's Origin is "null" and the action's origin check refuses a
  // post made without JavaScript; same-origin still keeps the token in the URL from every other site.
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, home, token } = loaderData;
  const navigation = useNavigation();
  const outcome = actionData && "status" in actionData && actionData.status !== "refused" ? actionData : undefined;
  return (
    <section className="account-page" aria-labelledby="newsletter-unsubscribe-title">
      <LinkActionPanel
        titleId="newsletter-unsubscribe-title"
        title={texts.unsubscribe.title}
        intro={texts.unsubscribe.intro}
        button={texts.unsubscribe.button}
        token={token}
        outcome={outcome}
        next={{ href: home, label: texts.home }}
        busy={navigation.state !== "idle"}
      />
      <AccountArt />
    </section>
  );
}

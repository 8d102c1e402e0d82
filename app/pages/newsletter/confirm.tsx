import { useNavigation } from "react-router";
import type { Route } from "./+types/confirm";
import { AccountArt } from "~/components/account/AccountArt";
import { LinkActionPanel } from "~/components/account/LinkActionPanel";
import { stylesheets } from "~/components/layout/stylesheet";
import { wordsFor } from "~/content/words";
import { confirmSubscription } from "~/data/subscriptions.server";
import { linkActionContext, linkPageHeaders, linkToken } from "~/pages/account/email-link.server";
import { seoMeta } from "~/rules/meta";
import { regionPath } from "~/rules/regions";
import { pageAction } from "~/server/page-action.server";
import { loadPage } from "~/server/page.server";
import accountStylesHref from "~/styles/account.css?url";

// /{region}/newsletter/confirm?token=… (issue 27): the double opt-in's second step, on a button (a link scanner's GET
// confirms nothing).
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
  const confirmed = await confirmSubscription(call.db, call.token, call.now);
  const texts = wordsFor(call.region).email.pages.confirm;
  return confirmed
    ? { status: "done" as const, message: texts.done }
    : { status: "invalid" as const, message: texts.invalid };
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
  // The site's policy is no-referrer, under which a form's Origin is "null" and the action's origin check refuses a
  // post made without JavaScript; same-origin still keeps the token in the URL from every other site.
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, home, token } = loaderData;
  const navigation = useNavigation();
  const outcome = actionData && "status" in actionData && actionData.status !== "refused" ? actionData : undefined;
  return (
    <section className="account-page" aria-labelledby="newsletter-confirm-title">
      <LinkActionPanel
        titleId="newsletter-confirm-title"
        title={texts.confirm.title}
        intro={texts.confirm.intro}
        button={texts.confirm.button}
        token={token}
        outcome={outcome}
        next={{ href: home, label: texts.home }}
        busy={navigation.state !== "idle"}
      />
      <AccountArt />
    </section>
  );
}

import { useNavigation } from "react-router";
import { seoMeta } from "~/rules/meta";
import type { PageSeo } from "~/rules/seo";
import { AccountArt } from "./AccountArt";
import { LinkActionPanel, type LinkOutcome } from "./LinkActionPanel";

/** What a link page's action answers: its outcome, or a refusal (rate limit, honeypot, bad input) with a message. */
export type LinkAnswer = { status: LinkOutcome; message: string } | { status: "refused"; message: string };

/**
 * Meta of every page an emailed link opens: not for search engines, and referrer same-origin (the site's policy is
 * no-referrer, under which a form's Origin is "null" and the action's origin check refuses a post made without
 * JavaScript; same-origin still keeps the token in the URL from every other site).
 */
export function linkPageMeta(seo: PageSeo | undefined) {
  return [...seoMeta(seo), { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

interface LinkActionPageProps {
  titleId: string;
  texts: { title: string; intro: string; button: string };
  token: string;
  next: { href: string; label: string };
  answer: unknown;
}

/** A page behind an emailed link: the panel with its one button, beside the account art. */
export function LinkActionPage({ titleId, texts, token, next, answer }: LinkActionPageProps) {
  const navigation = useNavigation();
  const outcome =
    answer && typeof answer === "object" && "status" in answer && (answer as LinkAnswer).status !== "refused"
      ? (answer as { status: LinkOutcome; message: string })
      : undefined;
  return (
    <section className="account-page" aria-labelledby={titleId}>
      <LinkActionPanel
        titleId={titleId}
        title={texts.title}
        intro={texts.intro}
        button={texts.button}
        token={token}
        outcome={outcome}
        next={next}
        busy={navigation.state !== "idle"}
      />
      <AccountArt />
    </section>
  );
}

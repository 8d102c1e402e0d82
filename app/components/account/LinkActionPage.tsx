import { useNavigation } from "react-router";
import { AccountArt } from "~/components/account/AccountArt";
import { LinkActionPanel, type LinkOutcome } from "~/components/account/LinkActionPanel";
import { seoMeta } from "~/rules/meta";
import type { PageSeo } from "~/rules/seo";

/** What a link page's action answers: its outcome, or a refusal (rate limit, honeypot, bad input) with a message. */
export type LinkAnswer = { status: LinkOutcome; message: string } | { status: "refused"; message: string };

/**
 * Meta of every page an emailed link opens: not for search engines, and referrer same-origin (stricter than the
 * site's strict-origin-when-cross-origin: another site learns not even that a link page was open).
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

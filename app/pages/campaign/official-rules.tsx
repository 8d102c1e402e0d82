import { stylesheets } from "~/components/layout/stylesheet";
import { PageIntro } from "~/components/support/PageIntro";
import { ContentLink } from "~/components/ui/ContentLink";
import { officialRulesView } from "~/pages/campaign/official-rules-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/official-rules";

// The official rules of a campaign's prize draw: one page per draw and region, kept after the draw.
export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return officialRulesView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function OfficialRules({ loaderData }: Route.ComponentProps) {
  const { rules, prefix } = loaderData;
  return (
    <article className="support-page" aria-labelledby="rules-title">
      <PageIntro id="rules-title" title={rules.title} intro={rules.intro} />
      <div className="support-body support-body--narrow">
        {rules.sections.map((section, index) => (
          <section key={section.heading} className="info-section" aria-labelledby={`rules-section-${index}`}>
            <h2 id={`rules-section-${index}`}>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {rules.campaign ? (
          <p className="rules-back">
            <ContentLink className="button button--secondary" prefix={prefix} link={rules.campaign.link}>
              {rules.campaign.name}
            </ContentLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

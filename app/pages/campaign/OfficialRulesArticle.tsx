// A prize draw's official rules as the build's rules routes and the route of pages made in the studio render them.
import { PageIntro } from "~/components/support/PageIntro";
import { ContentLink } from "~/components/ui/ContentLink";
import type { OfficialRulesView } from "~/pages/campaign/official-rules-view";

export function OfficialRulesArticle({ view }: { view: OfficialRulesView }) {
  const { rules, prefix } = view;
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

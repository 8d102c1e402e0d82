import { stylesheets } from "~/components/layout/stylesheet";
import { InfoSection } from "~/components/support/InfoSection";
import { PageIntro } from "~/components/support/PageIntro";
import { StoreCta } from "~/components/support/StoreCta";
import { supportView } from "~/pages/support/support-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import { unbreakable } from "~/rules/typography";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/route";

// One module for the text pages (support hub, downloads, policies, contact, about, news): the content decides the page.

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return supportView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { content, ui, prefix, pageKey, intlLocale } = loaderData;
  const titleId = `${pageKey}-title`;
  const withToc = content.updated !== undefined && content.sections.length > 3;
  const formatDate = (isoDate: string) =>
    unbreakable(
      new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${isoDate}T00:00:00Z`),
      ),
    );
  return (
    <article className="support-page" aria-labelledby={titleId} data-page={pageKey}>
      <PageIntro
        id={titleId}
        title={content.title}
        intro={content.intro}
        note={content.updated ? `${ui.updated}: ${formatDate(content.updated)}` : undefined}
      />
      <div className="support-body">
        <div className={withToc ? "info-layout info-layout--toc" : "info-layout"}>
          {withToc ? (
            <nav className="info-toc" aria-labelledby={`${pageKey}-toc`}>
              <h2 id={`${pageKey}-toc`}>{ui.contents}</h2>
              <ol>
                {content.sections.map((section, index) => (
                  <li key={section.heading}>
                    <a href={`#${pageKey}-section-${index}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div>
            {content.sections.map((section, index) => (
              <InfoSection
                key={section.heading}
                id={`${pageKey}-section-${index}`}
                section={section}
                prefix={prefix}
                formatDate={formatDate}
              />
            ))}
          </div>
        </div>
        {content.cta ? <StoreCta prefix={prefix} cta={content.cta} /> : null}
      </div>
    </article>
  );
}

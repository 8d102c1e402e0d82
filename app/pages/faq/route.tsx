import { stylesheets } from "~/components/layout/stylesheet";
import { PageIntro } from "~/components/support/PageIntro";
import { StoreCta } from "~/components/support/StoreCta";
import { Collapse } from "~/components/ui/Collapse";
import { faqView } from "~/pages/faq/faq-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/route";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return faqView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { faq, prefix, jsonLd } = loaderData;
  return (
    <article className="support-page" aria-labelledby="faq-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageIntro id="faq-title" title={faq.title} intro={faq.intro} />
      <div className="support-body support-body--narrow">
        {faq.groups.map((group, groupIndex) => (
          <section key={group.title} className="faq-group" aria-labelledby={`faq-group-${groupIndex}`}>
            <h2 id={`faq-group-${groupIndex}`} className="section-title">
              {group.title}
            </h2>
            <ul className="faq-list">
              {group.items.map((item) => (
                <li key={item.question}>
                  <Collapse className="faq-item" title={item.question}>
                    {item.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </Collapse>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {faq.cta ? <StoreCta prefix={prefix} cta={faq.cta} /> : null}
      </div>
    </article>
  );
}

import { stylesheets } from "~/components/layout/stylesheet";
import { PageIntro } from "~/components/support/PageIntro";
import { StoreCta } from "~/components/support/StoreCta";
import { Collapse } from "~/components/ui/Collapse";
import { SUPPORT } from "~/content/support";
import { loadPage } from "~/request/page.server";
import { jsonLdText } from "~/rules/json-ld-text";
import { seoMeta } from "~/rules/meta";
import { REGIONS } from "~/rules/regions";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/route";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const faq = SUPPORT[page.region].faq;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
      })),
    ),
  };
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, faq, jsonLd: jsonLdText(jsonLd) };
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

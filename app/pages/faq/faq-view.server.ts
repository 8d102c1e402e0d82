// The FAQ page's view: the region's questions in groups, and the same questions as schema.org FAQPage.
import type { ContentDocument } from "~/content/document";
import { supportContent } from "~/content/support";
import type { FaqView } from "~/pages/faq/faq-view";
import type { PageContext } from "~/request/page.server";
import { jsonLdText } from "~/rules/json-ld-text";
import { REGIONS } from "~/rules/regions";

export function faqView(content: ContentDocument, page: PageContext): FaqView {
  const faq = supportContent(content)[page.region].faq;
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

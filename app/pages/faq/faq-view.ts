// What the FAQ page shows (built by faq-view.server.ts).
import type { Faq } from "~/content/support.schema";
import type { PageSeo } from "~/rules/seo";

export interface FaqView {
  seo: PageSeo;
  prefix: string;
  faq: Faq;
  /** The questions and answers as FAQPage JSON-LD, ready for its script element. */
  jsonLd: string;
}

// The newsletter link pages' views: the region's words for the page and the token of the emailed link.
import type { ContentDocument } from "~/content/document";
import { wordsFor } from "~/content/words";
import { linkToken } from "~/pages/account/email-link.server";
import type { NewsletterView } from "~/pages/newsletter/newsletter-view";
import type { PageContext } from "~/request/page.server";
import { regionPath } from "~/rules/regions";

export function newsletterView<Page extends "confirm" | "unsubscribe">(
  content: ContentDocument,
  page: PageContext,
  url: URL,
  which: Page,
): NewsletterView<Page> {
  const pages = wordsFor(content, page.region).email.pages;
  return {
    seo: page.seo,
    texts: pages[which],
    home: { href: regionPath(page.region), label: pages.home },
    token: linkToken(url),
  };
}

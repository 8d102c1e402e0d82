// What the pages behind the newsletter's emailed links show (built by newsletter-view.server.ts).
import type { EmailWords } from "~/content/email.schema";
import type { PageLink } from "~/pages/account/account-view";
import type { PageSeo } from "~/rules/seo";

/** The confirmation (double opt-in) or the unsubscribe page: its words, the way home and the link's token. */
export interface NewsletterView<Page extends "confirm" | "unsubscribe"> {
  seo: PageSeo;
  texts: EmailWords["pages"][Page];
  home: PageLink;
  token: string;
}

// What every newsletter box shows (built by newsletter-consent.server.ts).
import type { ApiMessages } from "~/api/envelope";
import type { RegionCode } from "~/rules/regions";

/** Under the box's field: the consent line, the privacy link and the "check your inbox" line. */
export interface NewsletterConsent {
  consent: string;
  privacyLink: string;
  privacyHref: string;
  pending: string;
}

/** The box's own words: a campaign's, or the region's subscribe block. */
export interface SubscribeWords {
  title: string;
  describe: string;
  label: string;
  placeholder: string;
  submitBtn: string;
}

/** A page's newsletter box: its words, the region's API texts, the page it stores as source and the consent line. */
export interface SubscribeBoxView extends SubscribeWords {
  invalid: string;
  apiMessages: ApiMessages;
  region: RegionCode;
  source: string;
  consent: NewsletterConsent;
}

// What every newsletter box shows under its field: the consent line, the privacy link and the "check your
// inbox" line, with the version of the consent text that the sign-up stores as evidence (a hash of the words shown).
import { createHash } from "node:crypto";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { wordsFor } from "~/content/words";
import { regionPath, type RegionCode } from "~/rules/regions";
import type { NewsletterConsent, SubscribeBoxView, SubscribeWords } from "~/views/newsletter-consent";

export function newsletterConsent(content: ContentDocument, region: RegionCode): NewsletterConsent {
  const box = wordsFor(content, region).email.newsletterBox;
  return {
    consent: box.consent,
    privacyLink: box.privacyLink,
    privacyHref: regionPath(region, "privacy-policy"),
    pending: box.pending,
  };
}

/** A page's newsletter box: the subscription stores the page's path as its source. */
export function subscribeBox(
  content: ContentDocument,
  region: RegionCode,
  pagePath: string,
  words: SubscribeWords,
  invalid: string,
): SubscribeBoxView {
  const { title, describe, label, placeholder, submitBtn } = words;
  return {
    title,
    describe,
    label,
    placeholder,
    submitBtn,
    invalid,
    apiMessages: wordsFor(content, region).site.api,
    region,
    source: regionPath(region, pagePath),
    consent: newsletterConsent(content, region),
  };
}

const versions = derivedMap<RegionCode, string>();

/** "de-1a2b3c4d5e6f": the region and the first 12 hex digits of SHA-256 over the consent line and the link label. */
export function consentVersion(content: ContentDocument, region: RegionCode): string {
  let version = versions(content).get(region);
  if (!version) {
    const { consent, privacyLink } = newsletterConsent(content, region);
    version = `${region}-${createHash("sha256").update(`${consent}\n${privacyLink}`).digest("hex").slice(0, 12)}`;
    versions(content).set(region, version);
  }
  return version;
}

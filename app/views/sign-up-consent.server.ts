// The consents of a new account in a market (decision 343): what the login form shows, and what a sign-up stores to
// prove it later (the policies' dates, the minimum age and a hash of the words shown).
import { createHash } from "node:crypto";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { supportContent } from "~/content/support";
import { wordsFor } from "~/content/words";
import { fillTemplate } from "~/rules/copy-template";
import { REGIONS, regionPath, type RegionCode } from "~/rules/regions";
import type { LinkedText, SignUpConsentView } from "~/views/sign-up-consent";

/** Splits "…{terms}…{privacy}…" into text and link places. */
function linked(text: string): LinkedText {
  return text
    .split(/(\{terms\}|\{privacy\})/)
    .filter(Boolean)
    .map((part) => (part === "{terms}" ? { link: "terms" } : part === "{privacy}" ? { link: "privacy" } : part));
}

export function signUpConsent(content: ContentDocument, region: RegionCode): SignUpConsentView {
  const words = wordsFor(content, region).account.signUp;
  const rule = REGIONS[region].signUp;
  const age = { age: String(rule.minimumAge) };
  const required = (text: string | undefined, what: string) => {
    if (!text) throw new Error(`account.signUp.${what} has no text for ${region}`);
    return fillTemplate(text, age);
  };
  return {
    legend: words.legend,
    boxes: rule.boxes.map((name) => ({
      name,
      label: linked(required(words.boxes[name], `boxes.${name}`)),
      ...(words.details?.[name] ? { details: words.details[name] } : {}),
      missing: required(words.missing[name], `missing.${name}`),
    })),
    notice: rule.notice ? linked(required(words.notice, "notice")) : null,
    links: {
      terms: { href: regionPath(region, "terms-use"), label: words.termsLink },
      privacy: { href: regionPath(region, "privacy-policy"), label: words.privacyLink },
    },
  };
}

export interface SignUpEvidence {
  /** The date (YYYY-MM-DD) of the terms of use and of the privacy policy in force, as their pages show it. */
  termsVersion: string;
  privacyVersion: string;
  minimumAge: number;
  /** "kr-1a2b3c4d5e6f": the region and the first 12 hex digits of SHA-256 over the form's consent words. */
  wordingVersion: string;
}

const evidence = derivedMap<RegionCode, SignUpEvidence>();

export function signUpEvidence(content: ContentDocument, region: RegionCode): SignUpEvidence {
  let found = evidence(content).get(region);
  if (!found) {
    const pages = supportContent(content)[region].pages;
    const view = signUpConsent(content, region);
    const hash = createHash("sha256").update(JSON.stringify(view)).digest("hex").slice(0, 12);
    found = {
      termsVersion: pages["terms-use"]?.updated ?? "",
      privacyVersion: pages["privacy-policy"]?.updated ?? "",
      minimumAge: REGIONS[region].signUp.minimumAge,
      wordingVersion: `${region}-${hash}`,
    };
    evidence(content).set(region, found);
  }
  return found;
}

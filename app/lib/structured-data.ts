// schema.org JSON-LD builders (spec §3 Structured data).
import { organization } from "~/content/organization";
import { regionPath, type RegionCode } from "./regions";

export function organizationJsonLd(origin: string, region: RegionCode, socialLinks: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: organization.name,
    legalName: organization.legalName,
    url: new URL(regionPath(region), origin).href,
    logo: new URL(organization.logoPath, origin).href,
    sameAs: socialLinks,
    subOrganization: {
      "@type": "Organization",
      name: organization.supportName,
      url: new URL(regionPath(region, "support"), origin).href,
    },
    contactPoint: organization.contactPoints.map((point) => ({
      "@type": "ContactPoint",
      contactType: "customer support",
      areaServed: point.areaServed,
      email: point.email,
      telephone: point.telephone,
      availableLanguage: [...point.availableLanguage],
    })),
  };
}

/** Serialises JSON-LD for a <script> element, escaping "<" so content can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

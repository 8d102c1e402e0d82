// schema.org JSON-LD builders (docs/requirements.md, "Structured data"). Search engines compare structured data with
// the page, so a product's JSON-LD states what the page shows: the shown price (the early-bird price during the early
// bird) and an `availability` that follows the button (InStock, PreOrder, OutOfStock, SoldOut; OutOfStock while a
// pre-order is upcoming, as schema.org has no "coming soon"). `jsonLdText` has its own module (json-ld-text.ts) so the
// shell chunk does not pull every entity's legal facts.
import type { Organization } from "~/content/organization";
import { regionPath, type RegionCode } from "~/rules/regions";

export function organizationJsonLd(
  organization: Organization,
  origin: string,
  region: RegionCode,
  socialLinks: string[],
) {
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

export interface ProductJsonLdInput {
  name: string;
  description: string;
  /** The product page's canonical URL. */
  url: string;
  /** Absolute image URL. */
  image: string;
  brand: string;
  manufacturer: string;
  /** The price the page shows, in `currency`. */
  price: number;
  currency: string;
  /** The regional shop's product page. */
  buyUrl: string;
  availability: "InStock" | "PreOrder" | "OutOfStock" | "SoldOut";
}

/** schema.org Product with its offer and buy action. */
export function productJsonLd(input: ProductJsonLdInput) {
  const seller = { "@type": "Organization", name: input.brand };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    brand: { "@type": "Brand", name: input.brand },
    manufacturer: { "@type": "Organization", name: input.manufacturer },
    offers: {
      "@type": "Offer",
      price: input.price,
      priceCurrency: input.currency,
      availability: `https://schema.org/${input.availability}`,
      url: input.buyUrl,
      image: input.image,
      seller,
    },
    potentialAction: { "@type": "BuyAction", target: input.buyUrl, seller },
  };
}

// Company-wide facts for the Organization structured data (docs/requirements.md, "Structured data"): same in every
// region. The contact points are the regional entities' (legal.ts).
// The spec names no company, but copyright lines, structured data, legal pages and mail need one: the brand
// "Mechaforge" is ours. It is written here and in each entity's legal facts (legal.ts), and the words bundles refer to
// them, so renaming the company is a content change, no code.
import type { ContentDocument } from "~/content/document";
import { derived } from "~/content/memo";

function build(content: ContentDocument) {
  const entities = content.legal.facts.entities;
  const contact = (entity: keyof typeof entities) => ({
    email: entities[entity].email,
    telephone: entities[entity].phone.tel,
  });
  return {
    name: "Mechaforge",
    legalName: "Mechaforge Robotics Co., Ltd.",
    logoPath: "/brand/logo.svg",
    supportName: "Mechaforge Customer Support",
    contactPoints: [
      { areaServed: "US", ...contact("us"), availableLanguage: ["English"] },
      { areaServed: "GB", ...contact("uk"), availableLanguage: ["English"] },
      { areaServed: "EU", ...contact("eu"), availableLanguage: ["English", "French", "German"] },
      { areaServed: "CN", ...contact("cn"), availableLanguage: ["Chinese"] },
    ],
  };
}

export type Organization = ReturnType<typeof build>;

/** The organization of a content document (its contact points are the legal entities'). */
export const organization = derived(build);

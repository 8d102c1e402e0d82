// Company-wide facts for the Organization structured data (docs/requirements.md, "Structured data"): same in every
// region. The contact points are the regional entities' (legal.ts).
import LEGAL from "~/content/legal";
import { derived, live } from "~/content/live";

const contact = (entity: keyof typeof LEGAL.entities) => ({
  email: LEGAL.entities[entity].email,
  telephone: LEGAL.entities[entity].phone.tel,
});

const build = () => ({
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
});

/** The organization of the content being rendered (its contact points are the legal entities'). */
export const organization: ReturnType<typeof build> = live(derived(build));

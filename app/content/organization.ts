// Company-wide facts for the Organization structured data (spec §3): same in every region.
export const organization = {
  name: "Mechaforge",
  legalName: "Mechaforge Robotics Co., Ltd.",
  logoPath: "/brand/logo.svg",
  supportName: "Mechaforge Customer Support",
  contactPoints: [
    {
      areaServed: "US",
      email: "support-us@mechaforge.com",
      telephone: "+1-949-555-0142",
      availableLanguage: ["English"],
    },
    {
      areaServed: "GB",
      email: "support-uk@mechaforge.com",
      telephone: "+44-20-7946-0321",
      availableLanguage: ["English"],
    },
    {
      areaServed: "EU",
      email: "support-eu@mechaforge.com",
      telephone: "+31-20-555-0199",
      availableLanguage: ["English", "French", "German"],
    },
    { areaServed: "CN", email: "service@mechaforge.cn", telephone: "+86-400-800-0123", availableLanguage: ["Chinese"] },
  ],
} as const;

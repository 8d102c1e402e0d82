// A running campaign as the home page presents it (chosen by home-placement.server.ts).
export interface HomeCampaign {
  placement: "hero" | "banner";
  /** The campaign's name ("Black Friday"), its current banner's title, discount and line, and its art. */
  name: string;
  title: string;
  discount: string;
  describe: string;
  art: { wide: string; tall: string; alt: string };
  /** "Shop Black Friday", to the campaign's page. */
  cta: { label: string; link: string };
}

// A prize draw's official rules and its teaser on the campaign page (built by draw-rules.server.ts).
export interface DrawRules {
  title: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
  /** The campaign page, for the way back while it is open. */
  campaign: { name: string; link: string } | null;
}

/** What the draw's section on the campaign page adds: the summary and the link to the rules. */
export interface DrawRulesTeaser {
  summary: string;
  label: string;
  link: string;
}

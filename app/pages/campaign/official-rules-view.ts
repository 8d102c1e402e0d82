// What a prize draw's official rules page shows (built by official-rules-view.server.ts).
import type { PageSeo } from "~/rules/seo";
import type { DrawRules } from "~/views/draw-rules";

export interface OfficialRulesView {
  seo: PageSeo;
  prefix: string;
  rules: DrawRules;
}

// `npm run content:check`, the rules: every content file against its schema, every cross-reference (pages, products,
// prices, words for what each region shows), every placeholder filled, no date retyped as text where the schedule
// knows it, no copy that ages against its facts (a "New" that can not end, a typed copyright year), and the markets'
// legal facts. Pure over a ContentSet, so tests can plant a mistake and see the message that
// names it. One file per area of the content; the drift checks (two pages showing one product differently at some
// instant) observe the pages' views: app/views/drift.server.ts.
// The same rules check any document, a studio draft included as staff type, so they stay fast (a draft's whole check
// takes about 0.6 s of CPU; it took 2.5 s): campaign copy and draw-rule values are computed once per document, the
// drift check builds each product's card once per region and instant and runs only in the regions a draft's changes
// concern, and the product-name check searches all texts once before looking for a field.
import type { CampaignFacts } from "~/content/campaign.schema";
import type { ProductId } from "~/content/catalogue.schema";
import { checkBounds } from "~/content/checks/bounds";
import { checkCampaigns } from "~/content/checks/campaigns";
import { checkCatalogue } from "~/content/checks/catalogue";
import { checkEcoParticipation } from "~/content/checks/eco-participation";
import { checkFreshness } from "~/content/checks/freshness";
import type { CheckInput, ContentIssue } from "~/content/checks/issues";
import { checkDrawRules, checkLegal, checkMarketCopy, checkProductNames } from "~/content/checks/markets";
import { checkPlacements } from "~/content/checks/placements";
import { checkProductNotices } from "~/content/checks/product-notice";
import { checkSchemas } from "~/content/checks/schemas";
import { checkWords } from "~/content/checks/words";
import type { ContentDocument, ContentSet } from "~/content/document";
import { mergeWords } from "~/content/words/overrides";
import { REGION_WORDS } from "~/content/words/regions";
import type { Words } from "~/content/words/words.schema";
import type { RegionCode } from "~/rules/regions";

export { checkSchemas };
export {
  closest,
  dateLiterals,
  describeIssue,
  formatIssue,
  formatIssues,
  type ContentIssue,
} from "~/content/checks/issues";
/** Everything content:check reads: a content document not checked yet (app/content/document.ts). */
export type { ContentSet };

/** Checks one content set; an empty list means it is consistent. */
export function checkContent(content: ContentSet): ContentIssue[] {
  const { issues, bundles, overrides } = checkSchemas(content);
  // Parts the site does not have, oversize texts, an oversize document (bounds.ts).
  issues.unshift(...checkBounds(content));
  if (issues.length) return issues; // cross-references need well-formed content
  // Well-formed: the rules and the page table read it as the document it now is.
  const document = content as unknown as ContentDocument;
  const input: CheckInput = {
    set: content,
    document,
    bundles,
    overrides,
    regionWords: (region: RegionCode): Words => {
      const { bundle, overrides: ids } = REGION_WORDS[region];
      return ids.reduce((sum, id) => mergeWords<Words>(sum, overrides[id]), bundles[bundle]!);
    },
    bundleFile: (region: RegionCode) => `words/${REGION_WORDS[region].bundle}.json`,
    priced: (id: ProductId, region: RegionCode) => content.prices[id]?.[region] !== undefined,
  };
  const campaigns = content.campaigns as Record<string, CampaignFacts>;
  issues.push(...checkCatalogue(input));
  issues.push(...checkPlacements(input));
  issues.push(...checkWords(input));
  issues.push(...checkCampaigns(input));
  issues.push(...checkFreshness(input));
  // The markets (markets.ts): legal facts and notices.
  issues.push(...checkLegal(document, content.legal.facts, new Set(content.legal.samples), input.regionWords));
  issues.push(...checkDrawRules(campaigns, content.legal.facts, input.regionWords));
  issues.push(...checkMarketCopy(campaigns, input.regionWords));
  issues.push(...checkProductNames(input.regionWords));
  issues.push(...checkProductNotices(input));
  issues.push(...checkEcoParticipation(input));
  return issues;
}

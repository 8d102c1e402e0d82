// Where the home page points to a running campaign (its `placements.home`): the hero, or a banner above the hero. Of
// two campaigns running at once, the one of higher priority (then the one listed first) takes the place.
import type { ContentDocument } from "~/content/document";
import { pageDef, pageExists } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { campaignState } from "~/rules/campaign";
import { fillTemplate } from "~/rules/copy-template";
import type { RegionCode } from "~/rules/regions";
import { campaignBanner, campaignWords } from "~/views/campaign.server";
import type { HomeCampaign } from "~/views/home-placement";

/** The campaign the region's home page presents at `now`, or null while none placed there runs. */
export function homeCampaign(content: ContentDocument, region: RegionCode, now: Date): HomeCampaign | null {
  let best: { campaign: string; priority: number; placement: "hero" | "banner" } | null = null;
  for (const [campaign, facts] of Object.entries(content.campaigns)) {
    const schedule = facts.schedules[region];
    const placement = facts.placements?.home;
    if (!schedule || !placement || !pageExists(content, facts.page, region)) continue;
    if (campaignState(schedule, now) !== "open" || !wordsFor(content, region).campaigns?.[campaign]) continue;
    const priority = facts.placements?.priority ?? 0;
    if (!best || priority > best.priority) best = { campaign, priority, placement };
  }
  if (!best) return null;
  const facts = content.campaigns[best.campaign]!;
  const words = campaignWords(content, region, best.campaign);
  const { view } = campaignBanner(content, region, best.campaign, now);
  return {
    placement: best.placement,
    name: words.name,
    title: view.title,
    discount: view.discount,
    describe: view.discountDescribe,
    art: { ...view.background, alt: view.bgAlt },
    cta: {
      label: fillTemplate(wordsFor(content, region).campaigns!.shopProduct, { name: words.name }),
      link: pageDef(content, facts.page).path,
    },
  };
}

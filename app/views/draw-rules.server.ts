// A prize draw's official rules in a region: the language's rules (campaigns.drawRules) filled from the campaign's
// schedule and prizes and from the organiser's legal facts (the region's entity, legal.ts).
import { DRAW_RULES_SECTIONS } from "~/content/campaign.schema";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { pageDef, type PageKey, drawRulesPages } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { campaignCopyValues, campaignWindow } from "~/rules/campaign";
import { fillTemplate } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { isOpen } from "~/rules/schedule";
import type { DrawRules, DrawRulesTeaser } from "~/views/draw-rules";
import { regionLegalValues } from "~/views/legal.server";

/** The rules page of an edition's draw, if the edition has one. */
export function drawRulesPage(content: ContentDocument, campaign: string): PageKey | undefined {
  return Object.entries(drawRulesPages(content)).find(([, page]) => page.editions.includes(campaign))?.[0];
}

const valuesCache = derivedMap<string, Record<string, string> | null>();

/**
 * Every value the rules name, in the region's language and money (once per content document: filling the campaign's
 * dates formats them in several time zones, and every campaign page's draw teaser asks).
 */
export function drawRulesValues(
  content: ContentDocument,
  region: RegionCode,
  campaign: string,
): Record<string, string> | null {
  const key = `${region} ${campaign}`;
  const cache = valuesCache(content);
  let values = cache.get(key);
  if (values === undefined) {
    values = computeDrawRulesValues(content, region, campaign);
    cache.set(key, values);
  }
  return values;
}

function computeDrawRulesValues(
  content: ContentDocument,
  region: RegionCode,
  campaign: string,
): Record<string, string> | null {
  const facts = content.campaigns[campaign];
  const schedule = facts?.schedules[region];
  const words = wordsFor(content, region).campaigns?.[campaign];
  const value = facts?.luckyDraw?.prizeValue[region];
  if (!facts?.luckyDraw || !schedule || !words?.luckyDraw || value === undefined) return null;
  const number = new Intl.NumberFormat(REGIONS[region].intlLocale);
  return {
    ...campaignCopyValues(schedule, facts, region),
    ...regionLegalValues(content, region),
    campaign: words.name,
    draw: words.luckyDraw.title,
    prizes: number.format(facts.luckyDraw.prizes),
    prizeValue: formatPrice(region, value),
    totalValue: formatPrice(region, value * facts.luckyDraw.prizes),
  };
}

export function drawRules(content: ContentDocument, region: RegionCode, campaign: string, now: Date): DrawRules | null {
  const rules = wordsFor(content, region).campaigns?.drawRules;
  const values = drawRulesValues(content, region, campaign);
  if (!rules || !values) return null;
  const fill = (text: string) => fillTemplate(text, values);
  return {
    title: fill(rules.title),
    intro: rules.intro.map(fill),
    sections: DRAW_RULES_SECTIONS.map((key) => ({
      heading: fill(rules[key].heading),
      paragraphs: rules[key].paragraphs.map(fill),
    })),
    campaign: isOpen(campaignWindow(content.campaigns[campaign]!.schedules[region]!), now)
      ? { name: values.campaign!, link: pageDef(content, content.campaigns[campaign]!.page).path }
      : null,
  };
}

/** The rules page's title, description and keywords (site.pages holds none for these pages). */
export function drawRulesSeo(
  content: ContentDocument,
  region: RegionCode,
  campaign: string,
): { title: string; description: string; keywords: string } | null {
  const rules = wordsFor(content, region).campaigns?.drawRules;
  const values = drawRulesValues(content, region, campaign);
  if (!rules || !values) return null;
  return {
    title: `${fillTemplate(rules.title, values)} | Mechaforge`,
    description: fillTemplate(rules.summary, values),
    keywords: values.draw!,
  };
}

/** What the draw's section on the campaign page adds: the summary and the link to the rules. */
export function drawRulesTeaser(
  content: ContentDocument,
  region: RegionCode,
  campaign: string,
): DrawRulesTeaser | null {
  const rules = wordsFor(content, region).campaigns?.drawRules;
  const values = drawRulesValues(content, region, campaign);
  const page = drawRulesPage(content, campaign);
  if (!rules || !values || !page) return null;
  return { summary: fillTemplate(rules.summary, values), label: rules.link, link: pageDef(content, page).path };
}

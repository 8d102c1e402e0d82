// "New edition from…": a past edition of a campaign series copied whole into a draft, its dates proposed the same
// weekdays on (app/rules/editions.ts), its words copied in every language that has them. The past edition stays as it
// is; the new one is an ordinary part of the draft from then on, checked, previewed and published like any other.
import type { CampaignFacts, CampaignWords } from "~/content/campaign.schema";
import type { ContentDocument } from "~/content/document";
import { pageByPath } from "~/content/pages";
import {
  editionId,
  proposeEdition,
  proposeSeries,
  shapeEdition,
  shapeEditionWords,
  type SeriesShape,
} from "~/rules/editions";
import type { RegionCode } from "~/rules/regions";
import type { StudioDb } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import type { Actor } from "./audit.server";
import { getDraft } from "./content.server";
import { saveDraft, type CheckedDraft, type SetValue } from "./drafts.server";
import { idFromName, slugFromName } from "./products.server";
import { regionName } from "./words";

/** The years a new edition may be for: a season a marketer plans, not a typo of a century. */
export const EDITION_YEARS = { min: 2000, max: 2100 } as const;

/** Adds to draft `id` (saved on `revision`) the edition of `from`'s series for `year`; answers the draft's checks. */
export async function newEdition(
  db: StudioDb,
  actor: Actor,
  id: number,
  input: { revision: number; from: string; year: number },
  now: Date,
): Promise<CheckedDraft & { edition: string }> {
  const { document } = await getDraft(db, id);
  const past = (document.campaigns as Record<string, CampaignFacts>)[input.from];
  if (!past) throw new StudioApiError(404, `no campaign "${input.from}" in this draft`);
  const edition = editionId(input.from, input.year);
  if (document.campaigns[edition])
    throw new StudioApiError(400, `this draft already has an edition for ${input.year}: choose it in the list`);
  const set: SetValue[] = [
    { path: `/campaigns/${edition}`, value: proposeEdition(past, input.year) },
    ...copiedWords(document, input.from, edition),
  ];
  const saved = await saveDraft(db, actor, id, { revision: input.revision, set }, now);
  return { ...saved, edition };
}

type WordFiles = Record<string, { campaigns?: Record<string, { name?: string }> }>;

/** An edition's words in every language and regional variant that has them, copied to another edition's id. */
function copiedWords(
  document: ContentDocument,
  from: string,
  to: string,
  change?: (part: string, name: string, words: object) => object,
): SetValue[] {
  const set: SetValue[] = [];
  for (const part of ["bundles", "overrides"] as const)
    for (const [name, words] of Object.entries(document[part] as WordFiles)) {
      const copied = words.campaigns?.[from];
      if (copied !== undefined)
        set.push({ path: `/${part}/${name}/campaigns/${to}`, value: change ? change(part, name, copied) : copied });
    }
  return set;
}

/**
 * What a new series keeps of its template: the regions asked for among the template's (all of them by default), its
 * first stages (all by default), its prize draw (kept by default), the products asked for among its offers (all by
 * default, in the template's order). A region the template does not run in, more stages than it has, or a product it
 * does not offer is refused.
 */
function seriesShape(template: CampaignFacts, asked: Partial<SeriesShape>): SeriesShape {
  const regions = Object.keys(template.schedules) as RegionCode[];
  const stages = Math.min(...Object.values(template.schedules).map((schedule) => schedule!.stages.length));
  const unknown = asked.regions?.find((region) => !regions.includes(region));
  if (unknown)
    throw new StudioApiError(400, `the template does not run in ${regionName(unknown)}: choose among its regions`);
  if (asked.regions && !asked.regions.length) throw new StudioApiError(400, "choose at least one region");
  if (asked.stages !== undefined && (asked.stages < 1 || asked.stages > stages))
    throw new StudioApiError(400, `the template has ${stages} stage${stages === 1 ? "" : "s"}: keep 1 to ${stages}`);
  const keys = template.products.map((product) => product.key);
  const stray = asked.products?.find((key) => !keys.includes(key));
  if (stray) throw new StudioApiError(400, `the template offers no product "${stray}": choose among its offers`);
  if (asked.products && !asked.products.length) throw new StudioApiError(400, "choose at least one product to offer");
  return {
    regions: asked.regions ?? regions,
    stages: asked.stages ?? stages,
    luckyDraw: asked.luckyDraw ?? true,
    ...(asked.products ? { products: keys.filter((key) => asked.products!.includes(key)) } : {}),
  };
}

/**
 * "New series": the first edition of a campaign series named `name` (in English; its id and page path are made from
 * it: "Spring Sale" → springSale at /spring-sale), copied from a template edition with its dates moved to open on
 * `firstDay`, its words copied with the English name replaced. The page needs no release: the shop renders a page its
 * build has no route for from the content (app/pages/not-found/route.tsx).
 */
export async function newSeries(
  db: StudioDb,
  actor: Actor,
  id: number,
  input: { revision: number; name: string; from: string; firstDay: string; shape?: Partial<SeriesShape> },
  now: Date,
): Promise<CheckedDraft & { edition: string }> {
  const name = input.name.trim();
  const series = idFromName(name, "campaign");
  if (!series) throw new StudioApiError(400, "write the campaign's name in Latin letters (its English name)");
  const { document } = await getDraft(db, id);
  const campaigns = document.campaigns as Record<string, CampaignFacts>;
  const template = campaigns[input.from];
  if (!template) throw new StudioApiError(404, `no campaign "${input.from}" in this draft`);
  if (campaigns[series]) throw new StudioApiError(400, `this draft already has a campaign named like "${name}"`);
  const page = slugFromName(name);
  if (pageByPath({ campaigns }, page) !== undefined)
    throw new StudioApiError(400, `the site already has a page at /${page}: choose another name`);
  const shape = seriesShape(template, input.shape ?? {});
  const facts = shapeEdition(proposeSeries(template, page, input.firstDay), shape);
  const set: SetValue[] = [
    { path: `/campaigns/${series}`, value: facts },
    ...copiedWords(document, input.from, series, (part, language, words) => {
      const shaped = shapeEditionWords(words as CampaignWords, facts, shape);
      return part === "bundles" && language.startsWith("en") ? { ...shaped, name } : shaped;
    }),
  ];
  const saved = await saveDraft(db, actor, id, { revision: input.revision, set }, now);
  return { ...saved, edition: series };
}

// "New edition from…": a past edition of a campaign series copied whole into a draft, its dates proposed the same
// weekdays on (app/rules/editions.ts), its words copied in every language that has them. The past edition stays as it
// is; the new one is an ordinary part of the draft from then on, checked, previewed and published like any other.
import type { CampaignFacts } from "~/content/campaign.schema";
import { editionId, proposeEdition } from "~/rules/editions";
import type { StudioDb } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import type { Actor } from "./audit.server";
import { getDraft } from "./content.server";
import { saveDraft, type CheckedDraft, type SetValue } from "./drafts.server";

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
  const set: SetValue[] = [{ path: `/campaigns/${edition}`, value: proposeEdition(past, input.year) }];
  for (const part of ["bundles", "overrides"] as const)
    for (const [name, words] of Object.entries(
      document[part] as Record<string, { campaigns?: Record<string, unknown> }>,
    ))
      if (words.campaigns?.[input.from] !== undefined)
        set.push({ path: `/${part}/${name}/campaigns/${edition}`, value: words.campaigns[input.from] });
  const saved = await saveDraft(db, actor, id, { revision: input.revision, set }, now);
  return { ...saved, edition };
}

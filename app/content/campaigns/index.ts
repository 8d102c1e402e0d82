// Every campaign of the site, by id, in their order: adding one is a facts file here and its words (docs/content.md).
import type { CampaignFacts } from "../campaign.schema";
import blackFriday from "./black-friday";
import christmas from "./christmas";

/** The repository's campaigns (version 1 of the studio's content; app/content/repository.ts). */
export const campaigns: Record<string, CampaignFacts> = { blackFriday, christmas };

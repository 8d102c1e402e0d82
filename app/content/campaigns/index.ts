// Every campaign of the site, by id: adding one is a facts file here and its words (docs/content.md).
import type { CampaignFacts } from "../campaign.schema";
import blackFriday from "./black-friday";
import christmas from "./christmas";

export const CAMPAIGN_FACTS: Record<string, CampaignFacts> = { blackFriday, christmas };

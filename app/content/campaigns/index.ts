// Every campaign of the site, by id.
import type { CampaignFacts } from "../campaign.schema";
import blackFriday from "./black-friday";
import christmas from "./christmas";

export const CAMPAIGN_FACTS = { blackFriday, christmas } satisfies Record<string, CampaignFacts>;

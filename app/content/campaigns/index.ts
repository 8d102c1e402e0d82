// Every campaign of the site, by id: adding one is a facts file here and its words (docs/content.md).
import type { CampaignFacts } from "../campaign.schema";
import { contentDocument, live, registerRepositoryPart } from "../live";
import blackFriday from "./black-friday";
import christmas from "./christmas";

registerRepositoryPart("campaigns", { blackFriday, christmas });

/** The campaigns of the content being rendered (the published version, or a previewed draft). */
export const CAMPAIGN_FACTS: Record<string, CampaignFacts> = live(() => contentDocument().campaigns);

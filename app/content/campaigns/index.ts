// Every campaign edition of the site, by id, in their order: adding one is a facts file here and its words
// (docs/content.md). Editions of one series share its page path ("black-friday"); each runs in its own window.
import type { CampaignFacts } from "../campaign.schema";
import blackFriday from "./black-friday";
import blackFriday2026 from "./black-friday-2026";
import christmas from "./christmas";
import christmas2026 from "./christmas-2026";

/** The repository's campaigns (version 1 of the studio's content; app/content/repository.ts). */
export const campaigns: Record<string, CampaignFacts> = { blackFriday, christmas, blackFriday2026, christmas2026 };

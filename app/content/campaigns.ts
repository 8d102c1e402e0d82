// Campaign content per region (us, uk, eu, fr, de) and campaign; the dates live in ./campaign-schedule.ts.
import type { CampaignContent } from "./campaign.schema";
import type { CampaignId, CampaignRegion } from "./campaign-schedule";
import usBlackFriday from "./us/black-friday";
import usChristmas from "./us/christmas";
import ukBlackFriday from "./uk/black-friday";
import ukChristmas from "./uk/christmas";
import euBlackFriday from "./eu/black-friday";
import euChristmas from "./eu/christmas";
import frBlackFriday from "./fr/black-friday";
import frChristmas from "./fr/christmas";
import deBlackFriday from "./de/black-friday";
import deChristmas from "./de/christmas";

export const CAMPAIGNS: Record<CampaignRegion, Record<CampaignId, CampaignContent>> = {
  us: { blackFriday: usBlackFriday, christmas: usChristmas },
  uk: { blackFriday: ukBlackFriday, christmas: ukChristmas },
  eu: { blackFriday: euBlackFriday, christmas: euChristmas },
  fr: { blackFriday: frBlackFriday, christmas: frChristmas },
  de: { blackFriday: deBlackFriday, christmas: deChristmas },
};

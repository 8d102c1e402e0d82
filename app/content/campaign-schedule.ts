// The one table of campaign dates (spec §9): when each stage of each campaign starts, per region, and when it ends.
// Stages start at 09:00 CET (+01:00); an end is exclusive: "to 2 Dec" ends at 3 Dec 00:00 CET.
// Kept free of other content because app/lib/pages.ts (in the browser bundle) derives the route windows from it.
import type { CampaignRegion, CampaignSchedule } from "./campaign.schema";

export type CampaignId = "blackFriday" | "christmas";
export type { CampaignRegion } from "./campaign.schema";

const blackFriday = (endTime: string): CampaignSchedule => ({
  stages: [
    { stage: 1, startTime: "2024-11-14T09:00:00+01:00" }, // Early Black Friday
    { stage: 2, startTime: "2024-11-22T09:00:00+01:00" }, // Black Friday
    { stage: 3, startTime: "2024-11-30T09:00:00+01:00" }, // Cyber Monday
  ],
  endTime,
});

const christmas = (endTime: string): CampaignSchedule => ({
  stages: [
    { stage: 1, startTime: "2024-12-09T09:00:00+01:00" }, // Holiday banner
    { stage: 2, startTime: "2024-12-26T09:00:00+01:00" }, // New Year banner
  ],
  endTime,
});

const END_2_DEC = "2024-12-03T00:00:00+01:00";
const END_4_DEC = "2024-12-05T00:00:00+01:00";

export const CAMPAIGN_SCHEDULES: Record<CampaignId, Record<CampaignRegion, CampaignSchedule>> = {
  blackFriday: {
    us: blackFriday(END_2_DEC),
    uk: blackFriday(END_4_DEC),
    eu: blackFriday(END_4_DEC),
    fr: blackFriday(END_2_DEC),
    de: blackFriday(END_2_DEC),
  },
  christmas: {
    us: christmas("2025-01-03T00:00:00+01:00"), // to 2 Jan
    uk: christmas("2025-01-13T00:00:00+01:00"), // to 12 Jan
    eu: christmas("2025-01-01T00:00:00+01:00"), // to 31 Dec
    fr: christmas("2025-01-01T00:00:00+01:00"),
    de: christmas("2025-01-01T00:00:00+01:00"),
  },
};

// Black Friday 2026, the series' edition after 2024's: the same regions, banners, offers, gifts, tiers and draw as
// campaigns/black-friday.ts (the brand's decision for this season, docs/decisions/153-campaign-editions.md), its own
// dates. Its words are under campaigns.blackFriday2026 in ../words/<language>.json.
import type { CampaignFacts, CampaignSchedule } from "../campaign.schema";
import blackFriday from "./black-friday";

// Each stage runs from 09:00 on its first day to 23:59 on its last (CET): Early Black Friday 12–19 Nov, Black
// Friday 20–27 Nov, Cyber Monday from 28 to 30 Nov (2 Dec in uk and eu): 2024's weekdays, two years on. Ends are
// exclusive.
const schedule = (endTime: string): CampaignSchedule => ({
  stages: [
    { startTime: "2026-11-12T09:00:00+01:00", endTime: "2026-11-20T00:00:00+01:00" }, // Early Black Friday
    { startTime: "2026-11-20T09:00:00+01:00", endTime: "2026-11-28T00:00:00+01:00" }, // Black Friday
    { startTime: "2026-11-28T09:00:00+01:00" }, // Cyber Monday
  ],
  endTime,
});
const END_30_NOV = "2026-12-01T00:00:00+01:00";
const END_2_DEC = "2026-12-03T00:00:00+01:00";

const blackFriday2026: CampaignFacts = {
  ...blackFriday,
  schedules: {
    us: schedule(END_30_NOV),
    uk: schedule(END_2_DEC),
    eu: schedule(END_2_DEC),
    fr: schedule(END_30_NOV),
    de: schedule(END_30_NOV),
  },
  dates: {
    // Price guarantee valid 12–30 Nov; prize draw results before 8 Dec 2026; gift for the first orders on Black
    // Friday, 27 Nov.
    guaranteeFrom: "2026-11-12",
    guaranteeUntil: "2026-11-30",
    drawResults: "2026-12-08",
    giftDay: "2026-11-27",
  },
};

export default blackFriday2026;

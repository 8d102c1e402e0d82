// Christmas and New Year 2026, the series' edition after 2024's: the same regions, banners, offers and sections as
// campaigns/christmas.ts (the brand's decision for this season; docs/decisions/), its own dates. Its words are under
// campaigns.christmas2026 in ../words/<language>.json.
import type { CampaignFacts, CampaignSchedule } from "../campaign.schema";
import christmas from "./christmas";

// The holiday banner from Monday 7 Dec 2026 (2024's weekday, two years on), the New Year banner from Boxing Day, 26 Dec
// (a calendar day); uk to 12 Jan, us to 2 Jan, the EU to 31 Dec, as in 2024. Stages start at 09:00 CET; ends are
// exclusive.
const schedule = (endTime: string): CampaignSchedule => ({
  stages: [
    { startTime: "2026-12-07T09:00:00+01:00" }, // Holiday banner
    { startTime: "2026-12-26T09:00:00+01:00" }, // New Year banner
  ],
  endTime,
});

const christmas2026: CampaignFacts = {
  ...christmas,
  schedules: {
    us: schedule("2027-01-03T00:00:00+01:00"), // to 2 Jan
    uk: schedule("2027-01-13T00:00:00+01:00"), // to 12 Jan
    eu: schedule("2027-01-01T00:00:00+01:00"), // to 31 Dec
    fr: schedule("2027-01-01T00:00:00+01:00"),
    de: schedule("2027-01-01T00:00:00+01:00"),
  },
  dates: {
    // Holiday returns to 27 Jan 2027 in the uk, 20 Jan elsewhere; last order day for delivery before Christmas.
    returnsUntil: { us: "2027-01-20", uk: "2027-01-27", eu: "2027-01-20", fr: "2027-01-20", de: "2027-01-20" },
    orderBy: { us: "2026-12-16", uk: "2026-12-18", eu: "2026-12-16", fr: "2026-12-16", de: "2026-12-16" },
    drawResults: "2027-01-31",
  },
};

export default christmas2026;

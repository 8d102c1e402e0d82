// What the site shows for a while, outside the pages themselves: menu entries and footer text banners, each for its
// regions and window (docs/content.md, "Schedule a banner"). A running campaign adds its own menu entry and home hero or
// banner (its `placements`); the Flagship Bumblebee launch adds its 'New Release' entry and its text banners
// (preorder.ts). An entry that points to a page shows only while that page exists in the region.
import type { Placements } from "~/content/placements.schema";

export const placements: Placements = {
  menu: [
    // 'New Release' shows in launch stages 2 and 3.
    { page: "new-release", launchStages: [2, 3], hidden: ["footer"], tag: "hot" },
    // Valentine's Day sale, 8 to 15 February 2025 (docs/decisions/033-placements.md).
    {
      shopCollection: "valentines-day",
      label: "valentines",
      regions: ["us", "uk", "eu", "fr", "de", "jp"],
      startTime: "2025-02-08T00:00:00+08:00",
      endTime: "2025-02-16T00:00:00+08:00",
      tag: "sale",
    },
  ],
  textBanners: [],
};

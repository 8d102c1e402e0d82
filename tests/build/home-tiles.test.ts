// Home tiles shown in a window of the region's own time (a launch's tile from its launch day, a sale's until it ends),
// as the studio's Home screen schedules them: the home page shows the tile only inside it, a row with no tile open is
// left out, and the schedule names both bounds as changes of the home page alone (its cache ends there).
import { afterAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/document";
import { repositoryDocument } from "~/content/repository";
import { scheduleEvents } from "~/views/schedule-events.server";
import { closeDocuments } from "../html";
import { renderedPage } from "./render";

afterAll(closeDocuments);

const K1 = "k1ProInterstellarScout";

function withScheduledTiles(): ContentDocument {
  const document = structuredClone(repositoryDocument());
  const us = document.home.regions.us;
  // From 1 December to 8 December 2025, midnight on the us clock (Los Angeles: 08:00 UTC).
  us.sections[2] = [
    { product: K1, startLocal: "2025-12-01T00:00", endLocal: "2025-12-08T00:00" },
    ...us.sections[2].filter((entry) => entry !== K1),
  ];
  // kr's third row holds one tile, shown from 1 December (Seoul time) on.
  document.home.regions.kr.sections[2] = [{ product: "t9", startLocal: "2025-12-01T00:00" }];
  return document;
}

const content = withScheduledTiles();
const tiles = (page: { document: Document }) =>
  [...page.document.querySelectorAll("article.product-tile")].map((tile) => tile.getAttribute("data-product"));

describe("a home tile with a window", () => {
  it("shows on the region's home only from its start until its end, on the region's clock", async () => {
    const before = await renderedPage("/us", "2025-12-01T07:59:00Z", { content });
    expect(tiles(before)).not.toContain(K1);
    expect(tiles(before)).toContain("bumblebeeG1Performance");
    const open = await renderedPage("/us", "2025-12-01T08:00:00Z", { content });
    expect(tiles(open)).toContain(K1);
    const ended = await renderedPage("/us", "2025-12-08T08:00:00Z", { content });
    expect(tiles(ended)).not.toContain(K1);
  });

  it("leaves a row out while none of its tiles shows", async () => {
    const before = await renderedPage("/kr", "2025-11-30T14:59:00Z", { content });
    expect(before.document.querySelectorAll("section.home-tiles")).toHaveLength(2);
    expect(tiles(before)).not.toContain("t9");
    const open = await renderedPage("/kr", "2025-11-30T15:00:00Z", { content });
    expect(open.document.querySelectorAll("section.home-tiles")).toHaveLength(3);
    expect(tiles(open)).toContain("t9");
  });

  it("is in the schedule as a change of the home page at each bound", () => {
    const events = scheduleEvents(content, "us").filter((event) => event.what.startsWith("home: "));
    expect(events.map(({ at, what, pages }) => ({ at: new Date(at).toISOString(), what, pages }))).toEqual([
      { at: "2025-12-01T08:00:00.000Z", what: "home: the K1 Pro Interstellar Scout tile shows", pages: ["home"] },
      { at: "2025-12-08T08:00:00.000Z", what: "home: the K1 Pro Interstellar Scout tile leaves", pages: ["home"] },
    ]);
  });
});

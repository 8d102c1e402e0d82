import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { activeTextBanner, siteNav } from "~/rules/nav";
import { regionLaunchStage } from "~/rules/preorder";
import { regionDisplayLabel } from "~/rules/region-label";
import { siteContents } from "~/views/site-content.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const at = (iso: string) => new Date(iso);
const extras = (iso: string, place: "header" | "footer" = "header") =>
  siteNav(siteContents(content).us, place, at(iso), regionLaunchStage(content, "us", at(iso))).extras.map(
    (entry) => entry.label,
  );

describe("time-boxed navigation (us)", () => {
  it("shows the Valentine's Day sale from 8 to 15 February 2025 only", () => {
    expect(extras("2025-02-07T23:59:59+08:00")).not.toContain("Valentine's Day Sale");
    expect(extras("2025-02-08T00:00:00+08:00")).toContain("Valentine's Day Sale");
    expect(extras("2025-02-15T23:59:59+08:00")).toContain("Valentine's Day Sale");
    expect(extras("2025-02-16T00:00:00+08:00")).not.toContain("Valentine's Day Sale");
  });
  it("shows 'New Release' in the header in launch stages 2 and 3 only", () => {
    expect(extras("2025-03-19T14:59:59+08:00")).not.toContain("New Release");
    expect(extras("2025-03-19T15:00:00+08:00")).toContain("New Release");
    expect(extras("2025-04-28T14:59:59+08:00")).toContain("New Release");
    expect(extras("2025-04-28T15:00:00+08:00")).not.toContain("New Release");
  });
  it("never shows 'New Release' in the footer", () => {
    expect(extras("2025-03-20T00:00:00+08:00", "footer")).not.toContain("New Release");
  });
});

describe("the 'New' tag of a product (us)", () => {
  const tagOf = (iso: string, place: "header" | "footer" = "header") =>
    siteNav(siteContents(content).us, place, at(iso), regionLaunchStage(content, "us", at(iso)))
      .groups.find((group) => group.key === "products")!
      .group.children.find((entry) => entry.identify === "flagshipBumblebee")!.tag ?? null;
  it("shows on Flagship Bumblebee until six months after its us launch (6 March 2025, Pacific time)", () => {
    expect(tagOf("2024-11-20T12:00:00-08:00")).toEqual({ color: "#f5b700", label: "New" });
    expect(tagOf("2025-09-05T23:59:59-07:00")).toEqual({ color: "#f5b700", label: "New" });
    expect(tagOf("2025-09-06T00:00:00-07:00")).toBeNull();
    expect(tagOf("2026-11-28T12:00:00-08:00", "footer")).toBeNull();
  });
});

describe("footer text banner (us)", () => {
  const banner = (iso: string) => {
    const now = at(iso);
    return (
      activeTextBanner(siteContents(content).us.textBanner, { now, launchStage: regionLaunchStage(content, "us", now) })
        ?.label ?? null
    );
  };
  it("is absent before stage 3", () => {
    expect(banner("2025-03-27T22:59:59+08:00")).toBeNull();
  });
  it("shows the early-bird banner until 25 April 15:00, then the final countdown", () => {
    expect(banner("2025-03-27T23:00:00+08:00")).toBe(
      "Flagship Bumblebee Pre-Orders Open – Early-Bird Price Until 4/27",
    );
    expect(banner("2025-04-25T14:59:59+08:00")).toBe(
      "Flagship Bumblebee Pre-Orders Open – Early-Bird Price Until 4/27",
    );
    expect(banner("2025-04-25T15:00:00+08:00")).toBe("Final Countdown: Save $350 on Flagship Bumblebee!");
  });
  it("is gone in stage 4", () => {
    expect(banner("2025-04-28T15:00:00+08:00")).toBeNull();
  });
});

describe("a text banner scheduled in each region's local time", () => {
  // One entry for jp and de, 29 April to 6 May 2025 as each region's clock reads it.
  const edited = structuredClone(content);
  edited.placements.textBanners.push({
    text: { ja: "ゴールデンウィーク", de: "Frühlingswoche" },
    regions: ["jp", "de"],
    link: { page: "flagship-bumblebee" },
    startLocal: "2025-04-29T00:00",
    endLocal: "2025-05-07T00:00",
    priority: 1,
  });
  const banner = (region: "jp" | "de", iso: string) =>
    activeTextBanner(siteContents(edited)[region].textBanner, {
      now: at(iso),
      launchStage: regionLaunchStage(edited, region, at(iso)),
    })?.label ?? null;
  it("opens at midnight in Tokyo for jp and at midnight in Berlin for de", () => {
    expect(banner("jp", "2025-04-28T23:59:59+09:00")).not.toBe("ゴールデンウィーク");
    expect(banner("jp", "2025-04-29T00:00:00+09:00")).toBe("ゴールデンウィーク");
    expect(banner("de", "2025-04-29T00:00:00+09:00")).not.toBe("Frühlingswoche");
    expect(banner("de", "2025-04-29T00:00:00+02:00")).toBe("Frühlingswoche");
  });
  it("closes at each region's own midnight", () => {
    expect(banner("jp", "2025-05-06T23:59:59+09:00")).toBe("ゴールデンウィーク");
    expect(banner("jp", "2025-05-07T00:00:00+09:00")).not.toBe("ゴールデンウィーク");
    expect(banner("de", "2025-05-06T23:59:59+02:00")).toBe("Frühlingswoche");
    expect(banner("de", "2025-05-07T00:00:00+02:00")).not.toBe("Frühlingswoche");
  });
});

describe("a menu entry with its own words", () => {
  const edited = structuredClone(content);
  edited.placements.menu.push({
    shopCollection: "spring-sale",
    text: { ja: "春のセール", en: "Spring Sale" },
    regions: ["jp", "uk"],
    startLocal: "2025-03-20T00:00",
    endLocal: "2025-04-07T00:00",
  });
  const labels = (region: "jp" | "uk" | "us", iso: string) =>
    siteNav(siteContents(edited)[region], "header", at(iso), regionLaunchStage(edited, region, at(iso))).extras.map(
      (entry) => entry.label,
    );
  it("shows its text in each region's language, in its window on the region's clock", () => {
    expect(labels("jp", "2025-03-20T00:00:00+09:00")).toContain("春のセール");
    expect(labels("uk", "2025-03-20T00:00:00+09:00")).not.toContain("Spring Sale");
    expect(labels("uk", "2025-03-20T00:00:00Z")).toContain("Spring Sale");
    expect(labels("us", "2025-03-25T00:00:00Z")).not.toContain("Spring Sale");
    expect(labels("jp", "2025-04-07T00:00:00+09:00")).not.toContain("春のセール");
  });
});

describe("regionDisplayLabel", () => {
  const labels = siteContents(content).us.regionChooser;
  it("says 'Canada - English' for us with country CA", () => {
    expect(regionDisplayLabel("us", "CA", labels)).toBe("Canada - English");
  });
  it("says 'Other Regions - English' for us with another non-US country", () => {
    expect(regionDisplayLabel("us", "OTHER", labels)).toBe("Other Regions - English");
  });
  it("uses the translated region label otherwise", () => {
    expect(regionDisplayLabel("us", "US", labels)).toBe(labels.regionLabels.us);
    expect(regionDisplayLabel("us", null, labels)).toBe(labels.regionLabels.us);
    expect(regionDisplayLabel("de", "DE", siteContents(content).de.regionChooser)).toBe(
      siteContents(content).de.regionChooser.regionLabels.de,
    );
  });
});

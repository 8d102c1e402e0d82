import { describe, expect, it } from "vitest";
import { pageByPath, pageDef, pageExists, pageKeys } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { siteFactsSchema } from "~/content/site.schema";
import { wordsFor } from "~/content/words";
import { isExternalLink } from "~/rules/links";
import { REGION_CODES } from "~/rules/regions";
import { siteContents } from "~/views/site-content.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

describe("the site's structure", () => {
  it("matches the schema", () => {
    const result = siteFactsSchema.safeParse(content.site);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
});

describe.each(REGION_CODES)("site content of %s", (region) => {
  const site = siteContents(content)[region];
  it("has a title and description for every page the region has", () => {
    const missing = pageKeys(content).filter((key) => pageExists(content, key, region) && !site.pages[key]);
    expect(missing).toEqual([]);
  });
  it("links only to pages that exist in the region", () => {
    const links = [
      ...Object.values(site.nav)
        .flatMap((group) => ("children" in group ? group.children : group))
        .map((entry) => entry.link),
      ...site.footerNavs.map((entry) => entry.link),
      ...site.textBanner.items.map((item) => item.link),
      site.account.link,
      site.region.link,
    ].filter((link) => !isExternalLink(link));
    const missing = links.filter((link) => {
      const key = pageByPath(content, link);
      return !key || !pageDef(content, key).regions.includes(region);
    });
    expect(missing).toEqual([]);
  });
  it("offers the ten region-chooser entries in the same order as every region", () => {
    expect(site.regionChooser.entries.map((entry) => `${entry.region}:${entry.country}`)).toEqual(
      siteContents(content).us.regionChooser.entries.map((entry) => `${entry.region}:${entry.country}`),
    );
  });
});

describe("one voice per language", () => {
  /** Every string of a region's words with its path, without the voice commands (said to the robot, not to a shopper). */
  const strings = (region: (typeof REGION_CODES)[number]) => {
    const out: [string, string][] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "string") out.push([path, value]);
      else if (value && typeof value === "object")
        for (const [key, item] of Object.entries(value)) if (key !== "voiceCommand") walk(item, `${path}.${key}`);
    };
    walk(wordsFor(content, region), "");
    return out;
  };

  it("German addresses the shopper as 'Sie' everywhere", () => {
    const informal =
      /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|kannst|hast|erhältst|bitte (gib|versuche|prüfe|warte|melde))(?!\p{L})/iu;
    expect(strings("de").filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it("French addresses the shopper as 'vous' everywhere", () => {
    const informal = /(?<![\p{L}'])(tu|toi|ton|ta|tes|t')(?![\p{L}])|(?<!\p{L})(Ajoute|Découvre|Profite)(?!\p{L})/u;
    expect(strings("fr").filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it("American English writes 'license'; British and EU English 'licence'", () => {
    expect(strings("us").filter(([, text]) => /\blicence\b/i.test(text))).toEqual([]);
    for (const region of ["uk", "eu"] as const)
      expect(strings(region).filter(([, text]) => /\blicense\b/i.test(text))).toEqual([]);
    expect(JSON.stringify(wordsFor(content, "us"))).toContain("used under license");
    expect(JSON.stringify(wordsFor(content, "uk"))).toContain("used under licence");
  });
});

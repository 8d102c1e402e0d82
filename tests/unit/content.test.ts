import { describe, expect, it } from "vitest";
import SITE from "~/content/site";
import { siteFactsSchema } from "~/content/site.schema";
import { SITES } from "~/views/site-content.server";
import { isExternalLink } from "~/rules/links";
import { PAGE_KEYS, pageByPath, pageDef, pageExists } from "~/content/pages";
import { REGION_CODES } from "~/rules/regions";

describe("the site's structure", () => {
  it("matches the schema", () => {
    const result = siteFactsSchema.safeParse(SITE);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
});

describe.each(REGION_CODES)("site content of %s", (region) => {
  const site = SITES[region];
  it("has a title and description for every page the region has", () => {
    const missing = PAGE_KEYS.filter((key) => pageExists(key, region) && !site.pages[key]);
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
      const key = pageByPath(link);
      return !key || !pageDef(key).regions.includes(region);
    });
    expect(missing).toEqual([]);
  });
  it("offers the ten region-chooser entries in the same order as every region", () => {
    expect(site.regionChooser.entries.map((entry) => `${entry.region}:${entry.country}`)).toEqual(
      SITES.us.regionChooser.entries.map((entry) => `${entry.region}:${entry.country}`),
    );
  });
});

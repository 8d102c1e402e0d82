// Copy that ages with the clock (rules/freshness.ts), where the facts contradict what it says at some boundary: a
// "new" tag the rule can not end (a product without a launch date, a menu entry that outlives the product's period), a
// standing home eyebrow that says "New" (it shows exactly when the hero product is not new), and a copyright line
// with its year typed (it would be wrong from the next 1 January on).
import { productIds } from "~/content/catalogue.schema";
import type { CheckInput, ContentIssue } from "~/content/checks/issues";
import { dateLiterals } from "~/content/checks/issues";
import { isPageKey, pageExists } from "~/content/pages";
import { REGION_WORDS } from "~/content/words/regions";
import type { WordsOverride } from "~/content/words/words.schema";
import { placeholders } from "~/rules/copy-template";
import { productNewUntil } from "~/rules/freshness";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import { regionWindow } from "~/rules/schedule";

/** "2025-09-06": the day an instant falls on in a region. */
const day = (at: number, region: RegionCode) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: REGIONS[region].timeZone, dateStyle: "short" }).format(at);

export function checkFreshness({ document, overrides, regionWords, bundleFile, priced }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);

  // A "new" product entry of the menu: shown while the product is new, so never where it has no launch date.
  document.site.nav.products.forEach((entry, index) => {
    if (!("product" in entry) || entry.tag !== "new") return;
    const page = document.products[entry.product]?.page;
    for (const region of REGION_CODES) {
      if (!isPageKey(document, page) || !pageExists(document, page, region) || !priced(entry.product, region)) continue;
      if (productNewUntil(document, entry.product, region) === null)
        add({
          file: "site.ts",
          path: `nav.products[${index}].tag`,
          message: `"new" on ${entry.product}, which has no launch date: it can not be called new, so the tag never shows; remove it`,
          region,
        });
    }
  });

  // A scheduled menu entry tagged "new" that leads to a product's page: it must end when the product stops being new.
  document.placements.menu.forEach((entry, index) => {
    if (entry.tag !== "new" || !("page" in entry) || !isPageKey(document, entry.page)) return;
    const product = productIds(document.products).find((id) => document.products[id]!.page === entry.page);
    // An entry of launch stages before the last ends with the launch's early bird, well inside any period.
    if (!product || (entry.launchStages && !entry.launchStages.includes(4))) return;
    for (const region of REGION_CODES) {
      if (!pageExists(document, entry.page, region)) continue;
      const until = productNewUntil(document, product, region);
      const { endTime } = regionWindow(entry, REGIONS[region].timeZone);
      const end = endTime ? Date.parse(endTime) : Number.POSITIVE_INFINITY;
      if (until !== null && end <= until) continue;
      add({
        file: "placements.ts",
        path: `menu[${index}].tag`,
        message:
          until === null
            ? `"new" on the page of ${product}, which has no launch date: drop the tag`
            : `"new" until ${endTime ?? "for good"}, but ${product} is new only until ${day(until, region)}: end the entry by then, or drop the tag`,
        region,
      });
    }
  });

  for (const region of REGION_CODES) {
    const words = regionWords(region);
    const file = copyrightFile(region, overrides) ?? bundleFile(region);

    // The standing eyebrow shows whenever the hero product is not new: it must not say so.
    const hero = document.home.regions[region].hero;
    const newLabel = words.site.nav.tags.new.trim().toLowerCase();
    if (words.home.hero.eyebrow.trim().toLowerCase().startsWith(newLabel)) {
      const until = productNewUntil(document, hero, region);
      add({
        file: bundleFile(region),
        path: "home.hero.eyebrow",
        message: `says "${words.site.nav.tags.new}" but shows ${until === null ? "always" : `from ${day(until, region)} on`}, when ${hero} is no longer new: move that line to home.hero.newEyebrow (shown only while it is new) and keep the eyebrow without it`,
        region,
      });
    }

    words.site.copyright.forEach((line, index) => {
      const path = `site.copyright[${index}]`;
      const names = placeholders(line);
      for (const name of names)
        if (name !== "year" && name !== "entity")
          add({ file, path, message: `unknown placeholder {${name}}: only {year} and {entity} are known`, region });
      if (names.includes("year") && !names.includes("entity"))
        add({
          file,
          path,
          message: "a copyright line with {year} names no company: write {entity}, the region's legal entity",
          region,
        });
      const typed = dateLiterals(line);
      if (typed)
        add({
          file,
          path,
          message: `a year written by hand ("${typed}"): write {year}, the current year in the region's time zone`,
          region,
        });
    });
  }
  return issues;
}

/** The override file a region reads its copyright lines from, if one of its overrides has them. */
function copyrightFile(region: RegionCode, overrides: Record<string, WordsOverride>): string | null {
  const own = [...REGION_WORDS[region].overrides].reverse().find((id) => overrides[id]?.site?.copyright !== undefined);
  return own ? `words/${own}.json` : null;
}

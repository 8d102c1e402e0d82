// Where a newsletter sign-up came from, as the server's own routing names it: the box sends its page's path,
// and only a page of the page table that exists in the region is stored, in its canonical form.
import { pageByPath, pageDef, pageExists, type PageContent } from "~/content/pages";
import { REGIONS, regionPath, type RegionCode } from "~/rules/regions";

/** "/de/black-friday?x#y" → "/de/black-friday"; "" stays ""; a path that is no page of the region → null. */
export function canonicalSource(content: PageContent, region: RegionCode, source: string): string | null {
  if (source === "") return "";
  const path = source.split(/[?#]/)[0] ?? "";
  const prefix = REGIONS[region].prefix;
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  if (!path.startsWith("/")) return null;
  const key = pageByPath(content, path.slice(prefix.length));
  if (!key || !pageExists(content, key, region)) return null;
  return regionPath(region, pageDef(content, key).path);
}

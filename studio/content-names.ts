// Products and campaign editions as a marketer names them, read from a content document's English words. Pure,
// browser-safe: the screens' pickers and the reviewer's list of changes use the same names.
import type { ContentDocument } from "~/content/document";
import { editionYear } from "~/rules/editions";

/**
 * A product's name as the English words write it ("K1 Pro\n[small]Interstellar Scout[/small]" → one line); a product
 * sold only where English is not read goes by its name in the first language that has one ("T9 星际特工").
 */
export function productName(document: ContentDocument, id: string): string {
  const bundles = document.bundles as Record<string, { products?: { products?: Record<string, { name?: string }> } }>;
  const name =
    ["en", ...Object.keys(bundles)]
      .map((language) => bundles[language]?.products?.products?.[id]?.name)
      .find(Boolean) ?? id;
  return name.replace(/\[\/?small\]/g, "").replace(/\s*\n\s*/g, " ");
}

/** An edition as the marketer names it: its campaign's name and the year it opens ("Black Friday 2026"). */
export function campaignName(document: ContentDocument, id: string): string {
  const words = document.bundles.en as { campaigns?: Record<string, { name?: string }> };
  const facts = document.campaigns[id];
  return `${words.campaigns?.[id]?.name ?? id}${facts ? ` ${editionYear(facts)}` : ""}`;
}

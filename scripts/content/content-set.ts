// The site's content as content:check reads it: the facts modules and the raw JSON word bundles.
import { CAMPAIGN_FACTS } from "~/content/campaigns";
import { PRODUCTS } from "~/content/catalogue";
import { HOME } from "~/content/home";
import { MANUAL_TABLES } from "~/content/manuals";
import PREORDER from "~/content/preorder";
import { PRICES } from "~/content/prices";
import SITE from "~/content/site";
import PLACEMENTS from "~/content/placements";
import de from "~/content/words/de.json" with { type: "json" };
import en from "~/content/words/en.json" with { type: "json" };
import enEU from "~/content/words/en-EU.json" with { type: "json" };
import enGB from "~/content/words/en-GB.json" with { type: "json" };
import fr from "~/content/words/fr.json" with { type: "json" };
import ja from "~/content/words/ja.json" with { type: "json" };
import ko from "~/content/words/ko.json" with { type: "json" };
import zh from "~/content/words/zh.json" with { type: "json" };
import type { ContentSet } from "./check-content";

/** A deep copy of the site's content, safe to change in a test. */
export function siteContentSet(): ContentSet {
  return structuredClone({
    products: PRODUCTS,
    prices: PRICES,
    campaigns: CAMPAIGN_FACTS,
    preorder: PREORDER,
    site: SITE,
    placements: PLACEMENTS,
    home: HOME,
    manuals: MANUAL_TABLES,
    bundles: { zh, en, fr, de, ko, ja },
    overrides: { "en-GB": enGB, "en-EU": enEU },
  });
}

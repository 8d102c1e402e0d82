// The content document: everything a page renders from app/content that an editor may change, as one JSON
// value. The facts modules of app/content serialize to it (app/content/repository.ts: version 1 of the studio and the
// tests' fixture); the studio keeps versions of it in the database; each request renders with one (app/request/content.server.ts).
// Code-like things stay code: the schemas, the page table of static pages, the regions, retention periods, the rules.
//
// The document is cut into files, one per facts module or JSON file of app/content: the unit of storage (a version
// stores each file once, by content hash), of export (`npm run content:export` writes them), and of the names checks
// give ("prices.ts PRICES.interstellarScoutK1.us").
import type { CampaignFacts } from "~/content/campaign.schema";
import type { ProductFacts as CatalogueFacts, ProductId } from "~/content/catalogue.schema";
import type { Dealer } from "~/content/dealers.schema";
import type { HomeFacts } from "~/content/home.schema";
import type { LegalFacts } from "~/content/legal.schema";
import type { ManualFacts } from "~/content/manuals.schema";
import type { Placements } from "~/content/placements.schema";
import type { PriceLists } from "~/content/prices.schema";
import type { PreorderFacts, ProductFacts as ProductPageFacts } from "~/content/product.schema";
import type { SiteFacts } from "~/content/site.schema";
import type { Language, OverrideId } from "~/content/words/regions";
import type { RegionCode } from "~/rules/regions";

export interface ContentDocument {
  /** catalogue.ts: every product, its page, shop slug, licence, stock and pre-sale state over time. */
  products: Record<ProductId, CatalogueFacts>;
  /** prices.ts: what each product costs in each region, from when. */
  prices: Record<ProductId, PriceLists[ProductId]>;
  /** product-facts.ts: the learn-more products' specs and gallery views. */
  productFacts: Partial<Record<ProductId, ProductPageFacts>>;
  /** campaigns/<campaign>.ts, by id, in the order of campaigns/index.ts. */
  campaigns: Record<string, CampaignFacts>;
  /** preorder.ts: the Flagship Bumblebee launch and pre-order. */
  preorder: PreorderFacts;
  /** site.ts: menus, footer, social links, region chooser. */
  site: SiteFacts;
  /** placements.ts: scheduled menu entries and footer text banners. */
  placements: Placements;
  /** home.ts: each region's hero and tile rows. */
  home: HomeFacts;
  /** manuals.ts: each region's manual tables. */
  manuals: Partial<Record<RegionCode, ManualFacts>>;
  /** legal.ts: the legal facts, and the values it marks as sample data. */
  legal: { facts: LegalFacts; samples: string[] };
  /** <region>/dealers.json: a region's dealers (cn: its Hong Kong and Macao stores), as the JSON files hold them. */
  dealers: DealerFiles;
  /** words/<language>.json, as written (a missing text reads the parent language's: words/index.ts). */
  bundles: Record<Language, unknown>;
  /** words/en-GB.json and words/en-EU.json: what British and EU English change. */
  overrides: Record<OverrideId, unknown>;
}

export type ContentPartName = keyof ContentDocument;

export type DealerFiles = Partial<Record<Exclude<RegionCode, "cn">, Dealer[]>> & {
  cn?: { hongKong: string[]; macao: string[] };
};

/**
 * A document as read from a file or a request, not checked yet: what content:check and the studio's checks take
 * (app/content/checks/). Its parts have the document's names; their values are anything.
 */
export interface ContentSet {
  products: Record<string, unknown>;
  prices: Record<string, Partial<Record<string, unknown>>>;
  productFacts: Record<string, unknown>;
  campaigns: Record<string, unknown>;
  preorder: unknown;
  site: unknown;
  placements: unknown;
  home: unknown;
  manuals: Partial<Record<string, unknown>>;
  legal: { facts: unknown; samples: string[] };
  dealers: Record<string, unknown>;
  bundles: Record<string, unknown>;
  overrides: Record<string, unknown>;
}

/** "blackFriday" → "black-friday": a campaign's file name. */
export const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** A campaign edition's facts file: blackFriday → campaigns/black-friday.ts, blackFriday2026 → black-friday-2026.ts. */
export const campaignFile = (id: string) => `campaigns/${kebab(id).replace(/([a-z])(\d{4})$/, "$1-$2")}.ts`;
/** "black-friday" → "blackFriday", "black-friday-2026" → "blackFriday2026". */
export const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** One file of the document: its name (as in app/content) and where its value is in the document. */
export interface ContentFile {
  /** "prices.ts", "campaigns/black-friday.ts", "campaigns/index.ts", "words/en.json", "us/dealers.json". */
  name: string;
  /** The document path of its value: ["prices"], ["campaigns", "blackFriday"], ["bundles", "en"]. */
  path: [ContentPartName, ...string[]];
}

const WHOLE_PARTS: [string, ContentPartName][] = [
  ["catalogue.ts", "products"],
  ["prices.ts", "prices"],
  ["product-facts.ts", "productFacts"],
  ["preorder.ts", "preorder"],
  ["site.ts", "site"],
  ["placements.ts", "placements"],
  ["home.ts", "home"],
  ["manuals.ts", "manuals"],
  ["legal.ts", "legal"],
];

/** The campaigns' order (campaigns/index.ts): a file of its own, the list of campaign ids. */
export const CAMPAIGN_INDEX = "campaigns/index.ts";

/** The files of a document, in a stable order. */
export function contentFiles(document: ContentSet | ContentDocument): ContentFile[] {
  const files: ContentFile[] = WHOLE_PARTS.map(([name, part]) => ({ name, path: [part] }));
  files.push({ name: CAMPAIGN_INDEX, path: ["campaigns"] });
  for (const id of Object.keys(document.campaigns)) files.push({ name: campaignFile(id), path: ["campaigns", id] });
  for (const region of Object.keys(document.dealers))
    files.push({ name: `${region}/dealers.json`, path: ["dealers", region] });
  for (const language of Object.keys(document.bundles))
    files.push({ name: `words/${language}.json`, path: ["bundles", language] });
  for (const id of Object.keys(document.overrides)) files.push({ name: `words/${id}.json`, path: ["overrides", id] });
  return files;
}

/** The value of each file of a document: the index of campaigns is their ids. */
export function splitDocument(document: ContentSet | ContentDocument): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const file of contentFiles(document)) {
    if (file.name === CAMPAIGN_INDEX) files.set(file.name, Object.keys(document.campaigns));
    else files.set(file.name, valueAt(document, file.path));
  }
  return files;
}

/** Where a file's value goes in a document, from its name; null for a name that is no file of a document. */
export function fileTarget(name: string): ContentFile["path"] | null {
  const whole = WHOLE_PARTS.find(([file]) => file === name);
  if (whole) return [whole[1]];
  if (name === CAMPAIGN_INDEX) return ["campaigns"];
  let match = /^campaigns\/([a-z][a-z0-9-]*)\.ts$/.exec(name);
  if (match) return ["campaigns", camel(match[1]!)];
  match = /^([a-z]{2})\/dealers\.json$/.exec(name);
  if (match) return ["dealers", match[1]!];
  match = /^words\/([a-z]{2}(?:-[A-Z]{2})?)\.json$/.exec(name);
  if (match) return match[1]!.includes("-") ? ["overrides", match[1]!] : ["bundles", match[1]!];
  return null;
}

/**
 * A document from its files' values. The campaigns are those campaigns/index.ts lists, in its order (without an index,
 * every campaign file, in the order given); a campaign file it does not list is left out (`unlisted`), a name that is
 * no file of a document too (`unknown`).
 */
export function joinFiles(files: ReadonlyMap<string, unknown>): {
  document: ContentSet;
  unknown: string[];
  unlisted: string[];
} {
  const document: Record<string, Record<string, unknown> | unknown> = {
    campaigns: {},
    dealers: {},
    bundles: {},
    overrides: {},
  };
  const unknown: string[] = [];
  const campaigns = new Map<string, { file: string; value: unknown }>();
  for (const [name, value] of files) {
    const target = fileTarget(name);
    if (!target) unknown.push(name);
    else if (name === CAMPAIGN_INDEX) continue;
    else if (target[0] === "campaigns") campaigns.set(target[1]!, { file: name, value });
    else if (target.length === 1) document[target[0]] = value;
    else (document[target[0]] as Record<string, unknown>)[target[1]!] = value;
  }
  const order = files.get(CAMPAIGN_INDEX);
  const listed = Array.isArray(order) ? order.filter((id): id is string => typeof id === "string") : null;
  const ids = listed ?? [...campaigns.keys()];
  for (const id of ids) {
    const campaign = campaigns.get(id);
    if (campaign) (document.campaigns as Record<string, unknown>)[id] = campaign.value;
  }
  const unlisted = [...campaigns].filter(([id]) => !ids.includes(id)).map(([, { file }]) => file);
  return { document: document as unknown as ContentSet, unknown, unlisted };
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path)
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

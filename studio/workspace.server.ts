// What the studio's content screens load: the draft being worked on (or the published content, read-only),
// its checks, and, per screen, the part of the content document it edits with the JSON Schema of that part (zod 4's
// z.toJSONSchema of the app/content schemas: the forms are made from it).
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { campaignFactsSchema } from "~/content/campaign.schema";
import { hasRepositoryArtwork, productFactsSchema, productIds } from "~/content/catalogue.schema";
import { fileTarget, type ContentDocument } from "~/content/document";
import type { HomeTileEntry } from "~/content/home.schema";
import { hostSchema, legalEntitySchema, legalFactsSchema } from "~/content/legal.schema";
import { pageDef, pageExists, pageKeys } from "~/content/pages";
import { placementsSchema } from "~/content/placements.schema";
import { priceListsSchema } from "~/content/prices.schema";
import { stockSeriesSchema } from "~/content/series.schema";
import { siteFactsSchema } from "~/content/site.schema";
import { OVERRIDE_IDS, regionWordSets } from "~/content/words/regions";
import { campaignState, stageWindows } from "~/rules/campaign";
import { editionYear } from "~/rules/editions";
import { formatIssues, legalState, sampleFacts, type LegalState } from "~/rules/legal-state";
import { LANGUAGES, REGIONS, REGION_CODES, isRegionCode, type RegionCode } from "~/rules/regions";
import jpFonts from "~/styles/fonts-jp-rest.css?url";
import krFonts from "~/styles/fonts-kr-rest.css?url";
import scFonts from "~/styles/fonts-sc-rest.css?url";
import { draftSubmissions } from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import type { Actor } from "./audit.server";
import { campaignName, productName } from "./content-names";
import {
  ContentNotFoundError,
  currentVersion,
  diffVersions,
  documentFor,
  getDraft,
  listDrafts,
  listPublications,
  listVersions,
  scheduleOf,
  versionDocument,
  type ContentDiff,
} from "./content.server";
import { checkSaved, withdrawnSubmission, type CheckedDraft } from "./drafts.server";
import { formatPointer } from "./json-patch";
import { openOvertaken, type RebaseConflict } from "./rebase.server";
import { latestReleases, releaseView, type ReleaseView } from "./releases.server";
import { changeLabel, reviewLines } from "./review-lines";
import { ensureSeeded } from "./versions.server";
import { WORD_SETS, regionName, wordRows, wordSections } from "./words";

export interface DraftChoice {
  id: number;
  title: string;
  updatedBy: string;
  updatedAt: string;
  /** Its submission; `withdrawn` when the draft was changed after it (who changed it, and when). */
  submitted: {
    by: string;
    at: string;
    revision: number;
    note: string;
    withdrawn: { by: string; at: string } | null;
  } | null;
  /** Its latest schedule to publish (studio/releases.server.ts), whatever became of it; null when never scheduled. */
  release: ReleaseView | null;
}

export interface Workspace {
  /** The published version. */
  version: { id: number };
  drafts: DraftChoice[];
  /** The draft the screen edits (from `?draft=`), or null: the published content, read-only. */
  draft: (DraftChoice & { revision: number; createdBy: string }) | null;
  /** Its checks (what it would publish), when there is a draft (none while it is overtaken). */
  check: CheckedDraft | null;
  /**
   * The draft was made on a version another publish overtook, and both changed these values: the screen asks which to
   * keep, value by value, before anything else.
   */
  overtaken: { version: number; conflicts: RebaseConflict[] } | null;
  /** The version the draft was just moved onto (a publish overtook it and touched other values), else null. */
  rebased: number | null;
}

const iso = (date: Date) => date.toISOString();

/** The open drafts, the one `?draft=` names (checked), and the document the screen shows. */
export async function loadWorkspace(
  db: StudioDb,
  actor: Actor,
  draftParam: string | null,
  now: Date,
): Promise<{ workspace: Workspace; document: ContentDocument }> {
  const current = (await currentVersion(db)) ?? (await ensureSeeded(db, now));
  const open = await listDrafts(db);
  const submissions = open.length
    ? await db
        .select()
        .from(draftSubmissions)
        .where(
          inArray(
            draftSubmissions.draftId,
            open.map((draft) => draft.id),
          ),
        )
    : [];
  const releases = await latestReleases(
    db,
    open.map((draft) => draft.id),
  );
  const drafts: DraftChoice[] = open.map((draft) => {
    const submission = submissions.find((row) => row.draftId === draft.id);
    const release = releases.get(draft.id);
    return {
      id: draft.id,
      title: draft.title || `Draft ${draft.id}`,
      updatedBy: draft.updatedBy,
      updatedAt: iso(draft.updatedAt),
      submitted: submission
        ? {
            by: submission.submittedBy,
            at: iso(submission.submittedAt),
            revision: submission.revision,
            note: submission.note,
            withdrawn: withdrawnSubmission(submission, draft),
          }
        : null,
      release: release ? releaseView(release, draft) : null,
    };
  });
  const id = Number(draftParam);
  const chosen = Number.isInteger(id) ? drafts.find((draft) => draft.id === id) : undefined;
  if (!chosen) {
    return {
      workspace: { version: { id: current.version }, drafts, draft: null, check: null, overtaken: null, rebased: null },
      document: await documentFor(db, { version: current.version }),
    };
  }
  // A draft a publish overtook opens all the same: moved onto it, or its conflicts shown (never a failed check).
  const { rebased, conflicts } = await openOvertaken(db, actor, chosen.id, now);
  const full = await getDraft(db, chosen.id);
  const draft = { ...chosen, revision: full.revision, createdBy: full.createdBy };
  const workspace = { version: { id: current.version }, drafts, draft, rebased };
  if (conflicts)
    return {
      workspace: { ...workspace, check: null, overtaken: { version: current.version, conflicts } },
      document: full.document,
    };
  const check = await checkSaved(db, actor, chosen.id, full.revision, now);
  return { workspace: { ...workspace, check, overtaken: null }, document: full.document };
}

/** The studio's CJK faces (the site's own Noto Sans cuts), for screens that show Chinese, Japanese or Korean values. */
export const CJK_FONTS = [scFonts, jpFonts, krFonts];

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
const FORM_SCHEMAS = {
  // The picture is chosen from the media library beside the form (studio/components/ProductPicture.tsx).
  product: () => toJson(productFactsSchema.omit({ image: true }).loose()),
  prices: () => toJson((priceListsSchema as unknown as { valueType: z.ZodType }).valueType),
  stock: () => toJson(stockSeriesSchema),
  campaign: () => toJson(campaignFactsSchema),
  menu: () => toJson(placementsSchema.shape.menu),
  site: () => toJson(siteFactsSchema),
  legalRegion: () => toJson((legalFactsSchema.shape.regions as unknown as { valueType: z.ZodType }).valueType),
  legalEntity: () => toJson(legalEntitySchema),
  legalHost: () => toJson(hostSchema),
};
const jsonSchemas = new Map<keyof typeof FORM_SCHEMAS, unknown>();
/**
 * The JSON Schema of a form (made once per process), with the document's products offered by name wherever the
 * content's schema asks for a product (`productIdSchema`, marked `x-kind: product`).
 */
export function formSchema(kind: keyof typeof FORM_SCHEMAS, document?: ContentDocument): unknown {
  if (!jsonSchemas.has(kind)) jsonSchemas.set(kind, FORM_SCHEMAS[kind]());
  const schema = jsonSchemas.get(kind);
  if (!document) return schema;
  const ids = productIds(document.products);
  const labels = Object.fromEntries(ids.map((id) => [id, productName(document, id)]));
  const offer = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(offer);
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node as Record<string, unknown>);
    if ((node as Record<string, unknown>)["x-kind"] === "product")
      return { type: "string", enum: ids, "x-labels": labels };
    return Object.fromEntries(entries.map(([key, value]) => [key, offer(value)]));
  };
  return offer(schema);
}

/**
 * "New edition from…" on the selected edition: the year it proposes, the one after its series' latest edition; and
 * "New series" from it: the day it proposes the new campaign opens (four weeks on, a sale's usual lead time).
 */
export interface EditionOffer {
  from: string;
  label: string;
  year: number;
  firstDay: string;
  /** What a new series may keep of it: its regions (by name), its stages, whether it has a prize draw. */
  regions: { code: RegionCode; name: string }[];
  stages: number;
  luckyDraw: boolean;
  /** The products it offers (by their key in the edition), by name. */
  products: { key: string; name: string }[];
}

const SERIES_LEAD_DAYS = 28;

export interface FormPart {
  /** JSON Pointer of the value the form edits. */
  base: string;
  value: unknown;
  jsonSchema: unknown;
  /** The zone date fields use when their path names no region. */
  timeZone: string;
  /** What the form is called, where the screen's title would not say it. */
  label?: string;
}

export interface Picker {
  label: string;
  param: string;
  selected: string;
  options: { value: string; label: string }[];
}

/** The region a screen shows (`?region=`, else `fallback`) and its picker, regions named as editors know them. */
function regionPicker(params: URLSearchParams, fallback: RegionCode): { region: RegionCode; picker: Picker } {
  const asked = params.get("region");
  const region = isRegionCode(asked) ? (asked as RegionCode) : fallback;
  return {
    region,
    picker: {
      label: "Region",
      param: "region",
      selected: region,
      options: REGION_CODES.map((code) => ({ value: code, label: regionName(code) })),
    },
  };
}

/** The forms of a content screen: what it picks from, and the parts of the document it edits. */
export function contentParts(
  screen: "products" | "prices" | "stock" | "campaigns" | "banners" | "home" | "menus" | "legal",
  document: ContentDocument,
  params: URLSearchParams,
  now: Date,
): {
  picker: Picker | null;
  parts: FormPart[];
  edition?: EditionOffer;
  banners?: TextBannerEditor;
  offers?: OffersGrid;
  home?: HomeTilesEditor;
  names?: ProductNamesEditor;
  legal?: LegalFactsEditor;
} {
  const products = (): Picker => {
    const ids = productIds(document.products);
    const selected = ids.find((id) => id === params.get("product")) ?? ids[0]!;
    return {
      label: "Product",
      param: "product",
      selected,
      options: ids.map((id) => ({ value: id, label: productName(document, id) })),
    };
  };
  switch (screen) {
    case "products": {
      const picker = products();
      const base = `/products/${picker.selected}`;
      const value = document.products[picker.selected as keyof ContentDocument["products"]];
      return {
        picker,
        names: productNamesEditor(document, picker.selected),
        parts: [{ base, value, jsonSchema: formSchema("product", document), timeZone: "UTC" }],
      };
    }
    case "prices": {
      const picker = products();
      const value = document.prices[picker.selected as keyof ContentDocument["prices"]] ?? {};
      return {
        picker,
        parts: [{ base: `/prices/${picker.selected}`, value, jsonSchema: formSchema("prices"), timeZone: "UTC" }],
      };
    }
    case "stock": {
      const picker = products();
      const product = document.products[picker.selected as keyof ContentDocument["products"]];
      return {
        picker,
        parts: [
          {
            base: `/products/${picker.selected}/stock`,
            value: product!.stock,
            jsonSchema: formSchema("stock"),
            timeZone: "UTC",
          },
        ],
      };
    }
    case "campaigns": {
      const ids = Object.keys(document.campaigns);
      // Unless one is asked for: the edition that runs now in some region, else the one that starts last.
      const starts = (id: string) =>
        Math.min(...Object.values(document.campaigns[id]!.schedules).map((s) => Date.parse(s!.stages[0]!.startTime)));
      const running = ids.find((id) =>
        Object.values(document.campaigns[id]!.schedules).some((s) => campaignState(s!, now) === "open"),
      );
      const latest = [...ids].sort((a, b) => starts(b) - starts(a))[0];
      const selected = ids.find((id) => id === params.get("campaign")) ?? running ?? latest ?? "";
      const picker: Picker = {
        label: "Campaign",
        param: "campaign",
        selected,
        options: ids.map((id) => ({ value: id, label: campaignName(document, id) })),
      };
      const facts = document.campaigns[selected];
      const series = facts ? ids.filter((id) => document.campaigns[id]!.page === facts.page) : [];
      const edition: EditionOffer | undefined = facts
        ? {
            from: selected,
            label: campaignName(document, selected),
            year: Math.max(...series.map((id) => editionYear(document.campaigns[id]!))) + 1,
            firstDay: new Date(now.getTime() + SERIES_LEAD_DAYS * 86_400_000).toISOString().slice(0, 10),
            regions: REGION_CODES.filter((code) => facts.schedules[code]).map((code) => ({
              code,
              name: regionName(code),
            })),
            stages: Math.min(...Object.values(facts.schedules).map((schedule) => schedule!.stages.length)),
            luckyDraw: facts.luckyDraw !== undefined,
            products: facts.products.map((product) => ({
              key: product.key,
              name: productName(document, product.product),
            })),
          }
        : undefined;
      return {
        picker,
        edition,
        offers: facts ? offersGrid(document, selected) : undefined,
        parts: selected
          ? [
              {
                base: `/campaigns/${selected}`,
                value: document.campaigns[selected],
                jsonSchema: formSchema("campaign", document),
                timeZone: "UTC",
              },
            ]
          : [],
      };
    }
    case "banners":
      return {
        picker: null,
        banners: textBannerEditor(document),
        parts: [],
      };
    case "home": {
      const { region, picker } = regionPicker(params, "us");
      return {
        picker,
        home: {
          base: `/home/regions/${region}`,
          region: regionName(region),
          value: document.home.regions[region] ?? null,
          clock: `${REGIONS[region].timeZone.split("/").at(-1)!.replaceAll("_", " ")} time`,
          products: productIds(document.products)
            .map((id) => ({ id, name: productName(document, id) }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        },
        parts: [],
      };
    }
    case "menus":
      return {
        picker: null,
        parts: [{ base: "/site", value: document.site, jsonSchema: formSchema("site", document), timeZone: "UTC" }],
      };
    case "legal": {
      const { region, picker } = regionPicker(params, "cn");
      const { facts } = document.legal;
      const market = facts.regions[region];
      const sharing = (key: "entity" | "host") =>
        REGION_CODES.filter((code) => code !== region && facts.regions[code][key] === market[key]).map(regionName);
      const also = (names: string[]) => (names.length ? ` (also for ${names.join(", ")})` : "");
      return {
        picker,
        legal: legalFactsEditor(document, region),
        parts: [
          {
            base: `/legal/facts/entities/${market.entity}`,
            value: facts.entities[market.entity],
            jsonSchema: formSchema("legalEntity"),
            timeZone: REGIONS[region].timeZone,
            label: `The company${also(sharing("entity"))}`,
          },
          {
            base: `/legal/facts/regions/${region}`,
            value: market,
            jsonSchema: formSchema("legalRegion"),
            timeZone: REGIONS[region].timeZone,
            label: `${regionName(region)}: its company, host, mediator and filing numbers`,
          },
          {
            base: `/legal/facts/hosts/${market.host}`,
            value: facts.hosts[market.host],
            jsonSchema: formSchema("legalHost"),
            timeZone: REGIONS[region].timeZone,
            label: `The hosting provider${also(sharing("host"))}`,
          },
        ],
      };
    }
  }
}

/** A region's legal facts on the "Legal facts" screen: real or sample, and what still stands between it and real. */
export interface LegalFactsEditor {
  region: RegionCode;
  name: string;
  state: LegalState;
  /** The regions marked real (legal.ts `live`): what marking this one real or sample changes. */
  live: RegionCode[];
  samples: { path: string; value: string; kind: "sample" | "placeholder" }[];
  formats: { path: string; message: string }[];
  /** The CJK faces the facts of cn, kr and jp are written in. */
  fonts: string[];
}

function legalFactsEditor(document: ContentDocument, region: RegionCode): LegalFactsEditor {
  const { facts, samples } = document.legal;
  return {
    region,
    name: regionName(region),
    state: legalState(facts, region),
    live: [...facts.live],
    samples: sampleFacts(facts, region, samples).map(({ path, value, kind }) => ({ path, value, kind })),
    formats: formatIssues(facts, region).map(({ path, message }) => ({ path, message })),
    fonts: CJK_FONTS,
  };
}

/**
 * A campaign edition's offers as a grid: per region it runs in, a row per product and a column per stage (named, with
 * its dates on the region's clock). The prices themselves are the form's value (products[i].offers[region][stage]).
 */
export interface OffersGrid {
  regions: { code: RegionCode; name: string; currency: string; stages: { name: string; dates: string }[] }[];
  products: string[];
}

function offersGrid(document: ContentDocument, id: string): OffersGrid {
  const facts = document.campaigns[id]!;
  const words = document.bundles.en as { campaigns?: Record<string, { stages?: { name?: string }[] }> };
  const stageNames = words.campaigns?.[id]?.stages ?? [];
  const regions = REGION_CODES.flatMap((code) => {
    const schedule = facts.schedules[code];
    if (!schedule) return [];
    const day = new Intl.DateTimeFormat("en-GB", { timeZone: REGIONS[code].timeZone, day: "numeric", month: "short" });
    const windows = stageWindows(schedule);
    return [
      {
        code,
        name: regionName(code),
        currency: REGIONS[code].currency,
        stages: windows.map((window, index) => ({
          name: stageNames[index]?.name ?? `Stage ${index + 1}`,
          // The last day it runs: the day before its end, when it ends at midnight.
          dates: `${day.format(window.start)} – ${day.format(window.end - 1)}`,
        })),
      },
    ];
  });
  return { regions, products: facts.products.map((product) => productName(document, product.product)) };
}

/** A region's home page: its hero and tile rows (home.ts), with the products named. */
/** A region's home page as the Home screen arranges it. */
export interface HomeTilesEditor {
  base: string;
  region: string;
  value: { hero: string; sections: HomeTileEntry[][] } | null;
  products: { id: string; name: string }[];
  /** The region's clock, as a tile's window is typed on it: "Los Angeles time". */
  clock: string;
}

/** The text banners' editor: the entries, and the regions, languages and links it offers, named as a marketer reads them. */
export interface TextBannerEditor {
  base: string;
  value: ContentDocument["placements"]["textBanners"];
  regions: { code: RegionCode; name: string; timeZone: string; sets: string[] }[];
  languages: { id: string; name: string }[];
  links: { value: string; label: string }[];
  fonts: readonly string[];
  /** The menu entries beside them: the site's pages they may open, each named, with the regions that have it. */
  menu: {
    base: string;
    value: ContentDocument["placements"]["menu"];
    pages: { key: string; label: string; regions: RegionCode[] }[];
  };
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

function textBannerEditor(document: ContentDocument): TextBannerEditor {
  const en = document.bundles.en as { site?: { nav?: { pages?: Record<string, string> } } };
  const productOf = new Map(productIds(document.products).map((id) => [document.products[id]?.page, id] as const));
  const campaignOf = new Map(Object.entries(document.campaigns).map(([id, facts]) => [facts.page, id] as const));
  const pageLabel = (key: string) => {
    const product = productOf.get(key);
    if (product) return productName(document, product);
    const campaign = campaignOf.get(key);
    if (campaign) return campaignName(document, campaign).replace(/ \d{4}$/, "");
    const named = en.site?.nav?.pages?.[key];
    return named ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " ");
  };
  const pages = pageKeys(document).filter((key) => !pageDef(document, key).redirectTo);
  return {
    base: "/placements/textBanners",
    value: document.placements.textBanners,
    regions: REGION_CODES.map((code) => ({
      code,
      name: regionName(code),
      timeZone: REGIONS[code].timeZone,
      sets: regionWordSets(code),
    })),
    languages: [...LANGUAGES, ...OVERRIDE_IDS].map((id) => ({ id, name: languageNames.of(id) ?? id })),
    links: [
      ...pages.map((key) => ({ value: JSON.stringify({ page: key }), label: `Page: ${pageLabel(key)}` })),
      ...productIds(document.products).map((id) => ({
        value: JSON.stringify({ product: id }),
        label: `Product: ${productName(document, id)}`,
      })),
    ].sort((a, b) => a.label.localeCompare(b.label)),
    fonts: [scFonts, jpFonts, krFonts],
    menu: {
      base: "/placements/menu",
      value: document.placements.menu,
      // A menu entry may open a page that sends on to another (New Release).
      pages: pageKeys(document)
        .map((key) => ({
          key,
          label: pageLabel(key),
          regions: REGION_CODES.filter((code) => pageExists(document, key, code)),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    },
  };
}

/** A product's names and alt texts in each language: those its regions' shoppers read are required. */
export interface ProductNamesEditor {
  product: string;
  /** Its name (English first), and whether it was made in the studio (a repository product is never removed here). */
  name: string;
  removable: boolean;
  /**
   * A product made in the studio may have a page of its own (at its shop slug, where a region sells it): its path, and
   * whether it has it. Null for a repository product (its page, if any, is the build's).
   */
  ownPage: { path: string; on: boolean } | null;
  languages: {
    id: string;
    name: string;
    /** The regions that read it (by name), and whether one of them sells the product. */
    regions: string[];
    required: boolean;
    /** The language's words of the product (name, alt, and any page copy), or null where it has none. */
    value: Record<string, unknown> | null;
    /** Its home tile's line, and whether a region reading the language has the product as a home tile. */
    tile: string;
    tileRequired: boolean;
  }[];
}

function productNamesEditor(document: ContentDocument, product: string): ProductNamesEditor {
  const prices = (document.prices as Record<string, Partial<Record<RegionCode, unknown>> | undefined>)[product] ?? {};
  return {
    product,
    name: productName(document, product),
    removable: !hasRepositoryArtwork(product),
    ownPage: hasRepositoryArtwork(product)
      ? null
      : {
          path: document.products[product]?.shopSlug ?? "",
          on: document.products[product]?.page !== undefined,
        },
    // English first: the name the product was made with, and the studio's own language.
    languages: [...LANGUAGES]
      .sort((a, b) => Number(b === "en") - Number(a === "en"))
      .map((language) => {
        const readers = REGION_CODES.filter((code) => REGIONS[code].language === language);
        const words = (
          document.bundles as Record<
            string,
            { products?: { products?: Record<string, unknown> }; home?: { tiles?: Record<string, string> } }
          >
        )[language];
        const value = words?.products?.products?.[product];
        const tiled = readers.some((code) =>
          document.home.regions[code]?.sections.some((row) => row.includes(product)),
        );
        return {
          id: language,
          name: languageNames.of(language) ?? language,
          regions: readers.map(regionName),
          required: readers.some((code) => prices[code] !== undefined),
          value: value && typeof value === "object" ? (value as Record<string, unknown>) : null,
          tile: words?.home?.tiles?.[product] ?? "",
          tileRequired: tiled,
        };
      }),
  };
}

/** The words screen: one section of every language's bundle, side by side. */
export function wordsPart(document: ContentDocument, params: URLSearchParams) {
  const bundles = document.bundles as Record<string, unknown>;
  const sections = wordSections(bundles);
  const selected = sections.find((section) => section === params.get("section")) ?? sections[0] ?? "site";
  return {
    picker: {
      label: "Section",
      param: "section",
      selected,
      options: sections.map((section) => ({ value: section, label: section })),
    } satisfies Picker,
    languages: WORD_SETS,
    rows: wordRows(bundles, selected, document.overrides as Record<string, unknown>),
    // The site's own cut of Noto Sans CJK: it holds every character the words use (scripts/vite/cjk-fonts.ts).
    fonts: [scFonts, jpFonts, krFonts],
  };
}

/** The schedule screen: the coming boundaries of a region, for the draft (or the published content). */
export function schedulePart(document: ContentDocument, params: URLSearchParams, now: Date) {
  const { region, picker } = regionPicker(params, "us");
  const past = params.get("past") === "1";
  const all = scheduleOf(document, { regions: [region], now, past })[region] ?? [];
  // With the past: the latest first (what happened last is what an editor looks back for).
  const boundaries = past ? [...all].reverse() : all;
  return {
    picker,
    region,
    past,
    boundaries: boundaries.slice(0, 100),
  };
}

/** The history screen: versions with who and when and what, publications, and the diff of any two versions. */
export async function historyPart(db: StudioDb, params: URLSearchParams) {
  const versions = await listVersions(db, { limit: 100 });
  const publications = await listPublications(db, { limit: 100 });
  const a = Number(params.get("a"));
  const b = Number(params.get("b"));
  let diff: ContentDiff | null = null;
  let compared: { a: number; b: number } | null = null;
  if (Number.isInteger(a) && Number.isInteger(b) && a > 0 && b > 0) {
    try {
      diff = await diffVersions(db, a, b);
      compared = { a, b };
    } catch (error) {
      if (!(error instanceof ContentNotFoundError)) throw error;
    }
  }
  // Products and campaigns go by their names in the published content (a version keeps which fields it changed).
  const names = await documentFor(db, {});
  const labelled = (file: string, path: string) =>
    changeLabel(formatPointer([...(fileTarget(file) ?? [file]), ...(path.match(/[^.[\]]+/g) ?? [])]), [names], {
      dated: false,
    });
  return {
    versions: versions.map((version) => ({
      id: version.id,
      parentId: version.parentId,
      createdBy: version.createdBy,
      createdAt: iso(version.createdAt),
      publishedAt: version.publishedAt ? iso(version.publishedAt) : null,
      publishedBy: version.publishedBy,
      note: version.note,
      current: version.current,
      facts: [
        ...new Set(version.changes?.files.flatMap((file) => file.paths.map((path) => labelled(file.file, path))) ?? []),
      ],
      regions: version.changes?.regions ?? [],
    })),
    publications: publications.map((publication) => ({
      id: publication.id,
      version: publication.versionId,
      previous: publication.previousVersionId,
      kind: publication.kind,
      by: publication.publishedBy,
      at: iso(publication.publishedAt),
      summary: publication.summary,
    })),
    compared,
    diff:
      diff && compared
        ? reviewLines(await versionDocument(db, compared.a), await versionDocument(db, compared.b), diff).map(
            ({ pointer, label, regions, before, after }) => ({ pointer, label, regions, before, after }),
          )
        : null,
  };
}

// The site's schedule as a marketer reads it: every instant at which something changes, per region, with what changes
// and a preview link for that instant (npm run content:schedule).
import { productIds, type ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { isPageKey, pageDef, pageExists, type PageKey, pageKeys } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { regionText } from "~/content/words/regions";
import { stageWindows } from "~/rules/campaign";
import { plainName } from "~/rules/catalogue";
import { fillTemplate } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { productNewUntil, yearSpan } from "~/rules/freshness";
import { datedTexts } from "~/rules/payment";
import { earlyBird, effectiveLaunch, preorderFacts, preorderSchedule } from "~/rules/preorder";
import { priceList, sells } from "~/rules/price-lists";
import { REGIONS, regionPath, type RegionCode } from "~/rules/regions";
import { regionWindow } from "~/rules/schedule";
import { regionSeries, steps } from "~/rules/series";
import type { PreviewBarView } from "~/views/schedule-events";

const isStockSeries = (value: unknown): value is number | unknown[] =>
  typeof value === "number" || Array.isArray(value);

export interface ScheduleEvent {
  at: number;
  region: RegionCode;
  what: string;
  /** The page to look at, previewed at the instant. */
  preview: string;
  /** The pages it changes, or null when it changes every page (the menus, the footer banner). */
  pages: PageKey[] | null;
}

const previewLink = (content: ContentDocument, region: RegionCode, key: PageKey, at: number) =>
  `${regionPath(region, pageDef(content, key).path)}?at=${new Date(at).toISOString()}`;

/** Every boundary of a region, in time order. */
export function scheduleEvents(content: ContentDocument, region: RegionCode): ScheduleEvent[] {
  const events: ScheduleEvent[] = [];
  const add = (time: string | number, what: string, key: PageKey, changes: PageKey[] | null = null) => {
    const at = typeof time === "number" ? time : Date.parse(time);
    events.push({
      at,
      region,
      what,
      preview: previewLink(content, region, pageExists(content, key, region) ? key : "home", at),
      pages: changes,
    });
  };
  for (const [campaign, facts] of Object.entries(content.campaigns)) {
    const schedule = facts.schedules[region];
    if (!schedule) continue;
    const page = facts.page;
    // A campaign in the menu appears and leaves on every page; its stages change its page, and the home page where it
    // is placed there.
    const stageChanges: PageKey[] = facts.placements?.home ? [page, "home"] : [page];
    const openChanges = facts.placements?.menu ? null : stageChanges;
    const names = wordsFor(content, region).campaigns?.[campaign]?.stages;
    for (const window of stageWindows(schedule)) {
      const { stage, start, end, endsOnItsOwn } = window;
      const name = names?.[stage - 1]?.name ?? `stage ${stage}`;
      const opens = stage === 1 ? ` (the page opens${facts.placements?.menu ? ", in the menu" : ""})` : "";
      add(start, `${page}: stage ${stage} "${name}" starts${opens}`, page, stage === 1 ? openChanges : stageChanges);
      if (endsOnItsOwn && end < Date.parse(schedule.endTime))
        add(end, `${page}: stage ${stage} "${name}" ends (no stage price until the next stage)`, page, stageChanges);
    }
    add(schedule.endTime, `${page}: ends (the page closes and redirects to the home page)`, page, openChanges);
  }
  const facts = preorderFacts(content, region);
  effectiveLaunch(content, region).forEach((stamp, index) => {
    if (!stamp) return;
    const stage = index + 1;
    const effects = [
      stamp === preorderSchedule(content, region)?.earlyBirdFrom ? "pre-orders open (the early bird starts)" : null,
      stage === 2 ? "'New Release' shows in the menu" : stage === 4 ? "'New Release' leaves the menu" : null,
      content.site.textBannerLaunchStages.includes(stage) ? "the footer text banner shows" : null,
    ].filter(Boolean);
    add(
      stamp,
      `flagship-bumblebee launch: stage ${stage}${effects.length ? ` (${effects.join(", ")})` : ""}`,
      "flagship-bumblebee",
    );
  });
  const earlyBirdEnd = earlyBird(content, region)?.end;
  if (earlyBirdEnd) {
    add(
      content.preorder.finalCountdownFrom,
      "footer text banner: the final countdown replaces the early-bird banner",
      "flagship-bumblebee",
    );
    add(earlyBirdEnd, "flagship-bumblebee: the early bird ends, the regular price everywhere", "flagship-bumblebee");
  }
  if (facts.priceRecoveryAt)
    add(
      facts.priceRecoveryAt,
      "flagship-bumblebee: price recovery (regular price, dispatch note only)",
      "flagship-bumblebee",
    );
  if (facts.releasedAt)
    add(
      facts.releasedAt,
      "flagship-bumblebee: the pre-order is over (a regular product: Buy Now, no dispatch promise)",
      "flagship-bumblebee",
    );
  // A product stops being new: its menu tag (every page) and the home hero's "New:" line end.
  const hero = content.home.regions[region].hero;
  const heroNew = wordsFor(content, region).home.hero.newEyebrow !== undefined;
  for (const id of productIds(content.products)) {
    const until = productNewUntil(content, id, region);
    const tagged = content.site.nav.products.some(
      (entry) => "product" in entry && entry.product === id && entry.tag === "new" && productShown(content, region, id),
    );
    if (until === null || !(tagged || (id === hero && heroNew))) continue;
    const name = plainName(wordsFor(content, region).products.products[id]?.name ?? id);
    const where = [
      tagged ? "its 'New' menu tag" : null,
      id === hero && heroNew ? 'the home hero\'s "New:" line' : null,
    ];
    add(
      until,
      `${name} is no longer new: ${where.filter(Boolean).join(" and ")} end`,
      "home",
      tagged ? null : ["home"],
    );
  }
  // A new wording of the instalment disclosure (a change in the law): every page that offers instalments shows it.
  const siteWords = wordsFor(content, region).site;
  for (const { from } of datedTexts(siteWords.installmentDisclosure, siteWords.installmentDisclosureChanges, region))
    if (from !== null) add(from, "instalment offers: the credit disclosure's new wording", "home", null);
  // Dated prices and stock: a change shows wherever the product does (every page may list it).
  const products = wordsFor(content, region).products.products;
  for (const id of productIds(content.products)) {
    const list = priceList(content, region, id);
    const name = plainName(products[id]?.name ?? id);
    list?.forEach((step, index) => {
      const before = list[index - 1];
      // The early bird's end is its own event (above).
      if (!before || !Number.isFinite(step.from) || before.name === "earlyBird") return;
      const money = (amount: number) => formatPrice(region, amount);
      add(step.from, `price: ${name} ${money(step.value)} (was ${money(before.value)})`, "home");
    });
    const stock = regionSeries(content.products[id]!.stock, region, isStockSeries);
    if (stock === undefined || !list) continue;
    const stockSteps = steps<number>(stock as number, "stock");
    stockSteps.forEach((step, index) => {
      const before = stockSteps[index - 1];
      if (before && Number.isFinite(step.from))
        add(step.from, `stock: ${name} ${step.value} (was ${before.value})`, "home");
    });
  }
  const site = wordsFor(content, region).site;
  for (const entry of content.placements.menu) {
    if ("shopCollection" in entry && !entry.regions.includes(region)) continue;
    if ("page" in entry && !pageExists(content, entry.page, region)) continue;
    const label =
      "page" in entry
        ? (site.nav.pages[entry.page] ?? entry.page)
        : (regionText(entry.text, region) ??
          (entry.label ? site.nav.links[entry.label] : undefined) ??
          entry.shopCollection);
    const { startTime, endTime } = regionWindow(entry, REGIONS[region].timeZone);
    if (startTime) add(startTime, `menu: '${label}' shows`, "home");
    if (endTime) add(endTime, `menu: '${label}' leaves`, "home");
  }
  for (const banner of content.placements.textBanners) {
    if (!banner.regions.includes(region)) continue;
    const label = regionText(banner.text, region) ?? (banner.label ? site.textBanner?.[banner.label] : undefined) ?? "";
    const { startTime, endTime } = regionWindow(banner, REGIONS[region].timeZone);
    if (startTime) add(startTime, `footer text banner: '${label}' shows`, "home");
    if (endTime) add(endTime, `footer text banner: '${label}' leaves`, "home");
  }
  // A home tile shown in a window changes the home page alone.
  for (const entry of content.home.regions[region].sections.flat()) {
    if (typeof entry === "string") continue;
    const name = plainName(wordsFor(content, region).products.products[entry.product]?.name ?? entry.product);
    const { startTime, endTime } = regionWindow(entry, REGIONS[region].timeZone);
    if (startTime) add(startTime, `home: the ${name} tile shows`, "home", ["home"]);
    if (endTime) add(endTime, `home: the ${name} tile leaves`, "home", ["home"]);
  }
  return events.sort((a, b) => a.at - b.at);
}

/** Whether a region's menu shows a product (its page there, and a price). */
function productShown(content: ContentDocument, region: RegionCode, id: ProductId): boolean {
  const page = content.products[id]?.page;
  return isPageKey(content, page) && pageExists(content, page, region) && sells(content, region, id);
}

/** The paths of a region's pages (redirects left out): what "every page" of an event means. */
export function regionPagePaths(content: ContentDocument, region: RegionCode): string[] {
  return pageKeys(content)
    .filter((key) => pageExists(content, key, region) && !pageDef(content, key).redirectTo)
    .map((key) => regionPath(region, pageDef(content, key).path));
}

/**
 * The URLs whose page an event changes: what a shared cache in front keeps only until then, and what the
 * origin renders again just before it (server/page-cache.ts). Every page of the region when `pages` is null.
 */
export function affectedPaths(content: ContentDocument, event: ScheduleEvent): string[] {
  if (event.pages === null) return regionPagePaths(content, event.region);
  return event.pages
    .filter((key) => pageExists(content, key, event.region))
    .map((key) => regionPath(event.region, pageDef(content, key).path));
}

/** "2024-11-14 09:00 GMT+1": an instant in the region's time zone. */
export function regionTime(region: RegionCode, at: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: REGIONS[region].timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "shortOffset",
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")} ${get("timeZoneName")}`;
}

export function previewBar(
  content: ContentDocument,
  region: RegionCode,
  pageKey: PageKey | undefined,
  now: Date,
  draft: { label: string; query?: string } | null = null,
): PreviewBarView {
  const words = wordsFor(content, region).site.preview;
  const { intlLocale, timeZone } = REGIONS[region];
  const instant = new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    now,
  );
  const times = [
    ...new Set(
      scheduleEvents(content, region)
        .filter((event) => event.pages === null || (pageKey !== undefined && event.pages.includes(pageKey)))
        .map((event) => event.at),
    ),
  ];
  const t = now.getTime();
  const previous = times.filter((at) => at < t).at(-1);
  const next = times.find((at) => at > t);
  return {
    showing: fillTemplate(words.showing, { instant }),
    previous: previous === undefined ? null : new Date(previous).toISOString(),
    next: next === undefined ? null : new Date(next).toISOString(),
    labels: { label: words.label, previous: words.previous, next: words.next, now: words.now },
    draft: draft ? { label: draft.label, query: draft.query ?? "" } : null,
  };
}

const changeInstants = derivedMap<RegionCode, number[]>();

/**
 * The region's next schedule boundary after `now` (epoch ms): what an open page of the region waits for before it asks
 * the server for its next state. Every boundary of the region counts, whichever page it changes (the menus and the
 * footer are on every page): a page that does not change at it only reloads its data once. The turn of the year in the
 * region's time zone (the footer's copyright year) is the last one there always is.
 */
export function nextScheduleChange(content: ContentDocument, region: RegionCode, now: Date): number {
  let instants = changeInstants(content).get(region);
  if (!instants) {
    instants = [...new Set(scheduleEvents(content, region).map((event) => event.at))].sort((a, b) => a - b);
    changeInstants(content).set(region, instants);
  }
  const t = now.getTime();
  const newYear = yearSpan(now, REGIONS[region].timeZone).end;
  return Math.min(instants.find((at) => at > t) ?? newYear, newYear);
}

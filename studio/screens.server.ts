// The signed-in studio's screens: what the frame and each screen load (studio/routes/, one route module a
// screen; the six content screens share one) and what their forms do.
import { data, redirect, type RouterContextProvider } from "react-router";
import { launchReadiness } from "~/content/checks/readiness";
import type { ContentDocument } from "~/content/document";
import { pageDef, pageExists } from "~/content/pages";
import { NO_STORE } from "~/request/request-time.server";
import { editionYear, unplannedSeasons } from "~/rules/editions";
import { LANGUAGES, REGIONS, REGION_CODES, isRegionCode, regionPath } from "~/rules/regions";
import { NOTICE_PAGES } from "~/views/legal.server";
import type { AuditEntry } from "../database/studio-schema";
import { audit, recentAudit } from "./audit.server";
import { calendarOf } from "./calendar.server";
import { openContentFileDrafts } from "./content-files.server";
import { studioDatabase } from "./context";
import { clearSessionCookie } from "./cookies.server";
import { csrfToken } from "./csrf.server";
import { SIGN_IN_PATH, actor, signedIn } from "./guard.server";
import { signingKey } from "./keys.server";
import {
  MAX_UPLOAD_BYTES,
  MEDIA_WIDTHS,
  MediaRefusal,
  deleteMedia,
  listMedia,
  tooLargeMessage,
  uploadMedia,
} from "./media.server";
import { isMultipart, parseMultipart, type MultipartFile } from "./multipart.server";
import {
  DEFAULT_PREVIEW_LINK_HOURS,
  PREVIEW_LINK_HOURS,
  PreviewLinkRefusal,
  createPreviewLink,
  isPagePath,
} from "./preview-links.server";
import { productImageOf } from "./products.server";
import { upcomingReleases } from "./releases.server";
import { endSession, mayPublish } from "./staff.server";
import { regionName, wordsPreviewPath } from "./words";
import { CJK_FONTS, contentParts, historyPart, loadWorkspace, schedulePart, wordsPart } from "./workspace.server";

export const SCREENS = {
  "": "Overview",
  drafts: "Drafts",
  products: "Products",
  prices: "Prices",
  stock: "Stock",
  campaigns: "Campaigns",
  banners: "Banners",
  home: "Home",
  menus: "Menus",
  legal: "Legal facts",
  readiness: "Launch readiness",
  words: "Words",
  schedule: "Schedule",
  calendar: "Calendar",
  history: "History",
  preview: "Preview links",
  media: "Media",
  audit: "Audit log",
} as const;

/** What each content screen edits, for its heading's intro. */
const INTROS = {
  products:
    "A product: its names, its picture, its page or shop slug, licence, and whether it is a pre-sale, per region and over time. New products start here; their prices are on Prices.",
  prices: "What the product costs in each region, from when: one amount, or changes over time (each from an instant).",
  stock: "Units in the regions' shops: one number, or per region with a default, each over time.",
  campaigns: "A campaign's page, schedules per region, theme, banners, products and offers.",
  banners: "Menu entries and footer text banners shown for a while, by region, window and priority.",
  home: "A region's home page: the product its hero presents and its three rows of product tiles, in order.",
  menus: "The menus' groups, the footer, the social links and the region chooser.",
  legal:
    "A region's legal facts: the company behind it, its register and filing numbers, its host and mediator, and whether they are real or samples. Pages mark samples as such, and a production server refuses to serve a region whose facts are samples. Only a publisher changes them.",
} as const;
export type ContentScreen = keyof typeof INTROS;

const isContentScreen = (value: string | undefined): value is ContentScreen =>
  value !== undefined && Object.hasOwn(INTROS, value);

const auditRow = (entry: AuditEntry) => ({
  id: entry.id,
  at: entry.at.toISOString(),
  email: entry.staffEmail,
  action: entry.action,
  target: entry.target,
  detail: Object.keys(entry.detail).length ? JSON.stringify(entry.detail) : "",
});

/** The frame around every signed-in screen (routes/studio.tsx): who is signed in, the CSRF token, the screens. */
export async function loadFrame(context: Readonly<RouterContextProvider>) {
  const db = await studioDatabase(context);
  const session = signedIn(context);
  return {
    member: { email: session.member.email, role: session.member.role },
    csrf: csrfToken(await signingKey(db, new Date()), { session: session.tokenHash }),
    nav: Object.entries(SCREENS).map(([key, label]) => ({ href: `/studio/${key}`, label })),
    regions: REGION_CODES.map((code) => ({
      code,
      timeZone: REGIONS[code].timeZone,
      home: regionPath(code),
      label: `${code} (${REGIONS[code].timeZone})`,
    })),
  };
}

export type Frame = Awaited<ReturnType<typeof loadFrame>>;

type Context = Readonly<RouterContextProvider>;
const paramsOf = (request: Request) => new URL(request.url).searchParams;

export async function loadOverview(context: Context) {
  const now = new Date();
  const db = await studioDatabase(context);
  const { document } = await loadWorkspace(db, actor(context), null, now);
  const names = document.bundles.en as { campaigns?: Record<string, { name?: string }> };
  // Recurring sales whose season comes with no edition planned: the marketer's cue to make one.
  const seasons = unplannedSeasons(document.campaigns, now).map((season) => ({
    ...season,
    name: names.campaigns?.[season.latest]?.name ?? season.page,
    latestYear: editionYear(document.campaigns[season.latest]!),
  }));
  return {
    screen: "" as const,
    seasons,
    contentFiles: await openContentFileDrafts(db),
    recent: (await recentAudit(db, 10)).map(auditRow),
  };
}

export async function loadAudit(context: Context) {
  return { screen: "audit" as const, rows: (await recentAudit(await studioDatabase(context), 200)).map(auditRow) };
}

export async function loadPreviewLinks(context: Context) {
  const now = new Date();
  const { workspace } = await loadWorkspace(await studioDatabase(context), actor(context), null, now);
  return {
    screen: "preview" as const,
    now: now.getTime(),
    lifetimes: PREVIEW_LINK_HOURS,
    drafts: workspace.drafts.map((draft) => ({ id: draft.id, label: `#${draft.id} ${draft.title}` })),
  };
}

export async function loadDrafts(context: Context) {
  const db = await studioDatabase(context);
  const { workspace } = await loadWorkspace(db, actor(context), null, new Date());
  return { screen: "drafts" as const, workspace, contentFiles: await openContentFileDrafts(db) };
}

export async function loadHistory(request: Request, context: Context) {
  return { screen: "history" as const, history: await historyPart(await studioDatabase(context), paramsOf(request)) };
}

export async function loadWords(request: Request, context: Context) {
  const now = new Date();
  const params = paramsOf(request);
  const db = await studioDatabase(context);
  const { workspace, document } = await loadWorkspace(db, actor(context), params.get("draft"), now);
  const words = wordsPart(document, params);
  return {
    screen: "words" as const,
    workspace,
    words,
    preview: { path: wordsPreviewPath(document, words.picker.selected), at: now.getTime() },
  };
}

export async function loadSchedule(request: Request, context: Context) {
  const now = new Date();
  const params = paramsOf(request);
  const db = await studioDatabase(context);
  const { workspace, document } = await loadWorkspace(db, actor(context), params.get("draft"), now);
  const schedule = schedulePart(document, params, now);
  return {
    screen: "schedule" as const,
    workspace,
    schedule,
    preview: { path: regionPath(schedule.region), at: now.getTime() },
  };
}

/** Each market's launch blockers, for the published content or a draft (with the draft's check). */
export async function loadReadiness(request: Request, context: Context) {
  const now = new Date();
  const params = paramsOf(request);
  const db = await studioDatabase(context);
  const { workspace, document } = await loadWorkspace(db, actor(context), params.get("draft"), now);
  const issues = (workspace.check?.issues ?? []).flatMap((issue) =>
    issue.region ? [{ file: issue.file, path: issue.path, message: issue.message, region: issue.region }] : [],
  );
  return {
    screen: "readiness" as const,
    workspace,
    markets: launchReadiness(document, issues).map((market) => ({ ...market, name: regionName(market.region) })),
    fonts: CJK_FONTS,
    preview: { path: regionPath("de"), at: now.getTime() },
  };
}

export async function loadCalendar(request: Request, context: Context) {
  const now = new Date();
  const params = paramsOf(request);
  const db = await studioDatabase(context);
  const { workspace, document } = await loadWorkspace(db, actor(context), params.get("draft"), now);
  const thisYear = now.getUTCFullYear();
  const first = Math.min(thisYear, ...Object.values(document.campaigns).map((facts) => editionYear(facts)));
  const years = Array.from({ length: thisYear + 2 - first }, (_, index) => first + index);
  const asked = Number(params.get("year"));
  const year = years.includes(asked) ? asked : thisYear;
  return {
    screen: "calendar" as const,
    workspace,
    now: now.getTime(),
    years,
    calendar: calendarOf(document, year, now, await upcomingReleases(db)),
    preview: { path: regionPath("us"), at: now.getTime() },
  };
}

/** The content screens: one module, six screens (products, prices, stock, campaigns, banners, menus). */
export async function loadContent(screen: string | undefined, request: Request, context: Context) {
  if (!isContentScreen(screen)) throw notFound();
  const now = new Date();
  const params = paramsOf(request);
  const db = await studioDatabase(context);
  const { workspace, document } = await loadWorkspace(db, actor(context), params.get("draft"), now);
  const { picker, parts, edition, banners, offers, home, names, legal } = contentParts(screen, document, params, now);
  // The products screen offers the library's pictures (those with web variants) for the product's image.
  const pictures =
    screen === "products" && picker
      ? {
          base: `/products/${picker.selected}/image`,
          choices: (await listMedia(db)).flatMap((item) => {
            const image = productImageOf(item);
            const thumb = item.variants.find((variant) => variant.format === "webp")?.url;
            return image && thumb ? [{ image, label: item.fileName, thumb }] : [];
          }),
        }
      : null;
  return {
    screen,
    workspace,
    now: now.getTime(),
    title: SCREENS[screen],
    intro: INTROS[screen],
    picker,
    parts,
    edition: edition ?? null,
    banners: banners ?? null,
    offers: offers ?? null,
    home: home ?? null,
    names: names ?? null,
    legal: legal ? { ...legal, mayEdit: mayPublish(signedIn(context).member.role) } : null,
    pictures,
    preview: { path: previewPathOf(document, screen, picker?.selected), at: now.getTime() },
  };
}

export const notFound = () => data("Not found", { status: 404, headers: { "Cache-Control": NO_STORE } });

/** The page a screen's preview opens first: the product's own page in us, the campaign's, else the us home. */
function previewPathOf(document: ContentDocument, screen: string, selected: string | undefined): string {
  if (selected && (screen === "products" || screen === "prices" || screen === "stock")) {
    const page = (document.products as Record<string, { page?: string }>)[selected]?.page;
    if (page) return regionPath("us", pageDef(document, page).path);
  }
  if (selected && screen === "legal" && isRegionCode(selected)) {
    const notice = NOTICE_PAGES.find((key) => pageExists(document, key, selected));
    return regionPath(selected, notice ? pageDef(document, notice).path : "");
  }
  if (selected && screen === "campaigns") {
    const page = (document.campaigns[selected] as { page?: string } | undefined)?.page;
    if (page) return regionPath("us", page);
  }
  return regionPath("us");
}

const HOUR = 60 * 60 * 1000;

/** The studio's forms; the guard (requireStaff) checked the session and its CSRF token before this runs. */
export async function screenAction(request: Request, context: Readonly<RouterContextProvider>) {
  const db = await studioDatabase(context);
  const session = signedIn(context);
  const now = new Date();
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  switch (field("intent")) {
    case "sign-out": {
      await endSession(db, session.tokenHash);
      await audit(db, actor(context), "sign-out", now);
      throw redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearSessionCookie(), "Cache-Control": NO_STORE } });
    }
    case "preview-link": {
      const path = field("path");
      const at = Date.parse(field("at"));
      const hours = Number(field("hours") || DEFAULT_PREVIEW_LINK_HOURS);
      const draft = field("draft") === "" ? null : Number(field("draft"));
      if (
        !isPagePath(path) ||
        Number.isNaN(at) ||
        !(PREVIEW_LINK_HOURS as readonly number[]).includes(hours) ||
        (draft !== null && !Number.isInteger(draft))
      )
        return data({ status: "error", message: "A page path, an instant and a lifetime, please." }, { status: 400 });
      const request = { path, at, draft, lifetimeMs: hours * HOUR };
      const made = await createPreviewLink(db, actor(context), request, now).catch((error: unknown) => {
        if (error instanceof PreviewLinkRefusal) return error;
        throw error;
      });
      if (made instanceof PreviewLinkRefusal) return data({ status: "error", message: made.message }, { status: 404 });
      throw redirect(made.link, { status: 303, headers: { "Cache-Control": NO_STORE } });
    }
    default:
      return data({ status: "error", message: "Unknown action." }, { status: 400 });
  }
}

/** The media library: every image, its variants and alt texts; the upload form. */
export async function loadMedia(request: Request, context: Context) {
  const params = paramsOf(request);
  return {
    screen: "media" as const,
    items: await listMedia(await studioDatabase(context)),
    languages: LANGUAGES,
    maxBytes: MAX_UPLOAD_BYTES,
    widths: MEDIA_WIDTHS,
    uploaded: params.get("uploaded"),
    existed: params.get("existed") === "1",
    mayDelete: signedIn(context).member.role === "publisher",
  };
}

/** A refusal of the media form, shown at its field; the fields typed come back so nothing is typed twice. */
const mediaRefused = (field: string, message: string, values: Record<string, string> = {}) =>
  data({ status: "refused" as const, field, message, values }, { status: 400, headers: { "Cache-Control": NO_STORE } });

/** The media screen's forms: an upload (editors and publishers), a deletion (publishers). */
export async function mediaAction(request: Request, context: Readonly<RouterContextProvider>) {
  const db = await studioDatabase(context);
  const session = signedIn(context);
  const now = new Date();
  // Uploads are parsed with busboy from their bytes (studio/multipart.server.ts); the delete form is a small urlencoded one.
  let field: (name: string) => string;
  let file: MultipartFile | null = null;
  if (isMultipart(request)) {
    const body = Buffer.from(await request.arrayBuffer());
    const form = await parseMultipart(body, request.headers.get("content-type") ?? "");
    if (!form) return mediaRefused("file", "The upload arrived incomplete. Choose the image and upload it again.");
    field = form.field;
    file = form.file("file");
  } else {
    const form = await request.formData();
    field = (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
  }
  if (field("intent") === "delete") {
    if (session.member.role !== "publisher")
      return mediaRefused("delete", "Only a publisher can delete an image (a live page may show it).");
    const id = field("id");
    if (!/^[0-9a-f]{32}$/.test(id) || !(await deleteMedia(db, actor(context), id, now)))
      return mediaRefused("delete", "That image is no longer in the library.");
    throw redirect("/studio/media", { status: 303, headers: { "Cache-Control": NO_STORE } });
  }
  if (field("intent") !== "upload")
    return data({ status: "error" as const, message: "Unknown action." }, { status: 400 });
  const values: Record<string, string> = Object.fromEntries(
    [...LANGUAGES.map((language) => `alt-${language}`), "focal-x", "focal-y", "decorative"].map((name) => [
      name,
      field(name).slice(0, 1000),
    ]),
  );
  if (!file || file.bytes.length === 0) return mediaRefused("file", "Choose an image to upload.", values);
  if (file.bytes.length > MAX_UPLOAD_BYTES) return mediaRefused("file", tooLargeMessage(file.bytes.length), values);
  const focal = (name: string) => (field(name).trim() === "" ? 0.5 : Number(field(name)));
  try {
    const { id, existed } = await uploadMedia(
      db,
      actor(context),
      {
        fileName: file.fileName,
        bytes: file.bytes,
        decorative: field("decorative") === "on",
        alt: Object.fromEntries(LANGUAGES.map((language) => [language, field(`alt-${language}`).slice(0, 1000)])),
        focalX: focal("focal-x"),
        focalY: focal("focal-y"),
      },
      now,
    );
    throw redirect(`/studio/media?uploaded=${id}${existed ? "&existed=1" : ""}`, {
      status: 303,
      headers: { "Cache-Control": NO_STORE },
    });
  } catch (error) {
    if (error instanceof MediaRefusal) return mediaRefused(error.field, error.message, values);
    throw error;
  }
}

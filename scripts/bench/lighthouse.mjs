// Lighthouse (mobile preset, Debian Chromium) on each page type in cn and us (home and pre-order in kr and jp too): performance, accessibility, CLS, LCP, TBT.
// And the campaign page as shoppers get it at the bench's real time, beside a reference: the same document without its
// scripts, served by nginx, measured in the same rounds (LIGHTHOUSE_ONLY=pages,campaign-live picks the groups).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { repositoryDocument } from "~/content/repository";
import { campaignOfPage } from "~/views/campaign.server";
import { startStaticSite } from "./static-nginx.mjs";

/** The instant the campaign page is opened at (Black Friday stage 2, us), through the preview. */
export const CAMPAIGN_AT = "2024-11-25T12:00:00+01:00";

export const LIGHTHOUSE_PAGES = [
  { type: "home", cn: "/", us: "/us", kr: "/kr", jp: "/jp" },
  { type: "product", cn: "/flagship-optimus-prime", us: "/us/flagship-optimus-prime" },
  // kr does not sell Flagship Bumblebee: no pre-order page (cn, kr and jp are measured beside us).
  {
    type: "pre-order",
    cn: "/flagship-bumblebee",
    us: "/us/flagship-bumblebee",
    kr: null,
    jp: "/jp/flagship-bumblebee",
  },
  { type: "campaign", cn: null, us: `/us/black-friday?at=${encodeURIComponent(CAMPAIGN_AT)}` },
  { type: "manuals", cn: "/manuals", us: "/us/manuals" },
  { type: "where-to-buy", cn: "/where-to-buy/hongkong-macao", us: "/us/where-to-buy" },
];

/** The campaign series measured live (its page key is its path) and the regions it is measured in. */
export const LIVE_CAMPAIGN = { page: "black-friday", regions: ["us", "de"] };

/** The groups of rows: `pages` (the table above) and `campaign-live` (the live campaign page and its references). */
export const LIGHTHOUSE_GROUPS = ["pages", "campaign-live"];
export const LIGHTHOUSE_ONLY = new Set((process.env.LIGHTHOUSE_ONLY ?? LIGHTHOUSE_GROUPS.join(",")).split(","));
for (const group of LIGHTHOUSE_ONLY)
  if (!LIGHTHOUSE_GROUPS.includes(group))
    throw new Error(`LIGHTHOUSE_ONLY: ${group} (${LIGHTHOUSE_GROUPS.join(", ")})`);

/** Runs per page; the median is reported. */
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export const TARGETS = { performance: 95, accessibility: 100, cls: 0.02 };
/** The live campaign page's targets. */
export const LIVE_TARGETS = { performance: 98, lcp: 1800 };

/** The document without its scripts: every <script> element and every modulepreload link removed. */
export function withoutScripts(html) {
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
  if (/<script\b/i.test(stripped) || /modulepreload/i.test(stripped))
    throw new Error("a script or a modulepreload link survived the strip");
  return stripped;
}

const decode = (url) => url.replaceAll("&amp;", "&");
const cssUrls = (text) => [...text.matchAll(/url\(\s*["']?([^"')]+?)["']?\s*\)/g)].map((m) => decode(m[1]));

/** Same-origin URLs a document's elements and inline styles load: src, href of links, srcset, poster, url(). */
function documentUrls(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<(?:link|img|source|video|image|use)\b[^>]*>/gi)) {
    for (const name of ["href", "src", "poster", "xlink:href"]) {
      const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
      if (value) urls.push(decode(value));
    }
    for (const name of ["srcset", "imagesrcset"]) {
      const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
      if (value)
        urls.push(
          ...decode(value)
            .split(",")
            .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
        );
    }
  }
  return [...urls, ...cssUrls(html)];
}

const COMPRESSIBLE = /\.(?:html|css|svg|js|mjs|json|txt|xml|webmanifest)$/;

/** Writes one file of the reference at its URL path, with its gzip -9 beside it (gzip_static) where text. */
function writeAsset(dir, urlPath, bytes) {
  const file = path.join(dir, decodeURIComponent(urlPath));
  if (!file.startsWith(dir + path.sep)) throw new Error(`asset outside the reference: ${urlPath}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  if (COMPRESSIBLE.test(file)) writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * The reference site: each stripped document at its own path, and every same-origin asset they load (stylesheets, the
 * fonts and images those load, images, icons), fetched from the running server with a plain GET. The assets are copied
 * rather than linked to the server's origin: pointing them at another origin would give the reference a second
 * connection (a DNS/TCP round trip in Lighthouse's simulation) that the page does not pay, and nginx serving them is
 * the fast, static delivery the reference stands for; the bytes and the request graph stay the page's, less its scripts.
 */
async function writeReference(origin, documents) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-reference-"));
  // nginx's workers run unprivileged: the directory mkdtemp made for its owner alone must be readable to them.
  chmodSync(dir, 0o755);
  const queue = [];
  for (const { path: pagePath, html } of documents) {
    writeAsset(dir, `${new URL(pagePath, origin).pathname}/index.html`, Buffer.from(withoutScripts(html)));
    queue.push(...documentUrls(withoutScripts(html)).map((url) => new URL(url, origin + pagePath)));
  }
  const seen = new Set();
  const skipped = [];
  while (queue.length) {
    const url = queue.shift();
    if (url.origin !== origin || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const response = await fetch(url);
    const type = response.headers.get("content-type") ?? "";
    // Links to pages (alternates, canonical) are not the page's assets.
    if (!response.ok || type.startsWith("text/html")) {
      await response.arrayBuffer();
      if (!response.ok) skipped.push(`${url.pathname} (${response.status})`);
      continue;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    writeAsset(dir, url.pathname, bytes);
    if (type.startsWith("text/css")) queue.push(...cssUrls(bytes.toString("utf8")).map((u) => new URL(u, url)));
  }
  return { dir, assets: seen.size, skipped };
}

/**
 * The page of the live campaign series in each region at `now`, as shoppers get it (no `?at=`, no preview token): the
 * edition the content opens then, checked against the server's answer. A region with no open edition, or whose page
 * does not answer 200, is reported as skipped.
 */
async function liveCampaignPages(origin, now, studioPages = []) {
  const content = repositoryDocument();
  const pages = [];
  // The page of a product made in the studio (scripts/bench/studio-product.mjs), served from the published content.
  for (const { region, path: pagePath } of studioPages) {
    const response = await fetch(origin + pagePath, { redirect: "manual" });
    const html = await response.text();
    const edition = "a product made in the studio";
    if (response.status !== 200)
      pages.push({ region, path: pagePath, edition, skipped: `answered ${response.status}` });
    else pages.push({ region, path: pagePath, edition, html, cache: response.headers.get("x-cache") });
  }
  for (const region of LIVE_CAMPAIGN.regions) {
    const pagePath = `/${region}/${LIVE_CAMPAIGN.page}`;
    const edition = campaignOfPage(content, LIVE_CAMPAIGN.page, region, now) ?? null;
    if (!edition) {
      pages.push({ region, path: pagePath, edition, skipped: `no edition open at ${now.toISOString()}` });
      continue;
    }
    const response = await fetch(origin + pagePath, { redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) {
      const location = response.headers.get("location");
      pages.push({
        region,
        path: pagePath,
        edition,
        skipped: `answered ${response.status}${location ? ` → ${location}` : ""}`,
      });
      continue;
    }
    pages.push({ region, path: pagePath, edition, html, cache: response.headers.get("x-cache") });
  }
  return pages;
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const metrics = (lhr) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
  cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
  tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
  fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
});

/** Main-thread work by kind over runs: the median of each kind's milliseconds, the three largest first. */
function mainThreadWork(lhrs) {
  const byKind = new Map();
  for (const lhr of lhrs)
    for (const item of lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []) {
      const label = item.groupLabel ?? item.group;
      byKind.set(label, [...(byKind.get(label) ?? []), item.duration]);
    }
  return [...byKind]
    .map(([label, durations]) => ({ label, ms: median(durations) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
}

/**
 * Runs Lighthouse against `origin`: every page of LIGHTHOUSE_PAGES (`previewToken` lets `?at=` apply) and the live
 * campaign pages beside their references (nginx on `referencePort`), as LIGHTHOUSE_ONLY selects. `now` picks the live
 * edition; `studioPages` ({ region, path }) are measured with them, beside their references. Returns `{ rows, live }`.
 */
export async function measureLighthouse({
  origin,
  previewToken,
  chromePort = 3220,
  referencePort = 3226,
  now = new Date(),
  studioPages = [],
  log = console.log,
}) {
  const rows = [];
  const live = [];
  const measured = [];
  let reference = null;
  let nginx = null;
  const flagsFor = (extra = {}) => ({
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...extra,
  });
  if (LIGHTHOUSE_ONLY.has("pages")) {
    for (const page of LIGHTHOUSE_PAGES) {
      for (const region of ["cn", "us", "kr", "jp"]) {
        if (!(region in page)) continue;
        const pagePath = page[region];
        const row = { type: page.type, region, path: pagePath ?? null };
        rows.push(row);
        if (!pagePath) continue;
        const extra = pagePath.includes("at=") ? { extraHeaders: { "x-preview-token": previewToken } } : {};
        // The machine's 1-minute load average before each run: on a shared machine the figures mean little without it.
        measured.push({ row, url: origin + pagePath, flags: flagsFor(extra), runs: [], attempts: 0 });
      }
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    port: chromePort,
  });
  try {
    if (LIGHTHOUSE_ONLY.has("campaign-live")) {
      const pages = await liveCampaignPages(origin, now, studioPages);
      const served = pages.filter((page) => page.html !== undefined);
      if (served.length) {
        reference = await writeReference(origin, served);
        nginx = startStaticSite(referencePort, reference.dir);
        log(`  reference: ${reference.assets} same-origin URLs copied to ${reference.dir}, nginx at ${nginx.origin}`);
        for (const page of served) {
          const answer = await fetch(nginx.origin + page.path);
          if ((await answer.text()) !== withoutScripts(page.html))
            throw new Error(`reference ${page.path}: ${answer.status}`);
        }
        if (reference.skipped.length) log(`  reference: not copied: ${reference.skipped.join(", ")}`);
      }
      for (const page of pages) {
        const row = { ...page, served: "server", html: undefined };
        live.push(row);
        if (page.skipped) continue;
        const ref = { region: page.region, path: page.path, edition: page.edition, served: "reference" };
        live.push(ref);
        const liveItem = { row, url: origin + page.path, flags: flagsFor(), runs: [], attempts: 0 };
        const refItem = { row: ref, url: nginx.origin + page.path, flags: flagsFor(), runs: [], attempts: 0 };
        liveItem.pairWith = refItem;
        row.pair = ref;
        measured.push(liveItem, refItem);
      }
    }
    // Lighthouse varies from run to run on a shared 2-core machine: RUNS rounds over every page (each round measures
    // the CJK pages beside the latin ones, under the same load), the median by performance score is reported
    // (Lighthouse's own advice), with the range. A failed trace (NO_NAVSTART on a busy machine) is retried. A live
    // page and its reference are measured back to back, their order swapped every other round.
    for (let round = 0; round < RUNS; round++) {
      const order = [...measured];
      if (round % 2)
        for (let i = 0; i < order.length - 1; i++) {
          const [first, second] = [order[i], order[i + 1]];
          if (first.pairWith !== second) continue;
          order[i] = second;
          order[i + 1] = first;
          i++;
        }
      for (const page of order) {
        const { row, url, flags, runs } = page;
        log(`  lighthouse ${row.region} ${row.type ?? `campaign live (${row.served})`} (${round + 1}/${RUNS}): ${url}`);
        let done = false;
        while (!done && page.attempts < RUNS + 2) {
          page.attempts++;
          const load = os.loadavg()[0];
          const { lhr } = await lighthouse(url, flags);
          if (!lhr.runtimeError || page.attempts === RUNS + 2) {
            runs.push({ lhr, round, load });
            done = true;
          }
        }
      }
    }
  } finally {
    chrome.kill();
    nginx?.stop();
    if (reference) rmSync(reference.dir, { recursive: true, force: true });
  }
  for (const { row, runs: measuredRuns } of measured) {
    const loads = measuredRuns.map((run) => run.load);
    const good = measuredRuns.filter((run) => !run.lhr.runtimeError);
    if (row.served) {
      // The live rows: each figure the median of its own runs; the gap the median over rounds of (page − reference),
      // both measured in that round.
      const each = good.map((run) => ({ round: run.round, ...metrics(run.lhr) }));
      const scores = each.map((m) => m.performance);
      Object.assign(row, {
        byRound: each,
        runs: each.length,
        performance: median(scores),
        range: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
        lcp: median(each.map((m) => m.lcp)),
        cls: median(each.map((m) => m.cls)),
        tbt: median(each.map((m) => m.tbt)),
        fcp: median(each.map((m) => m.fcp)),
        lcpElement:
          good[0]?.lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        // Main-thread work by kind (style and layout, script, paint...), the median of each over the runs: where the
        // blocking time of a page without scripts comes from.
        mainThread: mainThreadWork(good.map((run) => run.lhr)),
        runtimeError: good.length ? null : (measuredRuns.at(-1)?.lhr.runtimeError?.message ?? "no run"),
        load: loads.length ? [Math.min(...loads), Math.max(...loads)] : null,
      });
      continue;
    }
    const runs = measuredRuns.map((run) => run.lhr);
    const score = (run) => run.categories.performance?.score ?? 0;
    runs.sort((a, b) => score(a) - score(b));
    const lhr = runs[Math.floor((runs.length - 1) / 2)];
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    Object.assign(row, {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      cls: audit("cumulative-layout-shift"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      fcp: audit("first-contentful-paint"),
      failedA11y: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
        )
        .map((a) => a.id),
      lcpElement:
        lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      runtimeError: lhr.runtimeError?.message ?? null,
      runs: runs.filter((run) => !run.runtimeError).length,
      range: [Math.round(score(runs[0]) * 100), Math.round(score(runs[runs.length - 1]) * 100)],
      load: [Math.min(...loads), Math.max(...loads)],
    });
  }
  for (const row of live) {
    if (!row.pair) continue;
    const gap = (key) =>
      median(
        row.byRound.flatMap((m) => {
          const ref = row.pair.byRound.find((r) => r.round === m.round);
          return ref && m[key] !== null && ref[key] !== null ? [m[key] - ref[key]] : [];
        }),
      );
    row.gap = { performance: gap("performance"), lcp: gap("lcp"), cls: gap("cls"), tbt: gap("tbt") };
  }
  return { rows, live, now, referenceAssets: reference?.assets ?? null };
}

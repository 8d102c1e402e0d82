// Lighthouse (mobile preset, Debian Chromium) on each page type in cn and us (home and pre-order in kr and jp too): performance, accessibility, CLS, LCP, TBT.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

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

/** Runs per page; the median is reported. */
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export const TARGETS = { performance: 95, accessibility: 100, cls: 0.02 };

/** Runs Lighthouse on every page of both regions against `origin`; `previewToken` lets `?at=` apply. */
export async function measureLighthouse({ origin, previewToken, chromePort = 3220, log = console.log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    port: chromePort,
  });
  const rows = [];
  try {
    const measured = [];
    for (const page of LIGHTHOUSE_PAGES) {
      for (const region of ["cn", "us", "kr", "jp"]) {
        if (!(region in page)) continue;
        const pagePath = page[region];
        const row = { type: page.type, region, path: pagePath ?? null };
        rows.push(row);
        if (!pagePath) continue;
        const flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        };
        if (pagePath.includes("at=")) flags.extraHeaders = { "x-preview-token": previewToken };
        // The machine's 1-minute load average before each run: on a shared machine the figures mean little without it.
        measured.push({ row, flags, runs: [], loads: [], attempts: 0 });
      }
    }
    // Lighthouse varies from run to run on a shared 2-core machine: RUNS rounds over every page (each round measures
    // the CJK pages beside the latin ones, under the same load), the median by performance score is reported
    // (Lighthouse's own advice), with the range. A failed trace (NO_NAVSTART on a busy machine) is retried.
    for (let round = 0; round < RUNS; round++) {
      for (const page of measured) {
        const { row, flags, runs, loads } = page;
        log(`  lighthouse ${row.region} ${row.type} (${round + 1}/${RUNS}): ${row.path}`);
        while (runs.length <= round && page.attempts < RUNS + 2) {
          page.attempts++;
          loads.push(os.loadavg()[0]);
          const { lhr: run } = await lighthouse(origin + row.path, flags);
          if (!run.runtimeError) runs.push(run);
          else if (page.attempts === RUNS + 2) runs.push(run);
        }
      }
    }
    for (const { row, runs, loads } of measured) {
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
  } finally {
    chrome.kill();
  }
  return rows;
}

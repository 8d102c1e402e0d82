// Lighthouse (mobile preset, Debian Chromium) on each page type in cn and us (home and pre-order in kr and jp too): performance, accessibility, CLS, LCP, TBT.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** The instant the campaign page is opened at (Black Friday stage 2, us), through the preview. */
export const CAMPAIGN_AT = "2024-11-25T12:00:00+01:00";

export const LIGHTHOUSE_PAGES = [
  { type: "home", cn: "/", us: "/us", kr: "/kr", jp: "/jp" },
  { type: "product", cn: "/flagship-optimus-prime", us: "/us/flagship-optimus-prime" },
  // kr does not sell Flagship Bumblebee: no pre-order page (issue 28 measures cn, kr and jp beside us).
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
    for (const page of LIGHTHOUSE_PAGES) {
      for (const region of ["cn", "us", "kr", "jp"]) {
        if (!(region in page)) continue;
        const pagePath = page[region];
        if (!pagePath) {
          rows.push({ type: page.type, region, path: null });
          continue;
        }
        log(`  lighthouse ${region} ${page.type}: ${pagePath}`);
        const flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        };
        if (pagePath.includes("at=")) flags.extraHeaders = { "x-preview-token": previewToken };
        // Lighthouse varies from run to run on a shared 2-core machine: RUNS runs, the median by performance score is
        // reported (Lighthouse's own advice), with the range. A failed trace (NO_NAVSTART on a busy machine) is retried.
        const runs = [];
        for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
          const { lhr: run } = await lighthouse(origin + pagePath, flags);
          if (!run.runtimeError) runs.push(run);
        }
        if (runs.length === 0) runs.push((await lighthouse(origin + pagePath, flags)).lhr);
        const score = (run) => run.categories.performance?.score ?? 0;
        runs.sort((a, b) => score(a) - score(b));
        const lhr = runs[Math.floor((runs.length - 1) / 2)];
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        rows.push({
          type: page.type,
          region,
          path: pagePath,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          cls: audit("cumulative-layout-shift"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          fcp: audit("first-contentful-paint"),
          failedA11y: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score === 0 &&
                lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
            )
            .map((a) => a.id),
          lcpElement:
            lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
          runtimeError: lhr.runtimeError?.message ?? null,
          runs: runs.length,
          range: [Math.round(score(runs[0]) * 100), Math.round(score(runs[runs.length - 1]) * 100)],
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

// Ad-hoc: one Lighthouse mobile run per URL given on the command line (origin + path), a line each. Not part of the bench.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  port: 3221,
});
try {
  for (const url of process.argv.slice(2)) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (lhr.runtimeError) {
      console.log(`failed (${lhr.runtimeError.code}) ${url}`);
      continue;
    }
    const a = (id) => Math.round(lhr.audits[id]?.numericValue ?? -1);
    console.log(
      `${Math.round(lhr.categories.performance.score * 100)} fcp ${a("first-contentful-paint")} lcp ${a("largest-contentful-paint")} tbt ${a("total-blocking-time")} cls ${lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)} si ${a("speed-index")} ${url}`,
    );
  }
} finally {
  chrome.kill();
}

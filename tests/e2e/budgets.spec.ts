// Issue 7: the home page's HTML stays within 60 KB gzip in every region (bytes, not time). The first-load JavaScript
// budgets are checked from the build manifest by scripts/check-budgets.mjs in `npm test`.
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

const HOME_HTML_BUDGET = 60 * 1024;
const HOMES = ["/", "/us", "/uk", "/eu", "/fr", "/de", "/kr", "/jp"];

test("the home page HTML of every region is at most 60 KB gzip", async ({ request }) => {
  for (const path of HOMES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.body();
    expect(html.toString("utf8"), path).toContain("</html>");
    expect(gzipSync(html, { level: 9 }).length, `${path}: gzip bytes`).toBeLessThanOrEqual(HOME_HTML_BUDGET);
  }
});

// The home page of every region stays within its byte budgets as served (bytes, not time): HTML ≤ 60 KB gzip and
// first-load JavaScript ≤ 100 KB gzip (the home page is document-only on a first load:
// app/components/layout/document-only.ts). The other page types' first-load JavaScript is checked as a browser receives
// it by scripts/check-budgets.ts in `npm test`, and proved against a phone's Chromium by budgets.mobile.spec.ts.
import { gzipSync } from "node:zlib";
import { rootChunkLeaks, scriptReferences, studioLeaks } from "../../scripts/budgets/first-load";
import { expect, test } from "./fixtures";

const HOME_HTML_BUDGET = 60 * 1024;
const HOME_JS_BUDGET = 100 * 1024;
const HOMES = ["/", "/us", "/uk", "/eu", "/fr", "/de", "/kr", "/jp"];

const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

test("the home page of every region is at most 60 KB of HTML and 100 KB of first-load JavaScript, gzip", async ({
  request,
}) => {
  for (const path of HOMES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.body();
    const html = body.toString("utf8");
    expect(html, path).toContain("</html>");
    expect(gzip(body), `${path}: HTML gzip bytes`).toBeLessThanOrEqual(HOME_HTML_BUDGET);

    // Every script the document loads: inline ones (JSON-LD data aside), external ones and module preloads.
    const { urls, inline } = scriptReferences(html);
    let javascript = inline.reduce((sum, text) => sum + gzip(text), 0);
    for (const url of urls) javascript += gzip(await (await request.get(url)).body());
    expect(javascript, `${path}: first-load JavaScript gzip bytes`).toBeLessThanOrEqual(HOME_JS_BUDGET);
  }
});

test("the browser's root chunk carries no page table and no schedule (they stay on the server)", () => {
  expect(rootChunkLeaks()).toEqual([]);
});

test("no shopper page's chunks, nor any chunk they load later, carry the studio or its form library (issue 30)", () => {
  const { leaks, studioChunks } = studioLeaks();
  expect(leaks).toEqual([]);
  // The check sees the studio's chunks where they are: it would see them anywhere else.
  expect(studioChunks).toBeGreaterThan(0);
});

// The home page of every region stays within its byte budgets as the production server sends it (bytes, not time):
// HTML ≤ 60 KB gzip and first-load JavaScript ≤ 100 KB gzip (the home page is document-only on a first load:
// app/components/layout/document-only.ts). The other page types' first-load JavaScript is checked as a browser receives
// it by scripts/check-budgets.ts in `npm test`, and proved against a phone's Chromium by tests/e2e/budgets.mobile.spec.ts.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scriptReferences } from "../../scripts/budgets/first-load";
import { sharedServer } from "./shared-server";

const HOME_HTML_BUDGET = 60 * 1024;
const HOME_JS_BUDGET = 100 * 1024;
const HOMES = ["/", "/us", "/uk", "/eu", "/fr", "/de", "/kr", "/jp"];

const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

describe("byte budgets of the home pages", () => {
  it("the home page of every region is at most 60 KB of HTML and 100 KB of first-load JavaScript, gzip", async () => {
    const origin = sharedServer();
    for (const path of HOMES) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      const html = body.toString("utf8");
      expect(html, path).toContain("</html>");
      expect(gzip(body), `${path}: HTML gzip bytes`).toBeLessThanOrEqual(HOME_HTML_BUDGET);

      // Every script the document loads: inline ones (JSON-LD data aside), external ones and module preloads.
      const { urls, inline } = scriptReferences(html);
      let javascript = inline.reduce((sum, text) => sum + gzip(text), 0);
      for (const url of urls) javascript += gzip(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer()));
      expect(javascript, `${path}: first-load JavaScript gzip bytes`).toBeLessThanOrEqual(HOME_JS_BUDGET);
    }
  });
});

// The Nu HTML checker (npm vnu-jar, the machine's Java) over every page type in a Latin and a CJK region, including a
// campaign page inside its window, as the production server sends them (the shared server): 0 errors.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PREVIEW_TOKEN } from "./harness";
import { sharedServer } from "./shared-server";

/** Messages of the Nu checker's CSS validator about standard CSS it does not know yet. */
const OUTDATED_CSS_CHECKS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist/,
];

const PAGES: { path: string; at?: string }[] = [
  { path: "/us" },
  { path: "/us/flagship-optimus-prime" },
  { path: "/us/flagship-bumblebee" },
  { path: "/us/elite-optimus-prime" },
  { path: "/us/toy-story-buzz-lightyear" },
  { path: "/us/black-friday", at: "2024-11-22T09:00:00+01:00" },
  { path: "/uk/christmas-sale", at: "2024-12-20T12:00:00Z" },
  { path: "/us/manuals" },
  { path: "/us/where-to-buy" },
  { path: "/us/faq" },
  { path: "/us/privacy-policy" },
  { path: "/us/return-manufacturer" },
  { path: "/us/login" },
  { path: "/us/account" },
  { path: "/us/choose-your-region" },
  { path: "/us/no-such-page" },
  { path: "/" },
  { path: "/flagship-bumblebee" },
  { path: "/where-to-buy/hongkong-macao" },
  { path: "/jp/product-registration" },
  { path: "/kr/manuals" },
];

describe("valid HTML", { timeout: 120_000 }, () => {
  it("every page type passes the Nu HTML checker without an error", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
    try {
      const files: string[] = [];
      for (const [index, page] of PAGES.entries()) {
        const url = `${sharedServer()}${page.path}${page.at ? `?at=${encodeURIComponent(page.at)}` : ""}`;
        const response = await fetch(url, { headers: page.at ? { "x-preview-token": PREVIEW_TOKEN } : {} });
        expect(response.status, page.path).toBeLessThan(500);
        const file = path.join(
          dir,
          `${String(index).padStart(2, "0")}-${page.path.replace(/\W+/g, "_") || "root"}.html`,
        );
        writeFileSync(file, await response.text());
        files.push(file);
      }
      const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
      let report = "";
      try {
        execFileSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
          encoding: "utf8",
          stdio: "pipe",
        });
      } catch (error) {
        report = (error as { stderr?: string }).stderr ?? String(error);
      }
      const messages = report
        ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages
        : [];
      // The checker's CSS engine predates two standard features the scroll rows use (CSS Properties and Values API
      // `@property`, scroll-driven `animation-timeline`); only those two messages are set aside, every other one counts.
      const errors = messages
        .filter((m) => !OUTDATED_CSS_CHECKS.some((pattern) => pattern.test(m.message)))
        .map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ""}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

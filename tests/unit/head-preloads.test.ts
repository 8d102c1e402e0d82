import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { headModulePreloadFilter, removeHeadModulePreloads } from "~/server/head-preloads.server";

const HEAD =
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const BODY = '<body><p>Zürich 東京</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

async function collect(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(headModulePreloadFilter())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

describe("module preload hints out of the head", () => {
  it("removes them from the head only and keeps every other tag", () => {
    const html = removeHeadModulePreloads(HEAD + BODY);
    expect(html).not.toContain("/assets/entry.js");
    expect(html).not.toContain("/assets/root.js");
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain("/assets/late.js");
  });

  it("gives the same bytes whatever the chunk boundaries, multi-byte characters included", async () => {
    const bytes = Buffer.from(HEAD + BODY, "utf8");
    const expected = removeHeadModulePreloads(HEAD + BODY);
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await collect(chunks)).toBe(expected);
    }
  });

  it("passes a document without a head through, hints removed", async () => {
    expect(await collect([Buffer.from('<p>x</p><link rel="modulepreload" href="/x.js"/>')])).toBe("<p>x</p>");
  });
});

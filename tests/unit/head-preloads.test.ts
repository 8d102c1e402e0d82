import { describe, expect, it } from "vitest";
import { removeHeadModulePreloads } from "~/request/head-preloads.server";

const HEAD =
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const BODY = '<body><p>Zürich 東京</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

describe("module preload hints out of the head", () => {
  it("removes them from the head only and keeps every other tag", () => {
    const html = removeHeadModulePreloads(HEAD + BODY);
    expect(html).not.toContain("/assets/entry.js");
    expect(html).not.toContain("/assets/root.js");
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain("/assets/late.js");
  });

  it("passes a document without a head through, hints removed", () => {
    expect(removeHeadModulePreloads('<p>x</p><link rel="modulepreload" href="/x.js"/>')).toBe("<p>x</p>");
  });
});

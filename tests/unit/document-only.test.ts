import { describe, expect, it } from "vitest";
import { attachHeaderMenu } from "~/client/header-menu";
import { isDocumentOnly } from "~/components/layout/document-only";
import { staticShellScript } from "~/request/document-only.server";

describe("document-only pages", () => {
  it("is asked for by any matched route's handle", () => {
    expect(isDocumentOnly([{ handle: undefined }, { handle: { stylesheets: [] } }])).toBe(false);
    expect(isDocumentOnly([{ handle: undefined }, { handle: { stylesheets: [], hydrate: false } }])).toBe(true);
  });

  it("sends the shell script as one self-contained statement that cannot close its script element", () => {
    const text = staticShellScript({
      region: "us",
      language: "en",
      openMenu: "Open </script><b>",
      closeMenu: "Close",
      consent: { mode: "none", controller: "us" },
      now: 0,
      nextChange: null,
    });
    expect(text).not.toContain("</");
    expect(text).toContain("\\u003c/script>");
    // Parses on its own (no references to the bundle's imports).
    expect(() => new Function(text)).not.toThrow();
    expect(text).not.toMatch(/__vite_ssr_import|require\(|import\(/);
  });

  it("runs the very menu behaviour the React header runs (one source for both)", () => {
    const text = staticShellScript({
      region: "us",
      language: "en",
      openMenu: "Open menu",
      closeMenu: "Close menu",
      consent: { mode: "none", controller: "us" },
      now: 0,
      nextChange: 1000,
    });
    expect(text).toContain(`(${attachHeaderMenu.toString()})(document,`);
  });
});

// A page read as a browser's document would be before any script runs: the HTML parsed by happy-dom (no script
// evaluated, no file loaded) and queried with Testing Library's roles and names, as the browser tests query a page.
// For what the server renders (headings, prices, links, attributes, JSON-LD); what needs layout, styles or the client's
// scripts stays in the browser tests.
import { queries, within, type BoundFunctions } from "@testing-library/dom";
import { Window } from "happy-dom";

export interface ParsedPage {
  document: Document;
  /** Testing Library's queries over the whole document (the <html> element: its head included). */
  screen: BoundFunctions<typeof queries>;
}

const windows: Window[] = [];

/** Parses a page's HTML into a document of its own. */
export function parseHtml(html: string, url: string): ParsedPage {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableComputedStyleRendering: true,
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
    },
  });
  windows.push(window);
  window.document.write(html);
  const document = window.document as unknown as Document;
  return { document, screen: within(document.documentElement) };
}

/** Closes every document parsed so far (call after the tests of a file). */
export async function closeDocuments(): Promise<void> {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
  );
}

/** Text as Playwright's toHaveText compares it, expected and actual alike: zero-width spaces out, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text
    .replace(/\u200b/g, "")
    .trim()
    .replace(/\s+/g, " ");
}

/** An element's text as the browser tests' toHaveText and toContainText read it: textContent, normalized. */
export function textOf(element: Element): string {
  return normalizeText(element.textContent ?? "");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name or text matched as Playwright matches a string without `exact`: anywhere in it, in any case. */
export function loosely(text: string): RegExp {
  return new RegExp(escapeRegExp(text), "i");
}

/**
 * The elements whose text matches, innermost first (as Playwright's getByText: a string anywhere in the text in any
 * case, or the whole text with `exact`, or a regular expression), without those whose child matches too.
 */
export function byText(root: Element, text: string | RegExp, { exact = false } = {}): Element[] {
  const matches = (element: Element) => {
    const own = textOf(element);
    if (text instanceof RegExp) return text.test(own);
    const wanted = normalizeText(text);
    return exact ? own === wanted : own.toLowerCase().includes(wanted.toLowerCase());
  };
  return [...root.querySelectorAll("*")].filter(
    (element) =>
      !["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName) &&
      matches(element) &&
      ![...element.children].some(matches),
  );
}

/** Disabled as Playwright's toBeDisabled sees it in markup: the disabled attribute, or aria-disabled="true". */
export function isDisabled(element: Element): boolean {
  return element.hasAttribute("disabled") || element.getAttribute("aria-disabled") === "true";
}

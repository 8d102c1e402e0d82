// Bounds on a content document, checked before its schemas: a document has the site's parts and no other (a part
// the site does not read would be stored, versioned and exported unseen), word files only for the site's languages
// and regional variants, dealers and manuals only for its regions; no text longer than a page can hold (legal texts,
// whose paragraphs run longer, have a bound of their own); and the whole document within a size a request renders
// from without strain. The bounds leave the repository's longest text (a privacy-policy paragraph of 462 characters)
// and its size (about 0.5 MB) room to grow tenfold (docs/decisions/340-content-bounds.md).
import { pathOf, type ContentIssue } from "~/content/checks/issues";
import { contentFiles, type ContentPartName, type ContentSet } from "~/content/document";
import { OVERRIDE_IDS } from "~/content/words/regions";
import { LANGUAGES, REGION_CODES } from "~/rules/regions";

/** The longest text of any field, in characters. */
export const TEXT_BOUND = 1_000;
/** The longest paragraph of a legal text: legal.ts, the policy pages, a campaign's terms, the draw rules. */
export const LEGAL_TEXT_BOUND = 10_000;
/** The whole document as JSON, in characters. */
export const DOCUMENT_BOUND = 5_000_000;

const PARTS: readonly ContentPartName[] = [
  "products",
  "prices",
  "productFacts",
  "campaigns",
  "preorder",
  "site",
  "placements",
  "home",
  "manuals",
  "legal",
  "dealers",
  "bundles",
  "overrides",
];

/** The keys a part may have: the site's regions, languages or regional variants. */
const KEYED_PARTS: Partial<Record<ContentPartName, { keys: readonly string[]; what: string }>> = {
  bundles: { keys: LANGUAGES, what: "no language of the site" },
  overrides: { keys: OVERRIDE_IDS, what: "no regional variant of the site's languages" },
  dealers: { keys: REGION_CODES, what: "no region of the site" },
  manuals: { keys: REGION_CODES, what: "no region of the site" },
};

/** Word paths whose texts are legal texts ("support.pages.privacy-policy.sections[4].paragraphs[0]"). */
const LEGAL_WORDS = /^(?:support\.pages\.|campaigns\.drawRules\.|campaigns\.[^.]+\.termsAndConditions\.)/;

const count = (n: number) => n.toLocaleString("en-US");

/** The top-level keys of a document that are no part of the site's content. */
export function unknownParts(content: object): string[] {
  return Object.keys(content).filter((key) => !PARTS.includes(key as ContentPartName));
}

export function checkBounds(content: ContentSet): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const parts = content as unknown as Record<string, unknown>;
  for (const key of unknownParts(content))
    issues.push({ file: "(content)", path: key, message: `"${key}" is no part of the site's content: take it out` });
  for (const [part, { keys, what }] of Object.entries(KEYED_PARTS)) {
    const value = parts[part];
    if (!value || typeof value !== "object") continue;
    for (const key of Object.keys(value))
      if (!keys.includes(key)) issues.push({ ...fileOf(part, key), message: `"${key}" is ${what}: take it out` });
  }
  for (const file of contentFiles(content)) {
    const value = file.path.reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      content,
    );
    const legal = file.name === "legal.ts";
    const words = file.name.startsWith("words/");
    walkTexts(value, [], (text, path) => {
      const readable = pathOf(value, path);
      const bound = legal || (words && LEGAL_WORDS.test(readable)) ? LEGAL_TEXT_BOUND : TEXT_BOUND;
      if (text.length > bound)
        issues.push({
          file: file.name,
          path: readable,
          message: `${count(text.length)} characters: at most ${count(bound)} (shorten it${bound === LEGAL_TEXT_BOUND ? "" : ", or split it"})`,
        });
    });
  }
  const size = JSON.stringify(content).length;
  if (size > DOCUMENT_BOUND)
    issues.push({
      file: "(content)",
      path: "(root)",
      message: `the content is ${count(size)} characters long: at most ${count(DOCUMENT_BOUND)}; take out what the site no longer shows`,
    });
  return issues;
}

/** Where a part's key is ("bundles", "xx" → words/xx.json), as content:export and content:check name it. */
function fileOf(part: string, key: string): { file: string; path: string } {
  if (part === "bundles" || part === "overrides") return { file: `words/${key}.json`, path: "(root)" };
  if (part === "dealers") return { file: `${key}/dealers.json`, path: "(root)" };
  return { file: "manuals.ts", path: `MANUAL_TABLES.${key}` };
}

function walkTexts(
  value: unknown,
  path: (string | number)[],
  visit: (text: string, path: (string | number)[]) => void,
) {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => walkTexts(item, [...path, index], visit));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) walkTexts(item, [...path, key], visit);
}

// Its own module, apart from rules/structured-data.ts: the browser bundle needs only this serialiser, and importing
// it from there brought the Organization facts, and with them every entity's legal facts (content/legal.ts), into
// every hydrated page's JavaScript (+2.7 KB raw on the shell chunk).

/** Serialises JSON-LD for a <script> element, escaping "<" so content can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

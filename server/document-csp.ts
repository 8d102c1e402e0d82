// Hash-based strict CSP for server-rendered documents: instead of a fresh nonce per response, the document's
// own inline scripts are allowed by their SHA-256, computed once when it is rendered. The same bytes can then be sent
// to every visitor and cached anywhere (web.dev "strict CSP", hash-based variant for cached pages).
// Only the scripts the app emitted are hashed: the render marks each of them with a secret of its own (its
// `nonce` attribute, app/entry.server.tsx), and the mark is taken out again here. An inline script that reached the
// output any other way (content, a bug) can not know the mark, is not hashed, and the browser does not run it.
import { createHash } from "node:crypto";

// Inline, executable scripts: no src, and no type or a JavaScript type (JSON-LD and other data blocks do not run).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

// An attribute's value in a start tag's attribute text: "", or null when the attribute is absent.
const ATTRIBUTE_VALUES = new Map(
  ["src", "type"].map((name) => [name, new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")]),
);
const BARE_ATTRIBUTES = new Map(["src", "type"].map((name) => [name, new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, "i")]));

function attribute(attributes: string, name: "src" | "type"): string | null {
  const match = ATTRIBUTE_VALUES.get(name)!.exec(attributes);
  if (!match) return BARE_ATTRIBUTES.get(name)!.test(attributes) ? "" : null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** A JSON string literal that is safe inside an HTML <script> element (no "</script", "<!--" or line separators). */
function scriptStringLiteral(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Under 'strict-dynamic', scripts that a trusted script adds to the page are trusted, and so are the modules they
 * import; but the imports of a module script the HTML parser inserted are not (the browser blocks React Router's
 * `import * as route0 from "/assets/…"`). So each inline module script is handed to a small classic script that
 * inserts it (web.dev's hash-based strict CSP recipe). The module's text keeps its own hash, listed in `created`.
 */
export function insertModuleScriptsByScript(html: string): { html: string; created: string[] } {
  const created: string[] = [];
  const rewritten = html.replace(SCRIPT, (whole, attributes: string, text: string) => {
    if (attribute(attributes, "type") !== "module" || attribute(attributes, "src") !== null) return whole;
    created.push(text);
    return `<script>${moduleLoader(text)}</script>`;
  });
  return { html: rewritten, created };
}

/** The classic script that inserts one inline module script. */
function moduleLoader(text: string): string {
  return (
    `(function(){var s=document.createElement("script");s.type="module";` +
    `s.textContent=${scriptStringLiteral(text)};document.body.appendChild(s)})()`
  );
}

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The CSP hash sources ('sha256-…') of every inline script the browser would run in this HTML, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== null) continue;
    if (!EXECUTABLE_TYPE.test(attribute(attributes, "type") ?? "")) continue;
    hashes.add(sha256Source(text));
  }
  return [...hashes];
}

/**
 * The document's CSP: the server's policy (helmet's) with `script-src` replaced by `'self' 'strict-dynamic'` and the
 * document's hashes. Scripts those trusted inline scripts load (the app's modules) are trusted through
 * 'strict-dynamic'; 'self' only serves browsers without CSP level 3.
 */
export function documentCsp(basePolicy: string, hashes: readonly string[]): string {
  const directives = basePolicy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => /^script-src(?:\s|$)/i.test(directive));
  // Eval permissions of the server's policy (the development server's) carry over; nonces and hosts do not.
  const kept = (index === -1 ? [] : directives[index]!.split(/\s+/).slice(1)).filter((source) =>
    /^'(?:wasm-)?unsafe-eval'$/.test(source),
  );
  const scriptSrc = ["script-src", "'self'", "'strict-dynamic'", ...kept, ...hashes].join(" ");
  if (index === -1) directives.push(scriptSrc);
  else directives[index] = scriptSrc;
  return directives.join(";");
}

/**
 * A rendered document ready to send or store: module scripts inserted by script, and its CSP. One pass over the HTML
 * does what insertModuleScriptsByScript and inlineScriptHashes do (the same hashes in the same order), for the scripts
 * that carry the render's `marker` only (null: none is trusted); the marker is removed from the document.
 */
export function prepareDocument(
  html: string,
  basePolicy: string,
  marker: string | null,
): { html: string; csp: string } {
  const hashes = new Set<string>();
  const created: string[] = [];
  const mark = marker ? ` nonce="${marker}"` : null;
  // Copied only where a module script is replaced; a document without one is returned as it is.
  let rewritten = "";
  let copiedTo = 0;
  for (const match of mark ? html.matchAll(SCRIPT) : []) {
    const [whole, attributes = "", text = ""] = match;
    if (!attributes.includes(mark!)) continue;
    if (attribute(attributes, "src") !== null) continue;
    const type = attribute(attributes, "type");
    if (type === "module") {
      const loader = moduleLoader(text);
      created.push(text);
      hashes.add(sha256Source(loader));
      rewritten += `${html.slice(copiedTo, match.index)}<script>${loader}</script>`;
      copiedTo = match.index + whole.length;
    } else if (EXECUTABLE_TYPE.test(type ?? "")) hashes.add(sha256Source(text));
  }
  const prepared = copiedTo === 0 ? html : rewritten + html.slice(copiedTo);
  return {
    html: mark ? prepared.replaceAll(mark, "") : prepared,
    csp: documentCsp(basePolicy, [...hashes, ...created.map(sha256Source)]),
  };
}

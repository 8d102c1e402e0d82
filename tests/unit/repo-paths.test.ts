// Comments and docs that name a file must name one that exists. Scanned: the comments of the code in app/, server/,
// database/, scripts/, tests/ and the root config files (TypeScript's own scanner finds them, so strings and regular
// expressions are never read as comments), and the Markdown of README.md, docs/ and bench/.
//
// What counts as a path (pathProblems):
// - a word starting with a top-level folder (app/, server/, database/, scripts/, tests/, docs/, bench/, deploy/,
//   public/, art/), resolved from the repository root;
// - a word starting with a folder of app/ (components/, rules/, views/, …), the way code in app/ names its neighbours,
//   resolved from app/ or from the citing file's folder;
// - a word starting with a folder beside the citing file (app/content's files name words/…), resolved from there;
// - a word starting with ./ or ../ (from the citing file's folder, else from the root, as a command line would),
//   and the target of a relative Markdown link (from the citing file's folder).
// `file.ts:12` (or `:12-30`) must also have that many lines. URLs are not paths. Glob patterns (`*`, `?`, `{a,b}`,
// `[x]`), template strings (`${x}`) and elided names (`…`) are skipped; a `<placeholder>` stands for any name, so
// `app/content/<region>/dealers.json` must match at least one file. A module may be named without its extension.
// Generated folders that a clean checkout lacks are listed in GENERATED. A citation of docs/requirements.md followed by
// quoted headings must name its `## ` headings.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

const TOP_LEVEL = [
  "app",
  "studio",
  "server",
  "database",
  "scripts",
  "tests",
  "docs",
  "bench",
  "deploy",
  "public",
  "art",
];
// app's former lib folder is gone (split by layer): a comment naming a file in it names a file that moved.
const APP_FOLDERS = [
  "api",
  "client",
  "components",
  "content",
  "data",
  "lib",
  "mail",
  "pages",
  "rules",
  "styles",
  "views",
];
/** Written by the build or at run time, absent from a clean checkout: the CJK font cuts, the embedded databases. */
const GENERATED = ["app/styles/cjk-fonts", "data", "build", "releases"];
/** A module may be named without its extension, as imports name it. */
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".css"];

const CODE_FOLDERS = ["app", "studio", "server", "database", "scripts", "tests"];
const ROOT_CODE = /^[^/]+\.(ts|js|mjs)$/;
const CODE_EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|css|sh|sql|lua)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "releases", ".react-router", "test-results", "cjk-fonts"]);

interface Comment {
  text: string;
  line: number;
}

/** The comments of a source file, each with the line it starts on. */
function commentsOf(file: string, source: string): Comment[] {
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  if (/\.(sh)$/.test(file)) return lineComments(source, /(^|\s)#(?!!)(.*)$/);
  if (/\.(sql|lua)$/.test(file)) return lineComments(source, /(^|\s)--(.*)$/);
  if (/\.css$/.test(file)) {
    return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], line: lineOf(m.index) }));
  }
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, Comment>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos))
        seen.set(range.pos, { text: source.slice(range.pos, range.end), line: lineOf(range.pos) });
    }
  };
  // Only subtrees with a comment marker in their text are walked token by token (getChildren is the costly part).
  const markers = [...source.matchAll(/\/[/*]/g)].map((match) => match.index);
  const hasMarker = (start: number, end: number) => {
    let low = 0;
    let high = markers.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (markers[middle]! < start) low = middle + 1;
      else high = middle;
    }
    return low < markers.length && markers[low]! < end;
  };
  const visit = (node: ts.Node) => {
    const lineEnd = source.indexOf("\n", node.getEnd());
    const end = lineEnd === -1 ? source.length : lineEnd; // a trailing comment sits on the node's last line
    if (node.kind === ts.SyntaxKind.JsxText || !hasMarker(node.getFullStart(), end)) return;
    if (node.getChildCount(sourceFile) === 0) {
      collect(ts.getLeadingCommentRanges(source, node.getFullStart()));
      collect(ts.getTrailingCommentRanges(source, node.getEnd()));
      return;
    }
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  collect(ts.getLeadingCommentRanges(source, sourceFile.endOfFileToken.getFullStart()));
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

function lineComments(source: string, pattern: RegExp): Comment[] {
  return source.split("\n").flatMap((text, index) => {
    const match = pattern.exec(text);
    return match ? [{ text: match[2] ?? "", line: index + 1 }] : [];
  });
}

const PATH_CHARS = String.raw`[\w.\-/<>…*?{}\[\]$~:|@]`;
const CANDIDATE = new RegExp(
  String.raw`(?<![\w.\-/:~@])((?:\.\.?/)+${PATH_CHARS}+|~/${PATH_CHARS}+|(?:${[...TOP_LEVEL, ...APP_FOLDERS].join("|")})/${PATH_CHARS}*)`,
  "g",
);
const NEIGHBOUR_CANDIDATE = new RegExp(String.raw`(?<![\w.\-/:~@])([a-z][\w-]*/${PATH_CHARS}*)`, "g");
const subfolderCache = new Map<string, Set<string>>();
function subfolders(root: string, dir: string): Set<string> {
  const key = path.join(root, dir);
  let names = subfolderCache.get(key);
  if (!names) {
    names = new Set(
      existsSync(key) && statSync(key).isDirectory()
        ? readdirSync(key, { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name)
        : [],
    );
    subfolderCache.set(key, names);
  }
  return names;
}
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** A citation of headings of docs/requirements.md: the path, a comma, then one or more quoted headings. */
const REQUIREMENTS_CITATION = /docs\/requirements\.md,\s+((?:"[^"\n]+"(?:,\s+(?="))?)+)/g;

const headingCache = new Map<string, Set<string>>();
function requirementHeadings(root: string): Set<string> {
  let headings = headingCache.get(root);
  if (!headings) {
    const text = readFileSync(path.join(root, "docs/requirements.md"), "utf8");
    headings = new Set([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()));
    headingCache.set(root, headings);
  }
  return headings;
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** Whether `relative` (no placeholders) exists under `base`, or a `<placeholder>` segment part matches some name. */
function exists(base: string, relative: string): boolean {
  if (!/<[^>]*>/.test(relative)) return existsSync(path.join(base, relative));
  const segments = relative.split("/").filter(Boolean);
  const walk = (dir: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index]!;
    if (!/<[^>]*>/.test(segment))
      return existsSync(path.join(dir, segment)) && walk(path.join(dir, segment), index + 1);
    const pattern = new RegExp(
      `^${segment
        .split(/<[^>]*>/)
        .map(escapeRegExp)
        .join(".+")}$`,
    );
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    return readdirSync(dir).some((name) => pattern.test(name) && walk(path.join(dir, name), index + 1));
  };
  return walk(base, 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function lineCount(file: string): number {
  return readFileSync(file, "utf8").split("\n").length;
}

/**
 * Problems with the paths a text names, as "path: why". `file` is the citing file, relative to `root`; `links` also
 * checks relative Markdown link targets.
 */
function pathProblems(text: string, file: string, root = ROOT, links = false): string[] {
  const problems: string[] = [];
  const dir = path.dirname(file);
  const check = (raw: string, bases: string[]) => {
    let named = raw.replace(/[.,;:!?'"`)\]}]+$/, "");
    while (named.endsWith(">") && named.split(">").length > named.split("<").length) named = named.slice(0, -1);
    let candidate = named;
    if (/[*?{}[\]$…|]/.test(candidate.replace(/<[^>]*>/g, ""))) return;
    const lineMatch = /:(\d+)(?:-(\d+))?$/.exec(candidate);
    if (lineMatch) candidate = candidate.slice(0, lineMatch.index);
    if (candidate.includes(":")) return;
    if (!/[\w>]/.test(candidate.replace(/^(\.\.?\/)+/, ""))) return;
    const generated = (b: string) => {
      const relative = path.normalize(path.join(b, candidate));
      return GENERATED.some((folder) => relative === folder || relative.startsWith(`${folder}/`));
    };
    if (bases.some(generated)) return;
    const found = bases
      .flatMap((b) => MODULE_EXTENSIONS.map((extension) => path.join(b, candidate + extension)))
      .find((relative) => exists(root, relative));
    if (found === undefined) {
      problems.push(`${named}: no such file or folder`);
      return;
    }
    const target = path.join(root, found);
    const lastLine = Number(lineMatch?.[2] ?? lineMatch?.[1] ?? 0);
    if (lastLine > 0 && isFile(target) && lineCount(target) < lastLine) problems.push(`${named}: the file is shorter`);
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const word = match[1]!;
    const first = word.split("/")[0]!;
    if (word.startsWith(".")) check(word, [dir, "."]);
    else if (word.startsWith("~/")) check(word.slice(2), ["app"]);
    else if (TOP_LEVEL.includes(first)) check(word, ["."]);
    else check(word, ["app", dir]);
  }
  // A word starting with a folder beside the citing file (content/ files name words/…, campaigns/…).
  for (const match of text.matchAll(NEIGHBOUR_CANDIDATE)) {
    const word = match[1]!;
    const first = word.split("/")[0]!;
    if (!TOP_LEVEL.includes(first) && !APP_FOLDERS.includes(first) && subfolders(root, dir).has(first)) {
      check(word, [dir]);
    }
  }
  if (links) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1]!.replace(/#.*$/, "");
      if (!target || /^[a-z][\w+.-]*:/i.test(target) || target.startsWith("/")) continue;
      check(target, [dir]);
    }
  }
  return [...new Set(problems)];
}

/**
 * Problems with the headings a text cites (docs/requirements.md, a comma, quoted headings; the citation may span lines),
 * each with the offset in `text` where its citation starts.
 */
function citationProblems(text: string, root = ROOT): { offset: number; problem: string }[] {
  const headings = requirementHeadings(root);
  const flat = text.replace(/\n\s*(?:\/\/|\*|#|--)?/g, (gap) => " ".repeat(gap.length));
  return [...flat.matchAll(REQUIREMENTS_CITATION)].flatMap((match) =>
    [...match[1]!.replace(/\s+/g, " ").matchAll(/"([^"]+)"/g)]
      .filter(([, heading]) => !headings.has(heading!))
      .map(([, heading]) => ({ offset: match.index, problem: `docs/requirements.md, "${heading}": no such heading` })),
  );
}

function filesUnder(folder: string, pattern: RegExp): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

/** Every problem of a source file's comments, as "file:line: problem". */
function problemsOfCode(file: string, source: string): string[] {
  const comments = commentsOf(file, source);
  const paths = comments.flatMap((comment) =>
    comment.text
      .split("\n")
      .flatMap((text, index) =>
        pathProblems(text, file).map((problem) => `${file}:${comment.line + index}: ${problem}`),
      ),
  );
  // Consecutive `//` lines are one comment to a reader: cite across them as across the lines of a block comment.
  const joined = comments.map((comment) => comment.text).join("\n");
  const starts = comments.map((_, index) => comments.slice(0, index).reduce((sum, c) => sum + c.text.length + 1, 0));
  const citations = citationProblems(joined).map(({ offset, problem }) => {
    const index = starts.findLastIndex((start) => start <= offset);
    const comment = comments[index]!;
    return `${file}:${comment.line + joined.slice(starts[index], offset).split("\n").length - 1}: ${problem}`;
  });
  return [...paths, ...citations];
}

/** Every problem of a Markdown file, as "file:line: problem". */
function problemsOfDoc(file: string, text: string): string[] {
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  return [
    ...text
      .split("\n")
      .flatMap((line, index) => pathProblems(line, file, ROOT, true).map((p) => `${file}:${index + 1}: ${p}`)),
    ...citationProblems(text).map(({ offset, problem }) => `${file}:${lineOf(offset)}: ${problem}`),
  ];
}

describe("paths named in comments and docs", { timeout: 60_000 }, () => {
  it("reports a path that does not exist, and only that", () => {
    const source = [
      "// See app/rules/nope.ts, app/root.tsx:99999, ~/missing/x.ts and lib/pages.ts; app/root.tsx:1, rules/regions are fine.",
      'const url = "app/rules/in-a-string.ts"; // https://example.com/app/rules/a-url.ts',
      "/** Globs and placeholders: app/pages/*, app/content/<region>/dealers.json,",
      " * app/content/<nope>/site.ts. */",
      "const re = /app\\/rules\\/in-a-regex.ts/; // ../../README.md and ./nope.md",
    ].join("\n");
    expect(problemsOfCode("tests/unit/fixture.ts", source)).toEqual([
      "tests/unit/fixture.ts:1: app/rules/nope.ts: no such file or folder",
      "tests/unit/fixture.ts:1: app/root.tsx:99999: the file is shorter",
      "tests/unit/fixture.ts:1: missing/x.ts: no such file or folder",
      "tests/unit/fixture.ts:1: lib/pages.ts: no such file or folder",
      "tests/unit/fixture.ts:4: app/content/<nope>/site.ts: no such file or folder",
      "tests/unit/fixture.ts:5: ./nope.md: no such file or folder",
    ]);
    const citing = '// Stages (docs/requirements.md, "Campaign stages",\n// "No such heading").\nexport const a = 1;';
    expect(problemsOfCode("app/rules/fixture.ts", citing)).toEqual([
      'app/rules/fixture.ts:1: docs/requirements.md, "No such heading": no such heading',
    ]);
    const neighbours = "// Words in words/<language>.json, not words/<language>/home.ts.\nexport const a = 1;";
    expect(problemsOfCode("app/content/fixture.ts", neighbours)).toEqual([
      "app/content/fixture.ts:1: words/<language>/home.ts: no such file or folder",
    ]);
    expect(problemsOfDoc("docs/decisions/fixture.md", "[a record](001-nope.md), [the index](README.md)")).toEqual([
      "docs/decisions/fixture.md:1: 001-nope.md: no such file or folder",
    ]);
  });

  it("finds every path that code comments name", () => {
    const files = [
      ...CODE_FOLDERS.flatMap((folder) => filesUnder(folder, CODE_EXTENSIONS)),
      ...readdirSync(ROOT).filter((name) => ROOT_CODE.test(name)),
    ];
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => problemsOfCode(file, readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });

  it("finds every path that the docs name", () => {
    const files = ["README.md", ...filesUnder("docs", /\.md$/), ...filesUnder("bench", /\.md$/)];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => problemsOfDoc(file, readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });
});

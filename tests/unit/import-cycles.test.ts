// No module of the app takes part in an import circle, type-only imports included: eslint's import-x/no-cycle skips
// `import type`, and a circle of types still means two modules that cannot be read, moved or tested one without the
// other. The graph is read with TypeScript's own import scanner.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "+types" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The app file an import names, or null for a package, an asset or a file outside `dir`. */
function resolve(from: string, specifier: string, appDir: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (
      candidate.startsWith(appDir) &&
      existsSync(candidate) &&
      statSync(candidate).isFile() &&
      /\.tsx?$/.test(candidate)
    )
      return candidate;
  return null;
}

/** Every import circle among the TypeScript files under `appDir` (each as its files, relative to `appDir`). */
export function importCycles(appDir: string): string[][] {
  const files = sourceFiles(appDir);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    edges.set(file, [...new Set(importedFiles.flatMap(({ fileName }) => resolve(file, fileName, appDir) ?? []))]);
  }
  // Tarjan's strongly connected components: a component of more than one file (or a file importing itself) is a circle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indices.get(next)!));
    }
    if (low.get(file) !== indices.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(appDir, member));
    } while (member !== file);
    if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}

describe("import circles", () => {
  it("finds none in the app, type-only imports included", () => {
    expect(importCycles(path.join(ROOT, "app"))).toEqual([]);
  });
  it("finds a circle made of type-only imports", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cycles-"));
    try {
      writeFileSync(path.join(dir, "a.ts"), `import type { B } from "./b";\nexport interface A { b: B }\n`);
      writeFileSync(path.join(dir, "b.ts"), `import type { A } from "~/a";\nexport interface B { a?: A }\n`);
      writeFileSync(path.join(dir, "c.ts"), `import type { A } from "./a";\nexport type C = A;\n`);
      expect(importCycles(dir)).toEqual([["a.ts", "b.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

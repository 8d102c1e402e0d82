// CONTENT_DIR=<dir>: the app reads its content from <dir> (a copy of app/content) instead of app/content, for the
// content tools and the tests that change content without touching the repository (tests/unit/content-tasks.test.ts).
// Every import that lands in app/content is sent to the same file under <dir>; a relative import from a file under
// <dir> is resolved as if from its counterpart in app/content, so "../rules/…" still finds the app's rules.
import { tmpdir } from "node:os";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Where the tests keep their copies of app/content (tests/unit/content-copy.ts), one folder each. A module of a copy,
 * loaded by its path, reads the rest of its content from that copy (contentCopies): several copies in one process.
 */
export const CONTENT_COPIES = path.join(tmpdir(), "mechaforge-content-copies");

const inside = (id: string, root: string) => id === root || id.startsWith(root + path.sep);

/** A plugin that sends the imports landing in app/content to the copy `copyFor(importer)` names (null: no change). */
function redirect(name: string, appDir: string, copyFor: (importer: string) => string | null): Plugin {
  const real = path.join(appDir, "content");
  return {
    name,
    enforce: "pre",
    async resolveId(source, importer, options) {
      const copy = importer ? copyFor(importer) : null;
      if (!copy) return null;
      const from = importer && inside(importer, copy) ? path.join(real, path.relative(copy, importer)) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || !inside(resolved.id.split("?")[0]!, real)) return from === importer ? null : resolved;
      const [file, query] = resolved.id.split("?");
      return { ...resolved, id: path.join(copy, path.relative(real, file!)) + (query ? `?${query}` : "") };
    },
  };
}

export function contentDir(appDir: string, dir = process.env.CONTENT_DIR): Plugin | null {
  if (!dir) return null;
  const copy = path.resolve(dir);
  return redirect("content-dir", appDir, () => copy);
}

/**
 * The tests' copies (CONTENT_COPIES/<name>): an import from a module of a copy that lands in app/content is sent to
 * the same copy. Modules outside the copies are left alone: they read content as the document they are given.
 */
export function contentCopies(appDir: string, root = CONTENT_COPIES): Plugin {
  return redirect("content-copies", appDir, (importer) => {
    if (!inside(importer, root)) return null;
    const name = path.relative(root, importer).split(path.sep)[0];
    return name ? path.join(root, name) : null;
  });
}

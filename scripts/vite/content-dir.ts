// CONTENT_DIR=<dir>: the app reads its content from <dir> (a copy of app/content) instead of app/content, for the
// content tools and the tests that change content without touching the repository (tests/unit/content-tasks.test.ts).
// Every import that lands in app/content is sent to the same file under <dir>; a relative import from a file under
// <dir> is resolved as if from its counterpart in app/content, so "../rules/…" still finds the app's rules.
import path from "node:path";
import type { Plugin } from "vite";

export function contentDir(appDir: string, dir = process.env.CONTENT_DIR): Plugin | null {
  if (!dir) return null;
  const real = path.join(appDir, "content");
  const copy = path.resolve(dir);
  const inside = (id: string, root: string) => id === root || id.startsWith(root + path.sep);
  return {
    name: "content-dir",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const from = importer && inside(importer, copy) ? path.join(real, path.relative(copy, importer)) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || !inside(resolved.id.split("?")[0]!, real)) return from === importer ? null : resolved;
      const [file, query] = resolved.id.split("?");
      return { ...resolved, id: path.join(copy, path.relative(real, file!)) + (query ? `?${query}` : "") };
    },
  };
}

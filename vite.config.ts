import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { buildReleaseId } from "./scripts/release/releases";
import { chunkModules } from "./scripts/vite/chunk-modules";
import { cjkFontSubsets } from "./scripts/vite/cjk-fonts";
import { contentDir } from "./scripts/vite/content-dir";

const appDir = path.resolve(import.meta.dirname, "app");

type ChunkMeta = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

/**
 * Our modules that the root route imports (header, footer, clock, pop-ups, scroll lock, …) load on every hydrated page.
 * Rollup gave each its own file (ten files of 0.1-1.1 KB gzip), each with its own gzip header and dictionary; one
 * "shell" chunk holds them instead (docs/decisions/058-byte-budgets.md). Libraries keep their own chunks.
 */
let shellModules: Set<string> | null = null;
function shellChunk(id: string, meta: ChunkMeta): string | undefined {
  if (!shellModules) {
    shellModules = new Set();
    const isRoot = (candidate: string) => /\/app\/root\.tsx($|\?)/.test(candidate);
    const queue = [...meta.getModuleIds()].filter(isRoot);
    const seen = new Set<string>();
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      if (!isRoot(next)) {
        if (!next.startsWith(appDir)) continue;
        shellModules.add(next);
      }
      queue.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return shellModules.has(id) ? "shell" : undefined;
}

/**
 * Entries beside the server's: build/server/document-worker.js, the document thread's (server/document-finish.ts), and
 * build/server/data-dir-check.js, the quick refusal of a second server on a held data directory.
 */
function documentWorker(): Plugin {
  return {
    name: "document-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      // The server's entry (npm start) and npm run db:migrate are built too (server/ is TypeScript).
      for (const [name, fileName] of [
        ["document-worker", "document-worker.js"],
        ["data-dir-check", "data-dir-check.js"],
        ["index", "start.js"],
        ["migrate", "migrate.js"],
      ])
        this.emitFile({ type: "chunk", id: path.resolve(import.meta.dirname, `server/${name}.ts`), fileName });
    },
  };
}

export default defineConfig({
  // The server knows which release it is (app/request/release.server.ts: its own client files); the browser code never
  // reads it, so client chunks stay named by their content alone.
  define: { __RELEASE_ID__: JSON.stringify(buildReleaseId()) },
  resolve: { alias: { "~": appDir } },
  // Font files stay files (only the faces a page's characters need are fetched), however small the CJK subsets get;
  // the blank stand-ins for Noto (2-3 KB, scripts/vite/cjk-fonts.ts) are inline in their sheet, which an inline script
  // reads before the first layout (components/layout/BlankFont.tsx).
  build: {
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? /\/blank-[\w-]+\.woff2$/.test(file) : undefined),
  },
  // The server bundle's entry is our Express router, which wraps the React Router request handler; the document thread
  // (server/document-worker.ts) is built beside it.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: { build: { rollupOptions: { output: { manualChunks: shellChunk } } } },
  },
  // CONTENT_DIR=<copy of app/content>: `npm run dev` serves the copy (a content change looked at before it is made).
  plugins: [
    contentDir(appDir),
    cjkFontSubsets({ appDir }),
    reactRouter(),
    documentWorker(),
    chunkModules(import.meta.dirname),
  ],
});

import path from "node:path";
import { defineConfig } from "vitest/config";
import { contentCopies, contentDir } from "./scripts/vite/content-dir";

const appDir = path.resolve(import.meta.dirname, "app");

/**
 * Files that need a module registry of their own: one replaces a module (vi.mock of the region list) that other
 * files have already loaded, and the DOM ones render React into an environment of their own.
 */
const OWN_MODULES = [
  "tests/unit/adding-a-region.test.ts",
  "tests/unit/routes.test.tsx",
  "tests/unit/studio-draft-editor.test.tsx",
  "tests/unit/studio-forms.test.tsx",
  "tests/unit/studio-preview-form.test.tsx",
];

export default defineConfig({
  resolve: { alias: { "~": appDir } },
  // CONTENT_DIR: content:check and the content probe read a copy of app/content (scripts/vite/content-dir.ts); the
  // tests' copies of it read their own modules (tests/unit/content-copy.ts).
  plugins: [contentDir(appDir), contentCopies(appDir)],
  test: {
    environment: "node",
    // Two files at a time on the two cores (Vitest's default leaves one for itself): 264 s became 131 s. Each
    // integration file has PostgreSQL schemas of its own.
    maxWorkers: 2,
    // A file's first test derives the content document's tables (pages, campaigns, words): seconds on two busy cores,
    // beyond Vitest's 5 s default while the build's tests and PostgreSQL's run beside. No test here measures time.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // The unit files share each worker's modules: the app's modules, and the content document they derive, are
        // loaded once per worker instead of once per file (a third less CPU for the stage; nothing here changes a
        // module's state for the next file: no stubbed global or environment variable outlives its file).
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: OWN_MODULES } },
      // The API integration files share each worker's modules too: each starts its API, databases and mail server in
      // its own hooks (tests/integration/api-harness.ts), and none replaces a module (33 against 18-20 CPU-s).
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"], isolate: false } },
    ],
  },
});

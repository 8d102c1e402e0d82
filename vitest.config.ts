import path from "node:path";
import { defineConfig } from "vitest/config";
import { contentDir } from "./scripts/vite/content-dir";

const appDir = path.resolve(import.meta.dirname, "app");

export default defineConfig({
  resolve: { alias: { "~": appDir } },
  // CONTENT_DIR: content:check and the content probe read a copy of app/content (scripts/vite/content-dir.ts).
  plugins: [contentDir(appDir)],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Two files at a time on the two cores (Vitest's default leaves one for itself): 264 s became 131 s. Each
    // integration file has PostgreSQL schemas of its own.
    maxWorkers: 2,
    // A file's first test derives the content document's tables (pages, campaigns, words): seconds on two busy cores,
    // beyond Vitest's 5 s default while the build's tests and PostgreSQL's run beside. No test here measures time.
    testTimeout: 20_000,
  },
});

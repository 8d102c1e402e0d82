import path from "node:path";
import { defineConfig } from "vitest/config";

// tests/build: the production build read and rendered in process (no server process, no browser): every page of every
// region at every state of its schedule, and what the client bundles carry. npm test runs them after the build.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/build/setup.ts"],
    maxWorkers: 2,
    // The files of a worker share its modules, and so the loaded server build and what it derives from the content
    // (42-43 against 33-35 CPU-s, docs/decisions/364-unit-files-share-modules.md). Every file sets the same settings.
    isolate: false,
    testTimeout: 60_000,
  },
});

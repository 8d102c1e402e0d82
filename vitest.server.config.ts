import path from "node:path";
import { defineConfig } from "vitest/config";

// tests/server: the production server as a process (npm test runs them after the build).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    // One server for the tests that only send requests (tests/server/shared-server.ts); the others start their own.
    globalSetup: ["tests/server/shared-server.ts"],
    // fetch closes idle connections within 250 ms, so that a server's stop does not wait for the test's own (see there).
    setupFiles: ["tests/server/client-connections.ts"],
    // Three files at a time on two cores: most of these tests wait (for a server to start, a boundary, an SMTP outage),
    // not compute. One file at a time took 720 s, two 418 s, three 360 s. Four kept both cores busy throughout the stage
    // and took as long (197 s against 196 s in npm test; 333 CPU-s alone): the stage's CPU is what bounds it now.
    maxWorkers: 3,
    // The files of a worker share its modules (the harness, the app modules a file reads): a registry per file cost
    // about 0.85 CPU-s a file in imports, and CPU is what bounds the stage. No file here stubs a global, sets an
    // environment variable or replaces a module; each server is a process of its own
    // (docs/decisions/364-unit-files-share-modules.md).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

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
    // Four files at a time on two cores: most of these tests wait (for a server to start, a boundary, an SMTP outage,
    // an answer floor), not compute. One file at a time took 720 s, two 418 s, three 360 s; with three, the machine was
    // a fifth idle where three waiting files met (the answer floor, the edge's lifetime), and four filled it.
    maxWorkers: 4,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

import path from "node:path";
import { defineConfig } from "vitest/config";

// tests/server: the production server as a process (npm test runs them after the build).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    // Two files at a time: most of these tests wait (for a server to start, a boundary, an SMTP outage), not compute;
    // 720 s became 418 s.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

import path from "node:path";
import { defineConfig } from "vitest/config";

// tests/server: the production server as a process (npm test runs them after the build).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
